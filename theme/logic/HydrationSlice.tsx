import { Suspense, type ReactNode } from 'react';
import { nextTask } from '../boot/yield';
import { readPromise } from './read-promise';

/**
 * Hydration in slices. Preact hydrates the whole page in one synchronous task (React sliced it
 * with its scheduler), which on a slow phone is one long blocking task. A subtree inside a
 * slice suspends during the first hydration only and is hydrated in a task of its own, after
 * the rest of the page, one slice per task in the order they were met: Preact keeps a
 * suspended subtree's server DOM and hydrates it when the promise settles (React does the same,
 * so `rspress dev` behaves alike). On the server, and for anything mounted after the first
 * hydration, a slice renders its children at once.
 *
 * A slice with `whenSeen` (a selector of its root element) waits until that element is on screen
 * (the phone's sidebar drawer, the footer below a long page) or the reader first presses a key or
 * a pointer anywhere: what nobody sees or uses costs no work while the page starts, and a tap or
 * key is handled after the slice has hydrated (it hydrates in the microtasks of that event, before
 * the click or key handlers that follow). Such a slice is not waited for by
 * afterHydrationSlices unless it was on screen at the start.
 *
 * The child must render exactly one root element: Preact keeps only the first DOM node of a
 * subtree that suspends while hydrating.
 */
interface SliceProps {
  name: string;
  whenSeen?: string;
  children: ReactNode;
}

export function HydrationSlice({ name, whenSeen, children }: SliceProps) {
  return (
    <Suspense fallback={null}>
      <Gate name={name} whenSeen={whenSeen}>
        {children}
      </Gate>
    </Suspense>
  );
}

function Gate({ name, whenSeen, children }: SliceProps) {
  if (firstHydration()) readPromise(slice(name, whenSeen));
  return children;
}

let phase: 'before' | 'hydrating' | 'done' = 'before';
let queue: Promise<void> = Promise.resolve();
const slices = new Map<string, Promise<void>>();
let pending = 0;
const waiting: Array<() => void> = [];

/**
 * True while the page's first, synchronous hydration pass runs: it ends with the task that
 * started it (a timer queued by the first slice), so slices met later never suspend.
 */
function firstHydration(): boolean {
  if (typeof window === 'undefined' || phase === 'done') return false;
  if (phase === 'before') {
    phase = 'hydrating';
    setTimeout(() => (phase = 'done'));
  }
  return true;
}

/** The next free task after the slices queued before. */
function inTurn(): Promise<void> {
  queue = queue.then(nextTask);
  return queue;
}

/** One slice fewer to wait for; the waiting callbacks run after the last. */
function settled(): void {
  if (--pending === 0) waiting.splice(0).forEach((run) => run());
}

/** A slice is hydrated in the task its promise settles in; it counts as done from the next task. */
const counted = (p: Promise<void>) => void p.then(nextTask).then(settled);

function slice(name: string, whenSeen?: string): Promise<void> {
  let p = slices.get(name);
  if (p) return p;
  pending++;
  const el =
    whenSeen && typeof IntersectionObserver === 'function'
      ? document.querySelector(whenSeen)
      : null;
  p = el ? whenNeeded(el) : inTurn();
  if (!el) counted(p);
  slices.set(name, p);
  return p;
}

/** What counts as the reader starting to use the page. */
const USE_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Settles when `el` comes on screen (in turn with the other slices, counted as pending if it is on
 * screen at the start) or at the first key or pointer press anywhere or history navigation (at
 * once, so the slice is live for what that press does next).
 */
function whenNeeded(el: Element): Promise<void> {
  return new Promise((resolve) => {
    let waitedFor = true;
    let started = false;
    const observer = new IntersectionObserver((entries) => {
      if (started) return;
      if (entries.some((e) => e.isIntersecting)) return start(inTurn());
      // Off screen at the start: the page is ready without it.
      if (waitedFor) {
        waitedFor = false;
        settled();
      }
    });
    const onUse = () => start(Promise.resolve());
    const start = (when: Promise<void>) => {
      if (started) return;
      started = true;
      observer.disconnect();
      for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
      window.removeEventListener('popstate', onUse);
      void when.then(resolve);
      if (waitedFor) counted(when);
    };
    observer.observe(el);
    for (const type of USE_EVENTS) document.addEventListener(type, onUse, true);
    window.addEventListener('popstate', onUse);
  });
}

/** Runs `run` once every slice of the first hydration has been hydrated (at once if there are none). */
export function afterHydrationSlices(run: () => void): void {
  // Called after the first hydration pass: a page that met no slice has none to wait for.
  if (phase === 'before') phase = 'done';
  if (pending === 0) return run();
  waiting.push(run);
}
