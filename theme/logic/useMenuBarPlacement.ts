import { useEffect } from 'react';

/**
 * The phone drawer and the outline popover (Rspress's, both fixed to the viewport) hang from the
 * bottom of the bar under the header ("Menu", "On this page"). That bar is not at a fixed height:
 * the announcement bar above the header pushes it down at the top of the page, and the header
 * slides away while scrolling. So when one of its buttons is pressed, before Rspress opens the
 * panel, its bottom is measured once into `--portal-menu-bottom` (theme/layout/layout.css); the page does not
 * scroll while the drawer is open. (CSS anchor positioning would say this without script, but
 * Chromium 156 placed the panels where the sticky bar would be unscrolled.)
 */
export function useMenuBarPlacement(): void {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!(e.target as HTMLElement)?.closest?.('.rp-sidebar-menu__left, .rp-sidebar-menu__right'))
        return;
      const bar = document.querySelector('.rp-doc-layout__menu');
      if (!bar) return;
      document.documentElement.style.setProperty(
        '--portal-menu-bottom',
        `${Math.max(0, Math.round(bar.getBoundingClientRect().bottom))}px`,
      );
    };
    // Capture: before Rspress's own handler re-renders the layout with the panel open.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
