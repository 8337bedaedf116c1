import { cleanRoutePath } from '../../common/routes/route-path';

export { cleanRoutePath };

/** Routes that are not pages of their own: the not-found page and the redirect stubs. */
export function isIndexable(
  routePath: string,
  redirects: ReadonlyArray<{ from: string }>,
): boolean {
  const p = cleanRoutePath(routePath);
  return p !== '/404' && !redirects.some((r) => r.from === p);
}
