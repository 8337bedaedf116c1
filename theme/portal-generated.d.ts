// Build-time data written by plugins/ (see plugins/index.ts) and imported by the theme.
declare module '@portal-generated/portal-data.json' {
  const data: {
    latestPosts: Array<{
      route: string;
      title: string;
      description: string;
      date: string;
      readingMinutes: number;
    }>;
  };
  export default data;
}
declare module '@portal-generated/apis.json' {
  /** The API list of the build (plugins/apis). */
  const data: import('../common/apis/api-list').ApiEntry[];
  export default data;
}
declare module '@portal-generated/products.json' {
  /** The products of the build (plugins/apis). */
  const data: import('../common/apis/products').Product[];
  export default data;
}
declare module '@portal-generated/api-routes.json' {
  /** Route prefixes served by API pages (plugins/routing). */
  const data: { prefixes: string[] };
  export default data;
}
// The API page loader of the environment being bundled (plugins/routing aliases it).
declare module '@portal/api-page-loader' {
  export function loadApiPage(
    path: string,
  ): Promise<import('../common/api-pages/format').ApiPage | null>;
}
declare module 'virtual-routes' {
  export const routes: unknown[];
}
