import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { headingChanged, type HeadingMark } from './focus-heading';

/** How long to wait for the next page's heading (an API page may still be loading). */
const WAIT_MS = 3000;

const mark = (h: HTMLElement | null): HeadingMark => ({ el: h, text: h?.textContent ?? '' });
const pageHeading = () => document.querySelector<HTMLElement>('main h1, .home h1, h1');

/**
 * After a client-side navigation (a sidebar, search or content link, back and forward), focus
 * moves to the new page's heading, so the next Tab starts in the page the reader chose rather
 * than back in the sidebar or at the top of the document. The heading gets tabindex -1 (focus
 * without a Tab stop) and is focused without scrolling: Rspress has already put the page at its
 * top, so nothing jumps. A link to a fragment keeps the browser's own scroll to its target, and a
 * reader who is typing somewhere (the search box) keeps the focus.
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const last = useRef<HeadingMark | null>(null);
  useEffect(() => {
    if (last.current === null) {
      // The first page: the browser already put the reader at its start.
      last.current = mark(pageHeading());
      return;
    }
    const before = last.current;
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const h = pageHeading();
      const now = mark(h);
      if (!headingChanged(before, now) && performance.now() - started < WAIT_MS) {
        frame = requestAnimationFrame(tick);
        return;
      }
      last.current = now;
      if (window.location.hash || !h) return;
      const active = document.activeElement;
      if (
        active?.matches('input, textarea, select, [contenteditable="true"]') &&
        active.isConnected &&
        !active.closest('[hidden]')
      )
        return;
      if (!h.hasAttribute('tabindex')) h.tabIndex = -1;
      h.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
