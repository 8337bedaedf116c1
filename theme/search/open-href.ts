/** A result that is a file (llms.txt, a spec under /api-specs/), not a page: no route matches it. */
export const isFileHref = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!);

/**
 * Opens a result: a page through the router (`navigate`), a file by the browser itself (at
 * `withBase(href)`, the site's base path added).
 */
export function openHref(
  href: string,
  navigate: (href: string) => unknown,
  withBase: (href: string) => string,
): void {
  if (isFileHref(href)) window.location.assign(withBase(href));
  else void navigate(href);
}
