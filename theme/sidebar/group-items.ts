import { withBase } from '@rspress/core/runtime';
import type { SidebarLink } from '../../common/api-pages/format';

const cache = new Map<string, SidebarLink[]>();

/** Items of an API sidebar group already known (from a page record or an earlier fetch). */
export function knownGroupItems(url: string): SidebarLink[] | undefined {
  return cache.get(url);
}

/**
 * Keeps a group's items once known; `total` is the group's item count when `items` is only the
 * window a page carries of a long group (group-window.ts), which is never taken for the group.
 */
export function rememberGroupItems(url: string, items: SidebarLink[], total = items.length): void {
  if (total !== items.length) return;
  cache.set(url, items);
}

/** Fetches an API sidebar group's items, all of them (a few KB; once per group and page load). */
export async function fetchGroupItems(url: string): Promise<SidebarLink[]> {
  const known = cache.get(url);
  if (known) return known;
  const res = await fetch(withBase(url));
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  const items = (await res.json()) as SidebarLink[];
  cache.set(url, items);
  return items;
}
