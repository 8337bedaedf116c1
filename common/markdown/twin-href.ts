/* Used by the build (llms.txt, twins' links) and the browser (the page's "Copy as Markdown" button). */

/**
 * The link form Rspress's SSG-MD uses for its own pages: `/a/b` → `<origin>/a/b.md` (hash kept);
 * paths with a file extension (`/api-specs/v3.yaml`) and anchors stay as they are.
 */
export function markdownTwinHref(href: string, siteOrigin = ''): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  const route = m[1]!;
  const last = route.split('/').pop() ?? '';
  const target = last.includes('.')
    ? route
    : route === '/'
      ? '/index.md'
      : `${route.replace(/\/+$/, '')}.md`;
  return `${siteOrigin.replace(/\/+$/, '')}${target}${m[2]}`;
}
