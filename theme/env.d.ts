declare module '*.css';
declare module 'nprogress' {
  const nprogress: { configure(o: object): void; start(): void; done(): void };
  export default nprogress;
}
declare module 'virtual-site-data' {
  const siteData: unknown;
  export default siteData;
}
// Rsbuild's compile-time constants.
interface ImportMeta {
  readonly env: { readonly DEV: boolean; readonly PROD: boolean; readonly MODE: string };
}
// Aliases of the browser entry (plugins/client-boot): the theme's index and Rspress's own entry.
declare module '@theme';
declare module '@portal/client-entry';
