// Rspress's outline hooks, rewritten so that hydration does not render the page twice.
//
// Rspress's DocLayout keeps the outline in step with the headings actually shown (a heading in a
// hidden tab is left out, one added by a component is picked up). Its useWatchToc stores the doc
// element with setState from a callback ref: a synchronous re-render of the whole layout (sidebar
// and content, ~280 components on a guide) inside the hydration commit, followed by a
// getComputedStyle for every heading and a re-render of the outline. Measured with CPU ×4, that
// commit was the largest blocking task after hydration on guides and API pages.
//
// Here the ref callback itself observes the element (React 19 ref cleanup), the headings are read
// once the browser is idle, and the outline re-renders only when they differ from what it shows.
// DocLayout, Toc and SidebarMenu import these hooks from '@rspress/core/theme', i.e. from our
// theme's exports (theme/index.tsx), so they get these.
import type { Header } from '@rspress/core';
import { usePage } from '@rspress/core/runtime';
import { useCallback, useSyncExternalStore } from 'react';
import { sameHeaders } from './same-headers';
import { whenIdle } from '../logic/idle';

/** Headings collected from the page; empty means "the page data's outline". */
let collected: Header[] = [];
/** The page data's outline last rendered, to tell whether collected headings change anything. */
let pageToc: Header[] = [];
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => collected;

/** The outline to show: headings found in the page once mounted, else the page data's. */
export function useDynamicToc(): Header[] {
  const { page } = usePage();
  const toc = page.toc ?? [];
  pageToc = toc;
  const headers = useSyncExternalStore(subscribe, snapshot, snapshot);
  return headers.length > 0 ? headers : toc;
}

const HEADINGS = '.rspress-doc h2.rp-toc-include, h3.rp-toc-include, h4.rp-toc-include';
const EXCLUDED = '.rspress-toc-exclude,.rp-toc-exclude';

function visible(el: Element): boolean {
  const root = document.querySelector('.rspress-doc');
  for (let e: Element | null = el; e && e !== root; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.display === 'none' || s.opacity === '0' || s.visibility === 'hidden') return false;
  }
  return true;
}

/** A heading's outline text: its HTML without the anchor, excluded parts, links and comments. */
function titleHtml(el: Element): string {
  const clone = el.cloneNode(true) as Element;
  clone.querySelector('.rp-header-anchor')?.remove();
  clone.querySelectorAll(EXCLUDED).forEach((x) => x.remove());
  clone.querySelectorAll('a').forEach((a) => a.replaceWith(...a.childNodes));
  [...clone.childNodes].forEach((n) => n.nodeType === Node.COMMENT_NODE && n.remove());
  return clone.innerHTML;
}

function collect(target: Element) {
  const found: Header[] = [];
  target.querySelectorAll(HEADINGS).forEach((el) => {
    if (!el.closest(EXCLUDED) && visible(el))
      found.push({ id: el.id, text: titleHtml(el), depth: Number(el.tagName[1]), charIndex: 0 });
  });
  const shown = collected.length > 0 ? collected : pageToc;
  if (sameHeaders(found, shown)) return;
  collected = found;
  listeners.forEach((l) => l());
}

const HEADING_TAGS = new Set(['H2', 'H3', 'H4']);
const touchesHeadings = (mutations: MutationRecord[]) =>
  mutations.some((m) =>
    [...m.addedNodes, ...m.removedNodes].some(
      (n) =>
        HEADING_TAGS.has((n as Element).tagName) ||
        n.parentElement?.closest('h2,h3,h4') ||
        [...n.childNodes].some((c) => HEADING_TAGS.has((c as Element).tagName)),
    ),
  );

/** The ref DocLayout puts on the doc element: watches its headings without rendering anything. */
export function useWatchToc(): {
  rspressDocRef: (el: HTMLDivElement | null) => (() => void) | undefined;
} {
  const rspressDocRef = useCallback((el: HTMLDivElement | null) => {
    if (!el) return undefined;
    const cancelFirst = whenIdle(() => collect(el), { timeoutMs: 1000 });
    const observer = new MutationObserver((m) => touchesHeadings(m) && collect(el));
    observer.observe(el, { childList: true, subtree: true });
    return () => {
      cancelFirst();
      observer.disconnect();
    };
  }, []);
  return { rspressDocRef };
}
