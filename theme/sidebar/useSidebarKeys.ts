import { useEffect, type RefObject } from 'react';
import { SIDEBAR } from '../../common/api-pages/markup';
import { isTypeAhead, moveFor, stepIndex, typeAheadIndex } from './keys';

/** The entries focus moves between: links (items and group titles) and the group titles that are buttons. */
const ENTRY = `a, button.${SIDEBAR.group}`;
/** A group title link's own toggle (its next sibling): clicked by the arrow keys, never a Tab stop of its own. */
const TOGGLE = SIDEBAR.toggle;
const TYPE_AHEAD_MS = 600;

const visibleEntries = (nav: HTMLElement) =>
  [...nav.querySelectorAll<HTMLElement>(ENTRY)].filter((el) => !el.closest('[inert]'));

/** The disclosure button of the group an entry heads (itself for a button title), if it is one. */
const toggleOf = (el: HTMLElement) =>
  el.matches('button.sb-group')
    ? el
    : el.matches(SIDEBAR.groupLink) && el.nextElementSibling?.matches(TOGGLE)
      ? (el.nextElementSibling as HTMLElement)
      : null;

/** The group title above an entry inside a group body. */
const parentEntry = (el: HTMLElement) => {
  const head = el.closest('.portal-sidebar__body')?.previousElementSibling as
    HTMLElement | null | undefined;
  if (head?.matches(TOGGLE)) return head.previousElementSibling as HTMLElement;
  return head?.matches(`button.sb-group, ${SIDEBAR.groupLink}`) ? head : null;
};

/**
 * One Tab stop for the whole sidebar (roving tabindex: the entry last focused, else the current
 * page's, else the first); the rest by keys (keys.ts). Applied to the DOM after hydration rather
 * than rendered, so an API page's hundreds of entries carry no extra attribute in the HTML;
 * a MutationObserver keeps it right as groups open, close and load.
 */
export function useSidebarKeys(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    let stop: HTMLElement | null = null;
    const rove = (to?: HTMLElement | null) => {
      const entries = visibleEntries(nav);
      if (to) stop = to;
      if (!stop || !stop.isConnected || stop.closest('[inert]'))
        stop =
          entries.find((el) => el.getAttribute('aria-current') === 'page') ?? entries[0] ?? null;
      for (const el of nav.querySelectorAll<HTMLElement>(`${ENTRY}, ${TOGGLE}`)) {
        const tabIndex = el === stop ? '0' : '-1';
        if (el.getAttribute('tabindex') !== tabIndex) el.setAttribute('tabindex', tabIndex);
      }
    };
    let query = '';
    let queryTimer = 0;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const entry = target.matches(TOGGLE)
        ? (target.previousElementSibling as HTMLElement)
        : target.closest<HTMLElement>(ENTRY);
      if (!entry || e.ctrlKey || e.metaKey || e.altKey) return;
      const entries = visibleEntries(nav);
      const index = entries.indexOf(entry);
      const focus = (el: HTMLElement | null | undefined) => {
        if (!el) return;
        rove(el);
        el.focus();
      };
      if (isTypeAhead(e)) {
        window.clearTimeout(queryTimer);
        query += e.key;
        queryTimer = window.setTimeout(() => (query = ''), TYPE_AHEAD_MS);
        const to = typeAheadIndex(
          entries.map((el) => el.textContent ?? ''),
          index,
          query,
        );
        if (to !== undefined) focus(entries[to]);
        e.preventDefault();
        return;
      }
      const move = moveFor(e.key);
      if (!move) return;
      e.preventDefault();
      if (move === 'open' || move === 'close') {
        const toggle = toggleOf(entry);
        const expanded = toggle?.getAttribute('aria-expanded') === 'true';
        let to: HTMLElement | null | undefined = entry;
        if (move === 'open' && toggle && !expanded) toggle.click();
        else if (move === 'open' && expanded)
          to = parentEntry(entries[index + 1] ?? entry) === entry ? entries[index + 1] : entry;
        else if (move === 'close' && toggle && expanded) toggle.click();
        else if (move === 'close') to = parentEntry(entry) ?? entry;
        if (to !== target) focus(to);
        return;
      }
      const to = stepIndex(entries.length, index, move);
      if (to !== undefined) focus(entries[to]);
    };
    const onFocus = (e: FocusEvent) => {
      const el = (e.target as HTMLElement).closest<HTMLElement>(ENTRY);
      if (el && el !== stop) rove(el);
    };
    // After hydration has settled (the groups hydrate in slices), then whenever the tree changes.
    // A new current page (after a navigation) becomes the stop; other changes keep the reader's.
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.attributeName === 'aria-current')) stop = null;
      rove();
    });
    const start = window.setTimeout(() => {
      rove();
      observer.observe(nav, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['inert', 'aria-current'],
      });
    }, 0);
    nav.addEventListener('keydown', onKey);
    nav.addEventListener('focusin', onFocus);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(queryTimer);
      observer.disconnect();
      nav.removeEventListener('keydown', onKey);
      nav.removeEventListener('focusin', onFocus);
    };
  }, [ref]);
}
