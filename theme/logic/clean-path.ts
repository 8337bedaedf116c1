/** `/a/b.html` → `/a/b`, `/a/index.html` → `/a`, `/index.html` → `/`; null when nothing to strip. */
export function cleanPathCandidate(pathname: string): string | null {
  if (/\/index\.html$/.test(pathname)) return pathname.replace(/\/index\.html$/, '') || '/';
  if (/\.html$/.test(pathname)) return pathname.replace(/\.html$/, '') || '/';
  return null;
}
