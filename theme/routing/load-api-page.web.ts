import { withBase } from '@rspress/core/runtime';
import { recordPath, type DataPage } from '../../common/api-pages/format';
import { sameRoute } from '../../common/routes/route-path';
import { readDataPage } from './read-api-page';
import { recordCache } from './record-cache';

const cached = recordCache<DataPage | null>(40);

/** The page's HTML, fetched and parsed; null when there is no such page (404). */
async function fetchDataPage(path: string): Promise<DataPage | null> {
  const res = await fetch(withBase(path), { headers: { Accept: 'text/html' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Could not load ${path}: HTTP ${res.status}`);
  const page = readDataPage(new DOMParser().parseFromString(await res.text(), 'text/html'));
  // The dev server answers every path with the app shell and serves the records themselves.
  if (!page && import.meta.env.DEV) {
    const record = await fetch(withBase(recordPath(path)));
    return record.ok ? ((await record.json()) as DataPage) : null;
  }
  return page;
}

/**
 * A data page's record. The first page comes from the document itself (before hydration, so the
 * DOM is as served); other pages from their HTML, fetched on preload or navigation. Nothing but the
 * HTML is served for these pages. Promises are cached (a few dozen, oldest dropped) so hover
 * prefetch, navigation and render share one request; a failed one is dropped to be tried again.
 */
export function loadDataPage(path: string): Promise<DataPage | null> {
  return cached(path, () => {
    const own = typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true' ? readDataPage(document) : null;
    return own && sameRoute(own.routePath, path) ? Promise.resolve(own) : fetchDataPage(path);
  });
}
