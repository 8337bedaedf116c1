import { lruSet } from '../../common/lru';

/**
 * The page-record cache of the browser and of the server render (load-api-page.web.ts, .node.ts):
 * promises by route, so preload, navigation and render share one load. Least recently used first
 * out when full; a load that fails is dropped, so the next asks again.
 */
export function recordCache<T>(max: number): (key: string, load: () => Promise<T>) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key, load) => {
    const hit = cache.get(key);
    if (hit) {
      lruSet(cache, key, hit, max);
      return hit;
    }
    const loading = load();
    loading.catch(() => cache.get(key) === loading && cache.delete(key));
    lruSet(cache, key, loading, max);
    return loading;
  };
}
