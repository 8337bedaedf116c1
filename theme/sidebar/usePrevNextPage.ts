import { useLocation, usePage } from '@rspress/core/runtime';
import type { ApiPage, SidebarLink } from '../../common/api-pages/format';
import { pathKey } from './same-path';
import type { NavNode } from './tree';
import { usePortalSidebar } from './usePortalSidebar';

/**
 * Replaces the theme's hook (Rspress's PrevNextPage imports it from the theme): API pages carry
 * their neighbours in the version's full order (their sidebar holds one group only); other pages
 * step through their sidebar as Rspress does.
 */
export function usePrevNextPage(): { prevPage: SidebarLink | null; nextPage: SidebarLink | null } {
  const { pathname } = useLocation();
  const apiPage = (usePage().page as { apiPage?: ApiPage }).apiPage;
  const { nodes } = usePortalSidebar();
  if (apiPage?.prevNext)
    return { prevPage: apiPage.prevNext.prev, nextPage: apiPage.prevNext.next };
  const flat: SidebarLink[] = [];
  const walk = (n: NavNode) => {
    if (n.link) flat.push({ text: n.text, link: n.link });
    n.items?.forEach(walk);
  };
  nodes.forEach(walk);
  // As Rspress's isEqualPath(link, pathname), each link's form made once (same-path.ts).
  const current = pathKey(pathname);
  const i = flat.findIndex((l) => pathKey(l.link) === current);
  return {
    prevPage: i < 0 ? null : (flat[i - 1] ?? null),
    nextPage: i < 0 ? null : (flat[i + 1] ?? null),
  };
}
