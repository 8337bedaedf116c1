/** `/a/b.html` → `/a/b`, `/a/index.html` → `/a`, `/index.html` → `/`; null when nothing to strip. */
export function cleanPathCandidate(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) return pathname.replace(/\/index\.html$/, '') || '/';
  if (pathname.endsWith('.html')) return pathname.replace(/\.html$/, '') || '/';
  return null;
}
