import { normalizeHref, removeBase, removeHash } from '@rspress/shared';
import siteData from 'virtual-site-data';

/**
 * A path as Rspress's `isEqualPath` (runtime/utils.js) compares two: `isEqualPath(a, b)` is
 * `pathKey(a) === pathKey(b)`. The previous/next links look for the current page among every link
 * of its sidebar on every page, and each comparison builds a RegExp for the base (~4 % of static
 * generation's CPU); here each link's form is made once. Bounded: cleared when full.
 */
const keys = new Map<string, string>();
const MAX_KEYS = 20_000;

export function pathKey(path: string): string {
  let key = keys.get(path);
  if (key === undefined) {
    key = removeBase(normalizeHref(removeHash(path), true), (siteData as { base: string }).base);
    if (keys.size >= MAX_KEYS) keys.clear();
    keys.set(path, key);
  }
  return key;
}
