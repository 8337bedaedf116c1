import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The Tag Manager container id the build put in <head> (plugins/seo gtmHead), or null when analytics are off. */
export function readGtmId(doc: Document = document): string | null {
  return doc.querySelector('meta[name="gtm-id"]')?.getAttribute('content') || null;
}

/**
 * Pushes a `page_view` event to Google Tag Manager's `dataLayer` on every client-side route
 * change (spec §7 "A tag manager container is configured for page-view analytics"). The first
 * page of a visit is counted by the container's own `gtm.js` load (the "All Pages" trigger);
 * in-app navigations do not reload it, hence this event. Does nothing when the build had no
 * GTM_ID (no `<meta name="gtm-id">`): no data layer, nothing third-party.
 *
 * Call it once from the layout.
 */
export function useAnalyticsPageViews(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!readGtmId()) return;
    // The new page's <title> is written by an effect of its own: read it once that has run.
    const timer = window.setTimeout(() => {
      (window.dataLayer = window.dataLayer ?? []).push({
        event: 'page_view',
        page_path: pathname + search,
        page_location: window.location.href,
        page_title: document.title,
      });
    }, 100);
    return () => window.clearTimeout(timer);
    // The hash alone (an in-page anchor) is not a new page view.
  }, [pathname, search]);
}
