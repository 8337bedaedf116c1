/**
 * Replaces Rspress's runtime/initPageData.js (plugins/routing swaps the module in; same
 * exports, the original underneath). On hydration Rspress's App looks for the page's data among
 * the cached ones, misses the record the client entry has just read (it is kept as the "current"
 * page, which the lookup skips) and reads it again: a new object, so the whole app renders a
 * second time right after hydrating, one long task on every first load. Here that first lookup
 * is answered with the very record the page hydrated with, so nothing renders twice.
 */
import * as original from '@rspress/core/dist/runtime/initPageData.js';

export const { initPageData, warmPageData } = original;

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
