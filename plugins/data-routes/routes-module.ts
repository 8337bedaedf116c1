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
 * given routes only: one lazy import per compiled page.
 */
export function routesModuleCode(routes: RouteMetaLike[]): string {
  const q = JSON.stringify;
  const imports = routes.map(
    (r, i) => `const loadRoute${i} = () => import(/* webpackChunkName: ${q(routeChunkName(r.relativePath))} */ ${q(r.absolutePath)});\nconst Route${i} = lazyWithPreload(loadRoute${i});`,
  );
  const entries = routes.map(
    (r, i) =>
      `{ path: ${q(r.routePath)}, element: React.createElement(Route${i}), filePath: ${q(r.relativePath)}, preload: async () => { await Route${i}.preload(); return loadRoute${i}(); }, lang: ${q(r.lang)}, version: ${q(r.version)} }`,
  );
  return [`import React from 'react';`, `import { lazyWithPreload } from 'react-lazy-with-preload';`, ...imports, `export const routes = [\n${entries.join(',\n')}\n];`, ''].join('\n');
}
