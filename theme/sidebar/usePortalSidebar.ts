import { usePage, useSidebar } from '@rspress/core/runtime';
import { useMemo } from 'react';
import type { DataPage } from '../../common/api-pages/format';
import { fromDataPage, fromRspress, type NavNode } from './tree';

/**
 * The current page's sidebar: a data page's own (from its record), else Rspress's configured
 * sidebar for the path. `id` changes when the reader moves to another sidebar.
 */
export function usePortalSidebar(): { id: string; nodes: NavNode[] } {
  const rspress = useSidebar() as Parameters<typeof fromRspress>[0];
  const dataPage = (usePage().page as { dataPage?: DataPage }).dataPage;
  const own = dataPage?.sidebar;
  return useMemo(() => {
    if (own) return { id: own.base, nodes: fromDataPage(own) };
    return { id: rspress[0]?.link ?? rspress[0]?.text ?? '', nodes: fromRspress(rspress) };
  }, [own, rspress]);
}
