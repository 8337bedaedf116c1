import { useEffect } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '../../config/site';

/** On mobile the navbar slides away while scrolling down and returns when scrolling up (spec §4). */
export function useNavbarAutoHide(): void {
  useEffect(() => {
    let last = window.scrollY;
    let ticking = false;
    const root = document.documentElement;
    const update = () => {
      ticking = false;
      const y = window.scrollY;
      const mobile = window.innerWidth <= DESKTOP_BREAKPOINT_PX;
      const delta = y - last;
      if (!mobile || y < 64) root.classList.remove('navbar-hidden');
      else if (delta > 4) root.classList.add('navbar-hidden');
      else if (delta < -4) root.classList.remove('navbar-hidden');
      last = y;
    };
    const onScroll = () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      root.classList.remove('navbar-hidden');
    };
  }, []);
}
