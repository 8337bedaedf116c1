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

/**
 * The `virtual-routes` module Rspress would generate (node/route/RouteService.js), for the
 * given routes only: one lazy import per compiled page. The same route objects, built in a loop
 * from a table rather than written out one by one (a third smaller in the main bundle).
 */
export function routesModuleCode(routes: RouteMetaLike[]): string {
  const q = JSON.stringify;
  const loaders = routes.map((r) => `() => import(/* webpackChunkName: ${q(routeChunkName(r.relativePath))} */ ${q(r.absolutePath)})`);
  const table = routes.map((r) => q([r.routePath, r.relativePath, r.lang, r.version]));
  return [
    `import React from 'react';`,
    `import { lazyWithPreload } from 'react-lazy-with-preload';`,
    `const loaders = [\n${loaders.join(',\n')}\n];`,
    `const table = [\n${table.join(',\n')}\n];`,
    `export const routes = table.map(([path, filePath, lang, version], i) => {`,
    `  const load = loaders[i];`,
    `  const Route = lazyWithPreload(load);`,
    `  return { path, element: React.createElement(Route), filePath, preload: async () => { await Route.preload(); return load(); }, lang, version };`,
    `});`,
    '',
  ].join('\n');
}
