import { withBase } from '@rspress/core/runtime';
import { dataPageUrl, type DataPage } from '../../common/data-pages/format';

const MAX_CACHED = 40;
const cache = new Map<string, Promise<DataPage | null>>();

/**
 * Fetches a data page's record (null when there is none: the not-found page). Promises are
 * cached (a few dozen, oldest dropped) so preload-on-hover, navigation and render share one request.
 * Records are not content-hashed: the server revalidates them like HTML pages.
 */
export function loadDataPage(path: string): Promise<DataPage | null> {
  let hit = cache.get(path);
  if (hit) {
    cache.delete(path);
    cache.set(path, hit);
    return hit;
  }
  hit = fetch(withBase(dataPageUrl(path))).then((r) => {
    if (r.status === 404) return null;
    if (!r.ok) throw new Error(`Could not load ${dataPageUrl(path)}: HTTP ${r.status}`);
    return r.json() as Promise<DataPage>;
  });
  // A failed request is not cached: the next navigation tries again.
  hit.catch(() => cache.get(path) === hit && cache.delete(path));
  cache.set(path, hit);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return hit;
}
