/**
 * Replaces Rspress's `virtual-page-data` (plugins/routing aliases it; same exports). Rspress
 * ships the record of every page (title, description, last-updated time, …) in the main bundle
 * of every page, which grows with the site. The only reader of the list is its own initPageData,
 * which looks up the record of the page being opened after preloading that page's module. So each
 * page's record travels in its own route chunk instead (plugins/routing/page-info-module.ts)
 * and is added here when the chunk loads, before initPageData looks for it.
 */
export interface PageInfo {
  routePath: string;
  [key: string]: unknown;
}

export const pageData: { pages: PageInfo[] } = { pages: [] };

/** Rspress's built-in search reads this; the portal's search has its own index (search: false). */
export const searchIndexHash: Record<string, string> = {};

const known = new Set<string>();

/** Records a page's record once (a route chunk may load more than once: prefetch, then navigation). */
export function addPageInfo(info: PageInfo | undefined): void {
  if (!info || known.has(info.routePath)) return;
  known.add(info.routePath);
  pageData.pages.push(info);
}
