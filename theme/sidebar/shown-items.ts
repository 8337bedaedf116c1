import { groupWindow, WHOLE_GROUP_MAX } from '../../common/api-pages/group-window';
import type { NavNode } from './tree';

/**
 * What an open group shows (theme/components/Sidebar.tsx): `listed` are its items as known (the
 * page's record, a fetch or the cache), `total` is set when they are a window of a long API group,
 * which a link to the group's page then follows. A page's record may already carry a window
 * (`node.total`); a long group's whole list (opened by its toggle) shows the same window, around
 * the current page when it is in the group, else its first items. Hand-written groups (no
 * `itemsUrl`) show all.
 */
export function shownItems(
  node: NavNode,
  listed: NavNode[] | undefined,
  isActive: (link: string) => boolean,
): { items?: NavNode[]; total?: number } {
  if (node.total !== undefined) return { items: listed, total: node.total };
  if (!listed || !node.itemsUrl || listed.length <= WHOLE_GROUP_MAX) return { items: listed };
  const current = listed.findIndex((i) => i.link !== undefined && isActive(i.link));
  return { items: groupWindow(listed, current), total: listed.length };
}
