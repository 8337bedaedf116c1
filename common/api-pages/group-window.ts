/**
 * Long sidebar groups (issue 37): a page's sidebar shows an API group whole up to
 * WHOLE_GROUP_MAX items, and a window of a longer one around the current page, followed by a link
 * to the group's page, which lists them all. Used by the build (plugins/openapi/sidebar.ts: the
 * window a page carries) and the browser (theme/components/Sidebar.tsx: a long group opened by its
 * toggle shows the same window of the fetched list).
 */

/**
 * Items a group shows whole. Every group of the portal's specs has at most 28 operations, so they
 * render as before; an item is ~130 bytes of HTML, so 60 stay under 8 KB of a page, where a
 * generated tag of 572 operations put ~73 KB of links on each of its 572 pages.
 */
export const WHOLE_GROUP_MAX = 60;

/** Items shown on each side of the current one in a long group's window (41 links, ~5 KB). */
export const WINDOW_SIDE = 20;

/**
 * The items of a group a sidebar shows: all of them up to WHOLE_GROUP_MAX, else WINDOW_SIDE
 * before and after the item at `current` (a full window near either end; the first ones when
 * `current` is -1, i.e. the page is not in the group).
 */
export function groupWindow<T>(items: readonly T[], current: number): T[] {
  if (items.length <= WHOLE_GROUP_MAX) return [...items];
  const size = 2 * WINDOW_SIDE + 1;
  const start = Math.max(0, Math.min(current - WINDOW_SIDE, items.length - size));
  return items.slice(start, start + size);
}

/**
 * The text of the link after a window: an API group holds a tag's operations (their links carry
 * a method badge) or the named schemas.
 */
export function allItemsText(group: string, total: number, operations: boolean): string {
  const n = total.toLocaleString('en-US');
  return operations ? `All ${n} operations of ${group}` : `All ${n} schemas`;
}
