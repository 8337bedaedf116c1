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

/**
 * An API page's record. The first page comes from the document itself (before hydration, so the
 * DOM is as served); other pages from their HTML, fetched on preload or navigation. Nothing but the
 * HTML is served for these pages. Promises are cached (a few dozen, oldest dropped) so hover
 * prefetch, navigation and render share one request; a failed one is dropped to be tried again.
 */
export function loadApiPage(path: string): Promise<ApiPage | null> {
  return cached(path, () => {
    const own =
      typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true'
        ? readApiPage(document)
        : null;
    return own && sameRoute(own.routePath, path) ? Promise.resolve(own) : fetchApiPage(path);
  });
}
