/**
 * A full garbage collection in a static generation worker every `every` pages. Each page's render
 * allocates a few hundred KB, and V8 lets a worker's heap grow well past what it keeps (measured
 * on the default build: ~40 → ~140 MB a worker over its ~1,000 pages, most of it garbage) before
 * it collects. The workers render while the main process still holds the Rspack compile's memory,
 * so that growth was the build's peak. A collection costs a full mark of the worker's live heap.
 * The collection itself is common/gc/collect-garbage.ts, which plugins/build-memory uses too.
 */
import { collectGarbage } from '../../common/gc/collect-garbage';

/**
 * Pages between two collections. At 100 the scale corpus (~3,000 pages a worker, whose heaps hold
 * far more live data than the default build's) paid 11.1 s of CPU for its collections (SSG 35.7 →
 * 46.8 s, one build each, idle machine, BENCHMARKS.md "The third round"); 500 keeps a worker's
 * heap within a few tens of MB of its live data at a fifth of that.
 */
const EVERY = 500;

let pages = 0;

/** Counts a rendered page, and collects every `every` pages. Returns whether it collected. */
export function pageRendered(every = EVERY, collect: () => void = collectGarbage): boolean {
  if (++pages % every) return false;
  collect();
  return true;
}
