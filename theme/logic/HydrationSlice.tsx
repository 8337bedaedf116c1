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
 * The child must render exactly one root element: Preact keeps only the first DOM node of a
 * subtree that suspends while hydrating.
 */
export function HydrationSlice({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  if (firstHydration()) readPromise(slice(name));
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

function slice(name: string): Promise<void> {
  let p = slices.get(name);
  if (!p) {
    queue = queue.then(nextTask);
    p = queue;
    slices.set(name, p);
    pending++;
    // A slice is hydrated in the task its promise settles in; the next task comes after that.
    void p.then(nextTask).then(() => {
      if (--pending === 0) waiting.splice(0).forEach((run) => run());
    });
  }
  return p;
}

/** Runs `run` once every slice of the first hydration has been hydrated (at once if there are none). */
export function afterHydrationSlices(run: () => void): void {
  // Called after the first hydration pass: a page that met no slice has none to wait for.
  if (phase === 'before') phase = 'done';
  if (pending === 0) return run();
  waiting.push(run);
}
