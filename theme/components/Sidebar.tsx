import { useSidebarDynamic } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { useCallback, useLayoutEffect, useRef, type SetStateAction } from 'react';
import { collapseSiblingsOfOpened, type SidebarNode } from '../logic/sidebar-accordion';
import { collapseDurationMs } from '../logic/sidebar-motion';

/**
 * Rspress's sidebar with two behaviours of spec §4/§9: opening a category collapses its
 * open siblings (accordion), and the expand/collapse animation lasts longer for taller
 * categories (clamped; none under prefers-reduced-motion, see chrome.css).
 */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  const ref = useRef<HTMLDivElement>(null);
  const setWithAccordion = useCallback(
    (action: SetStateAction<SidebarNode[]>) =>
      setSidebarData(((prev: SidebarNode[]) => {
        const before = new Map<SidebarNode, boolean>();
        const record = (items: SidebarNode[]) => items.forEach((i) => i.items && (before.set(i, Boolean(i.collapsed)), record(i.items)));
        record(prev);
        const next = typeof action === 'function' ? (action as (p: SidebarNode[]) => SidebarNode[])(prev) : action;
        collapseSiblingsOfOpened(next, before);
        return [...next];
      }) as never),
    [setSidebarData],
  );
  useLayoutEffect(() => {
    // The group body is the element Rspress animates with grid-template-rows.
    ref.current?.querySelectorAll<HTMLElement>('.rp-sidebar-group + div').forEach((body) => {
      const inner = body.firstElementChild as HTMLElement | null;
      body.style.transitionDuration = `${collapseDurationMs(inner?.scrollHeight ?? 0)}ms`;
    });
  });
  return (
    <div ref={ref} className="portal-sidebar">
      <SidebarList sidebarData={sidebarData as never} setSidebarData={setWithAccordion as never} />
    </div>
  );
}
