import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './image-zoom.css';

/** Rspress's own selector for zoomable images (its plugin, replaced here: `mediumZoom: false`). */
const IMAGES = '.rspress-doc img';

/**
 * Rspress's image zoom (medium-zoom), loaded on the first click on an image of the page instead of
 * in every page's entry: most pages have no image, and none needs the code before that click.
 * (Installed by plugins/client-boot as a global component.)
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let live = true;
    const onClick = (e: MouseEvent) => {
      const img = (e.target as Element | null)?.closest?.(IMAGES);
      if (zoom || !(img instanceof HTMLImageElement)) return;
      void import('medium-zoom').then(({ default: mediumZoom }) => {
        if (!live || zoom) return;
        zoom = mediumZoom(IMAGES, { background: 'var(--rp-c-bg)' });
        void zoom.open({ target: img });
      });
    };
    document.addEventListener('click', onClick);
    return () => {
      live = false;
      document.removeEventListener('click', onClick);
      zoom?.detach();
      void zoom?.close();
    };
  }, [pathname]);
  return null;
}
