/**
 * One spelling per route, for the build (plugins/) and the browser (theme/). Rspress names a page
 * `/a`, `/a/`, `/a.html` or `/a/index.html` depending on cleanUrls and where it is asked; the site
 * compares and stores routes in the clean form. Rules that differ on purpose stay with their
 * callers and say so: theme/routing/route.ts (decodes, lower-cases and keeps a trailing slash to
 * match Rspress's route table), theme/logic/clean-path.ts (only rewrites URLs ending in `.html`),
 * plugins/openapi/description-links.ts (spec links keep `/index`), theme/logic/inline-scripts.ts
 * (an inline script with no imports).
 */

/** No trailing slash, except the root `/`. Case and `.html` are kept. */
export function trimTrailingSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') || '/' : route;
}

/** The clean, public path of a route: no `.html`, no `/index`, no trailing slash (except `/`). */
export function cleanRoutePath(routePath: string): string {
  const p = routePath.replace(/\.html$/, '').replace(/\/index$/, '/');
  return p === '/' ? '/' : p.replace(/\/+$/, '') || '/';
}

/** Whether two paths name the same route for the server: trailing slash and case do not count. */
export function sameRoute(a: string, b: string): boolean {
  return trimTrailingSlash(a).toLowerCase() === trimTrailingSlash(b).toLowerCase();
}
