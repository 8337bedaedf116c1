/** The clean, public path of a route: no `.html`, no `/index`, no trailing slash (except `/`). */
export function cleanRoutePath(routePath: string): string {
  const p = routePath.replace(/\.html$/, '').replace(/\/index$/, '/');
  return p === '/' ? '/' : p.replace(/\/+$/, '') || '/';
}

/** Routes that are not pages of their own: the not-found page and the redirect stubs. */
export function isIndexable(routePath: string, redirects: ReadonlyArray<{ from: string }>): boolean {
  const p = cleanRoutePath(routePath);
  return p !== '/404' && !redirects.some((r) => r.from === p);
}
