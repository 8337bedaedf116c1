declare module '*.css';
declare module 'nprogress' {
  const nprogress: { configure(o: object): void; start(): void; done(): void };
  export default nprogress;
}
declare module 'virtual-site-data' {
  const siteData: unknown;
  export default siteData;
}
