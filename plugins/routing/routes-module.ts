import { createHash } from 'node:crypto';

export interface RouteMetaLike {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  lang: string;
  version: string;
}

/** Rspress's chunk name for a route (node/route/routeChunkAssets.js): it maps HTML pages to their scripts. */
export function routeChunkName(relativePath: string): string {
  return `route-${createHash('sha256').update(relativePath).digest('hex').slice(0, 12)}`;
}

/** The request that loads a route: the page-info module (page-info-module.ts) for that page's file. */
export function pageRequest(pageModule: string, relativePath: string): string {
  return `${pageModule}?page=${encodeURIComponent(relativePath)}`;
}

/** The page's relative path back from a page-info request's query. */
export function pageOfQuery(resourceQuery: string): string | undefined {
  const page = new URLSearchParams(resourceQuery.replace(/^\?/, '')).get('page');
  return page ?? undefined;
}

/**
 * The `virtual-routes` module Rspress would generate (node/route/RouteService.js), for the
 * given routes only: one lazy import per compiled page. The same route objects, built in a loop
 * from a table rather than written out one by one (a third smaller in the main bundle). Each
 * import loads the page with its record (`pageModule`, see page-info-module.ts), which it hands
 * to `pageIndex` (theme/routing/page-index.ts) before Rspress looks the record up.
 */
export function routesModuleCode(
  routes: RouteMetaLike[],
  files: { pageModule: string; pageIndex: string },
): string {
  const q = JSON.stringify;
  const loaders = routes.map(
    (r) =>
      `() => import(/* webpackChunkName: ${q(routeChunkName(r.relativePath))} */ ${q(pageRequest(files.pageModule, r.relativePath))})`,
  );
  const table = routes.map((r) => q([r.routePath, r.relativePath, r.lang, r.version]));
  return [
    `import React from 'react';`,
    `import { lazyWithPreload } from 'react-lazy-with-preload';`,
    `import { addPageInfo } from ${q(files.pageIndex)};`,
    `const loaders = [\n${loaders.join(',\n')}\n];`,
    `const table = [\n${table.join(',\n')}\n];`,
    `export const routes = table.map(([path, filePath, lang, version], i) => {`,
    `  const load = () => loaders[i]().then((m) => (addPageInfo(m.__pageInfo), m));`,
    `  const Route = lazyWithPreload(load);`,
    `  return { path, element: React.createElement(Route), filePath, preload: async () => { await Route.preload(); return load(); }, lang, version };`,
    `});`,
    '',
  ].join('\n');
}
