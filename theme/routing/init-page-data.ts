/**
 * Replaces Rspress's runtime/initPageData.js (plugins/routing swaps the module in; same
 * exports, the original underneath). On hydration Rspress's App looks for the page's data among
 * the cached ones, misses the record the client entry has just read (it is kept as the "current"
 * page, which the lookup skips) and reads it again: a new object, so the whole app renders a
 * second time right after hydrating, one long task on every first load. Here that first lookup
 * is answered with the very record the page hydrated with, so nothing renders twice.
 */
import * as original from '@rspress/core/dist/runtime/initPageData.js';
import { cleanUrl } from '@rspress/shared';
import { isApiRoute } from './api-route';
import { pathnameToRouteService } from './route';

export const { warmPageData } = original;

/**
 * Rspress's initPageData, which looks the page's Rspress page data up in the page list with a
 * linear scan that normalises both paths per entry. An API page is never in that list
 * (plugins/routing takes them out), so for one the scan always misses: ~4 % of the static
 * generation's CPU, as API pages are most of the pages. An API route's data is made here as
 * Rspress makes it from the route's module (not a Markdown file: its exports), without the scan;
 * every other route goes to the original.
 */
export async function initPageData(routePath: string): ReturnType<typeof original.initPageData> {
  const route = pathnameToRouteService(routePath);
  if (!route || !isApiRoute(route)) return original.initPageData(routePath);
  const mod = (await route.preload()) as Record<string, unknown>;
  const { toc = [], title = '', frontmatter = {}, ...rest } = mod;
  return {
    ...rest,
    pagePath: cleanUrl(route.filePath),
    pageType: (frontmatter as { pageType?: string }).pageType || 'doc',
    title,
    frontmatter,
    toc,
  } as Awaited<ReturnType<typeof original.initPageData>>;
}

type Data = Parameters<typeof original.setCurrentPageData>[1];
let hydrated: { routePath: string; data: Data } | undefined;
let first = true;

export function setCurrentPageData(routePath: string, data: Data): void {
  // The client entry's call, before hydration: the record the page is rendered with.
  if (first) hydrated = { routePath, data };
  first = false;
  original.setCurrentPageData(routePath, data);
}

export function consumeCachedPageData(routePath: string): Data | undefined {
  const own = hydrated?.routePath === routePath ? hydrated.data : undefined;
  hydrated = undefined;
  return original.consumeCachedPageData(routePath) ?? own;
}
