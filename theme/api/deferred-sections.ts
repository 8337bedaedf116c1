import {
  DEFER_CLASS,
  UNDEFER_ARGS,
  undeferSection,
} from '../../common/api-pages/deferred-sections';
import { DATA_SCRIPT_ID } from '../../common/api-pages/format';
import { whenIdle } from '../logic/idle';
import { CONTENT_ADDED } from './lazy-panels';
import { applyStoredTabChoices } from './tab-groups';
import { cls, API_PAGE } from '../../common/api-pages/markup';

/**
 * The browser's side of deferred sections (common/api-pages/deferred-sections.ts). Sections near
 * the top were shown while the page was parsed (the inline script after each). The rest:
 * - become elements, kept `hidden="until-found"`, one per idle moment from two seconds after the
 *   page started (its start-up is the busy time on a phone): parsing them is cheap, and hidden
 *   they cost no style or layout, while find-in-page and links into them find them (the browser
 *   reveals a match itself); then, one per idle moment, they are shown, so within seconds the
 *   page is whole for assistive technology too;
 * - are shown at once when they come within half a screen of the viewport, and all of them on
 *   the first Tab (keyboard order must not skip them), before printing, on following an in-page
 *   link, or when the hash names something inside one.
 * Browsers without `until-found` (it would hide them from everything) get the sections shown.
 */
const deferred = (s: Element) => s.querySelector(`:scope > noscript.${DEFER_CLASS}`) !== null;
const waiting = () =>
  [...document.querySelectorAll<HTMLElement>(cls(API_PAGE.section))].filter(
    (s) => deferred(s) || s.getAttribute('hidden') === 'until-found',
  );

function added(section: Element): void {
  applyStoredTabChoices(section);
  document.dispatchEvent(new CustomEvent(CONTENT_ADDED, { detail: section }));
}

/** Shows one waiting section now. */
export function showDeferred(section: Element): void {
  if (undeferSection(section, true, ...UNDEFER_ARGS)) added(section);
  if (section.getAttribute('hidden') === 'until-found') section.removeAttribute('hidden');
}

/** Shows every waiting section of the page now. */
export function showAllDeferred(): void {
  waiting().forEach(showDeferred);
}

/** Makes a deferred section elements without showing them (where the browser can still find them). */
function prepare(section: HTMLElement): void {
  if (!deferred(section)) return;
  if (!('onbeforematch' in document.documentElement)) return showDeferred(section);
  section.setAttribute('hidden', 'until-found');
  if (undeferSection(section, true, ...UNDEFER_ARGS)) added(section);
}

// On the first load the page's own scripts decided (see showNearDeferred); read when this chunk loads.
let firstLoad = typeof document !== 'undefined' && document.getElementById(DATA_SCRIPT_ID) !== null;

/**
 * After a client-side render (the sections' HTML set by React, whose inline scripts do not run):
 * shows the sections the reader may see first, as the inline script does on a first load. Run
 * before paint (a layout effect), so nothing in view appears late. Not on the first load: there
 * the check would force a layout in the middle of hydration, for an answer the page already has.
 */
export function showNearDeferred(): void {
  if (firstLoad) {
    firstLoad = false;
    return;
  }
  for (const section of waiting()) {
    if (!undeferSection(section, false, ...UNDEFER_ARGS)) continue;
    added(section);
    // React reuses the element of the page before, which may have been kept hidden.
    section.removeAttribute('hidden');
  }
}

const IDLE_AFTER_MS = 2000;
const idle = (cb: () => void) => whenIdle(cb, { timeoutMs: 2000, fallbackMs: 200 });

/** In-page links jump after this (capture phase, before the theme's own handlers): the target's place is final. */
function onClick(e: MouseEvent): void {
  if ((e.target as Element | null)?.closest?.('a[href^="#"]')) showAllDeferred();
}
function onKeyDown(e: KeyboardEvent): void {
  if (e.key === 'Tab') showAllDeferred();
}

export function installDeferredSections(): () => void {
  // Waiting sections take no height, so near one are all the rest: show the first, then look
  // again once it has its height (observing anew reports every target afresh).
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((e) => e.isIntersecting).map((e) => e.target);
      const first = waiting().find((s) => near.includes(s));
      if (!first) return;
      showDeferred(first);
      for (const s of waiting()) {
        observer.unobserve(s);
        observer.observe(s);
      }
    },
    { rootMargin: '50% 0px' },
  );
  waiting().forEach((s) => observer.observe(s));
  let cancelTask = () => {};
  const step = () => {
    const all = waiting();
    const next = all.find(deferred);
    if (next) prepare(next);
    else if (all[0]) showDeferred(all[0]);
    else return;
    cancelTask = idle(step);
  };
  const start = window.setTimeout(() => (cancelTask = idle(step)), IDLE_AFTER_MS);
  window.addEventListener('beforeprint', showAllDeferred);
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    observer.disconnect();
    window.clearTimeout(start);
    cancelTask();
    window.removeEventListener('beforeprint', showAllDeferred);
    document.removeEventListener('click', onClick, true);
  };
}
