import { withBase } from '@rspress/core/runtime';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { sameRoute } from '../../common/routes/route-path';
import { readApiPage } from './read-api-page';
import { recordCache } from './record-cache';

const cached = recordCache<ApiPage | null>(40);

/** The page's HTML, fetched and parsed; null when there is no such page (404). */
async function fetchApiPage(path: string): Promise<ApiPage | null> {
  const res = await fetch(withBase(path), { headers: { Accept: 'text/html' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Could not load ${path}: HTTP ${res.status}`);
  const page = readApiPage(new DOMParser().parseFromString(await res.text(), 'text/html'));
  // The dev server answers every path with the app shell and serves the records themselves.
  if (!page && import.meta.env.DEV) {
    const record = await fetch(withBase(recordPath(path)));
    return record.ok ? ((await record.json()) as ApiPage) : null;
  }
  return page;
}

/** The record of the document itself, read once, while it hydrates (its sections' HTML is LIVE_SECTION). */
let own: { path: string; page: Promise<ApiPage | null> } | undefined;

/**
 * An API page's record. The first page comes from the document itself (before hydration, so the
 * DOM is as served), read for hydration only: it is not cached, so a later render of that page
 * (coming back to it) fetches its HTML like any other. Other pages from their HTML, fetched on
 * preload or navigation. Nothing but the HTML is served for these pages. Promises are cached (a few
 * dozen, oldest dropped) so hover prefetch, navigation and render share one request; a failed one
 * is dropped to be tried again.
 */
export function loadApiPage(path: string): Promise<ApiPage | null> {
  if (typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true') {
    if (own && sameRoute(own.path, path)) return own.page;
    const page = own ? null : readApiPage(document, true);
    if (page && sameRoute(page.routePath, path)) {
      own = { path: page.routePath, page: Promise.resolve(page) };
      return own.page;
    }
  }
  return cached(path, () => fetchApiPage(path));
}
