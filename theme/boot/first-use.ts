import { STORAGE_KEYS } from '../../config/site';

/**
 * Hydration when the reader starts to use the page (issue 37). The server's HTML is the whole
 * page: text, code samples, links, the open and closed sections all work without JavaScript. What
 * needs the app (copy buttons, the tenant field, search, menus) waits until the reader moves the
 * mouse, presses a key or the screen, scrolls with a wheel, moves focus or activates a control (a
 * screen reader's click comes with no press); a reader who only reads, and a phone that only
 * shows the page, spends nothing on evaluating and hydrating it.
 * Pages that show something from the URL or from stored choices hydrate at once (startsAtOnce).
 *
 * The head script (recordFirstUse, inlined by theme/logic/inline-scripts.ts) listens from the
 * first byte, so a press before the scripts arrive still counts, and holds clicks on controls
 * until the page is hydrated; boot.ts waits on it (firstUse) and repeats the held clicks once the
 * app has hydrated (replayHeldClicks).
 */

/** The head script's record, shared with boot.ts through `window.__portalUse`. */
export interface FirstUseRecord {
  used: boolean;
  /** Called once, at the first use, when boot.ts is waiting. */
  start: (() => void) | null;
  /** Controls clicked before the page was hydrated, in order (replayHeldClicks). */
  held: HTMLElement[];
}

declare global {
  interface Window {
    __portalUse?: FirstUseRecord;
  }
}

/** What counts as the reader starting to use the page (pointermove: a mouse about to click). */
export const USE_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'focusin',
] as const;

/**
 * Controls that do nothing until the app runs. Links, native form controls and `<summary>` work
 * without it and are never held; nor is the load guard's Retry button (inline-scripts.ts).
 */
export const HELD_CONTROLS =
  'button[type="button"], [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
const NEVER_HELD = '.page-load-error, .base-url-banner';

/**
 * Runs inline in every page's <head> (as source text: firstUseScript): records the first use, and
 * until the page is hydrated stops clicks on controls and keeps them for replayHeldClicks, so the
 * press that starts the app is not lost even before its scripts have arrived. Plain DOM, no
 * closures over module scope: it is stringified.
 */
export function recordFirstUse(events: readonly string[], controls: string, never: string): void {
  const w = window;
  const root = document.documentElement;
  const use: FirstUseRecord = { used: false, start: null, held: [] };
  w.__portalUse = use;
  const on = () => {
    if (use.used) return;
    use.used = true;
    for (const type of events) w.removeEventListener(type, on, true);
    w.removeEventListener('popstate', on);
    if (use.start) use.start();
  };
  for (const type of events) w.addEventListener(type, on, { capture: true, passive: true });
  w.addEventListener('popstate', on);
  const hold = (e: MouseEvent) => {
    if (root.dataset.hydrated === 'true') return w.removeEventListener('click', hold, true);
    const target = e.target as Element | null;
    const control = target && target.closest ? target.closest<HTMLElement>(controls) : null;
    if (!control || control.closest(never)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    use.held.push(control);
    // A click with no press before it (a screen reader activating a control) is a use too.
    on();
  };
  w.addEventListener('click', hold, true);
}

export const firstUseScript = () =>
  `(${recordFirstUse.toString()})(${[USE_EVENTS, HELD_CONTROLS, NEVER_HELD].map((a) => JSON.stringify(a)).join(',')});`;

/**
 * Pages the app must start on at once: a query or fragment in the URL (the search page's results,
 * a deep link into a tab or a closed section), the search and not-found pages (they compute what
 * they show), and a reader with stored choices (code tab, server variables, documentation
 * version) that change what the page shows.
 */
export function startsAtOnce(
  location: { search: string; hash: string },
  doc: ParentNode,
  storedKeys: readonly string[],
): boolean {
  if (location.search || location.hash) return true;
  if (doc.querySelector('main.search-page, main.not-found')) return true;
  return storedKeys.some(
    (key) =>
      key === STORAGE_KEYS.docsVersion ||
      key.startsWith(`${STORAGE_KEYS.codeTab}:`) ||
      key.startsWith(STORAGE_KEYS.serverVars),
  );
}

/** localStorage's keys, none when it is unavailable (private mode, disabled storage). */
function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/** Resolves at the reader's first use of the page, at once if it has happened or is not waited for. */
export function firstUse(): Promise<void> {
  const use = window.__portalUse;
  if (!use || use.used || startsAtOnce(window.location, document, storedKeys()))
    return Promise.resolve();
  return new Promise((resolve) => (use.start = resolve));
}

/**
 * Once the page says it is hydrated (`data-hydrated` on <html>, theme/layout/Layout.tsx), clicks
 * the head script held are repeated on the same elements (the head script lets clicks through
 * from then on).
 */
export function replayHeldClicks(root: HTMLElement = document.documentElement): void {
  const use = window.__portalUse;
  if (!use) return;
  const now = () => {
    for (const control of use.held.splice(0)) if (control.isConnected) control.click();
  };
  // After the effects of the last hydrated slice: Preact runs them in a task after the next frame
  // (a menu's first effect closes it, which would undo the click). A tab without frames: 1 s.
  const replay = () => {
    requestAnimationFrame(() => setTimeout(now, 0));
    setTimeout(now, 1000);
  };
  if (root.dataset.hydrated === 'true') return replay();
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
