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
    // The new page's <title> is written by the head manager after this effect, at a time that
    // depends on the framework's scheduling: push once it has changed, or after a second at most.
    const before = document.title;
    let done = false;
    const push = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      (window.dataLayer = window.dataLayer ?? []).push({
        event: 'page_view',
        page_path: pathname + search,
        page_location: window.location.href,
        page_title: document.title,
      });
    };
    const observer = new MutationObserver(() => document.title !== before && push());
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = window.setTimeout(push, 1000);
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
    // The hash alone (an in-page anchor) is not a new page view.
  }, [pathname, search]);
}
