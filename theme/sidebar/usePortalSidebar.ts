import { usePage, useSidebar } from '@rspress/core/runtime';
import { useMemo } from 'react';
import type { ApiPage } from '../../common/api-pages/format';
import { fromApiPage, fromRspress, type NavNode } from './tree';

/**
 * The current page's sidebar: an API page's own (from its record), else Rspress's configured
 * sidebar for the path. `id` changes when the reader moves to another sidebar.
 */
export function usePortalSidebar(): { id: string; nodes: NavNode[] } {
  const rspress = useSidebar() as Parameters<typeof fromRspress>[0];
  const apiPage = (usePage().page as { apiPage?: ApiPage }).apiPage;
  const own = apiPage?.sidebar;
  return useMemo(() => {
    if (own) return { id: own.base, nodes: fromApiPage(own) };
    return { id: rspress[0]?.link ?? rspress[0]?.text ?? '', nodes: fromRspress(rspress) };
  }, [own, rspress]);
}
