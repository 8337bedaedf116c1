import {
  initPageData,
  isActive,
  pathnameToRouteService,
  useLocation,
  useNavigate,
  warmPageData,
} from '@rspress/core/runtime';
import { startTransition, useCallback } from 'react';
import { PROGRESS_BAR_DELAY_MS } from '../../config/site';
import { setLoadState } from './page-load-state';
import { doneProgress, startProgress } from './progress-bar';

/**
 * Client-side navigation (spec §4): the next page's code is preloaded before switching, a
 * progress bar appears only after 200 ms, and if preloading fails (a chunk 404 after a
 * deploy, a dropped connection) the browser does a full load of the target URL instead of
 * showing a broken page.
 */
export function useResilientNavigate(): (href: string) => Promise<void> {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (!isActive(url.pathname, pathname)) {
        const route = pathnameToRouteService(url.pathname);
        if (!route) {
          window.location.assign(target);
          return;
        }
        const timer = window.setTimeout(startProgress, PROGRESS_BAR_DELAY_MS);
        setLoadState({ kind: 'loading', target });
        try {
          warmPageData(url.pathname, await initPageData(url.pathname));
        } catch {
          window.clearTimeout(timer);
          window.location.assign(target);
          return;
        } finally {
          window.clearTimeout(timer);
          doneProgress();
        }
        setLoadState({ kind: 'idle' });
      }
      startTransition(() => navigate(target));
    },
    [navigate, pathname],
  );
}
