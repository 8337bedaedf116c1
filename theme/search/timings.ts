/**
 * performance.now() marks read by the benchmark (bench/search.mjs) and the browser tests:
 * `window.__searchTimings`.
 */
export interface SearchTimings {
  /** When the modal was last opened. */
  openedAt?: number;
  /** ms from opening to the index (for the active facets) being ready, for the last opening. */
  readyMs?: number;
  /** ms from a keystroke (the input event's timestamp) to the results being in the DOM. */
  keystrokes: Array<{ q: string; ms: number; at: number; hits: number; paintMs: number }>;
  /** (at: performance.now() when they were; paintMs: to the first animation frame after that, i.e. painted.) */
  /** Queries whose results were shown with the deferred parts of the index (schema pages) in, in order. */
  complete: string[];
  /** Shard files fetched, in order. */
  shards: string[];
  /** Loader events (manifest in, shard fetched/indexed) at performance.now(). */
  events?: Array<{ name: string; t: number }>;
}

export function mark(name: string): void {
  const t = timings();
  (t.events ??= []).push({ name, t: performance.now() });
}

declare global {
  interface Window {
    __searchTimings?: SearchTimings;
  }
}

export function timings(): SearchTimings {
  if (typeof window === 'undefined') return { keystrokes: [], shards: [], complete: [] };
  window.__searchTimings ??= { keystrokes: [], shards: [], complete: [] };
  return window.__searchTimings;
}
