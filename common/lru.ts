/**
 * A Map used as a least-recently-used cache: Maps keep insertion order, so a touched entry moves
 * to the end and the first entries are the least recently used. For the browser's page-record
 * cache (theme/routing/record-cache.ts) and the dev server's list of opened routes.
 */
export function lruSet<K, V>(cache: Map<K, V>, key: K, value: V, max: number): void {
  cache.delete(key);
  cache.set(key, value);
  for (const oldest of cache.keys()) {
    if (cache.size <= max) break;
    cache.delete(oldest);
  }
}
