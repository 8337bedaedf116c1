import { useEffect, type RefObject } from 'react';

/** The sidebar's entries that can be its Tab stop (as sidebar-walk.ts). */
const ENTRY = 'a.sb-item, .sb-group > a, button.sb-group';

/**
 * The sidebar's keyboard walk (sidebar-walk.ts: one Tab stop, arrow keys, type-ahead), loaded
 * the first time focus enters the sidebar instead of with every page: most readers never walk it.
 * Entering it by keyboard lands on the current page's entry, the stop the walk would have made
 * the only one.
 */
export function useSidebarKeys(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    let off: (() => void) | undefined;
    let live = true;
    const onFirstFocus = (e: FocusEvent) => {
      nav.removeEventListener('focusin', onFirstFocus);
      const target = e.target as HTMLElement;
      const from = e.relatedTarget;
      const current = nav.querySelector<HTMLElement>(
        `:is(${ENTRY})[aria-current="page"]:not([inert] *)`,
      );
      if (
        current &&
        current !== target &&
        target.matches(':focus-visible') &&
        !(from instanceof Node && nav.contains(from))
      )
        current.focus();
      void import('./sidebar-walk').then(({ installSidebarKeys }) => {
        if (live) off = installSidebarKeys(nav);
      });
    };
    nav.addEventListener('focusin', onFirstFocus);
    return () => {
      live = false;
      nav.removeEventListener('focusin', onFirstFocus);
      off?.();
    };
  }, [ref]);
}
