import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { bucketsFor } from '../../common/search/buckets';
import { apiKey } from '../../common/apis/api-list';
import { STORAGE_KEYS } from '../../config/site';
import { API_LIST } from '../api/api-list';
import { safeStorage } from '../logic/storage';
import { parseQuery, type SearchHit } from './engine';
import { groupOptions } from './options';
import { synonymTerms } from './synonyms';
import { timings } from './timings';
import { loadLater, useSearchIndex, type Facets } from './useSearchIndex';

/**
 * How long the results of a query stay before the deferred parts of the index (schema pages) are
 * fetched: longer than the time between two keys, so they never hold up the buckets of the next word.
 */
export const DEFERRED_AFTER_MS = 300;

/**
 * Search state for a query and facets: index status, ranked hits (one per operation across API
 * versions, in the reader's preferred version), the parsed terms, and "did you mean" queries
 * when nothing is found. While a bucket the query needs is loading (a word starting with a new
 * letter, or a synonym's), the previous hits stay. Schema pages join the hits once the typing pauses.
 */
export function useSearch(
  query: string,
  facets: Facets,
  opts: { enabled?: boolean; limit: number },
) {
  const terms = useMemo(() => parseQuery(query), [query]);
  const buckets = useMemo(() => bucketsFor([...terms, ...synonymTerms(terms)]), [terms]);
  const index = useSearchIndex(facets, opts.enabled ?? true, buckets);
  const facetKey = `${facets.products.join(',')}|${facets.kinds.join(',')}|${(facets.apis ?? []).join(',')}`;
  // The API facet filters by the routes of the chosen APIs' versions.
  const filters = useMemo(
    () => ({ ...facets, bases: apiBases(facets.apis) }),
    // facetKey stands for facets (a new object on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [facetKey],
  );
  const ready = index.status === 'ready';
  const shown = useRef<SearchHit[]>([]);
  const hits = useMemo(
    () =>
      !query.trim()
        ? []
        : !ready
          ? shown.current
          : index.version
            ? index.engine.search(query, filters, opts.limit, {
                versions: { apis: API_LIST, preferred: safeStorage.get(STORAGE_KEYS.docsVersion) },
              })
            : [],
    // facetKey stands for facets; version changes when shards and buckets arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, facetKey, index.version, opts.limit, index.engine, ready],
  );
  shown.current = hits;
  const didYouMean = useMemo(
    () => (ready && query.trim() && !hits.length ? index.engine.suggest(query, filters) : []),
    // query and filters reach this through hits: a new result list is what asks for new suggestions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hits, ready],
  );
  const grouped = useMemo(() => groupOptions(hits), [hits]);
  // Results shown and the typing paused: the schema pages join them.
  useEffect(() => {
    if (!(opts.enabled ?? true) || !ready || !query.trim()) return;
    const timer = setTimeout(() => loadLater(facets, buckets), DEFERRED_AFTER_MS);
    return () => clearTimeout(timer);
    // facetKey stands for facets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, facetKey, buckets, ready, opts.enabled]);
  // For the benchmark and browser tests: the results of `query` include the deferred parts (schema pages).
  useLayoutEffect(() => {
    const done = timings().complete;
    if (index.complete && query.trim() && done[done.length - 1] !== query) done.push(query);
  }, [index.complete, index.version, query]);
  return { ...index, hits, terms, didYouMean, ...grouped };
}

/** The active option of a combobox list: arrows move (wrapping), Home/End jump in the list. */
export function useActiveOption(count: number, initial: number) {
  const [active, setActive] = useState(initial);
  const clamp = useCallback((n: number) => (count ? ((n % count) + count) % count : -1), [count]);
  const onKeyDown = useCallback(
    (e: ReactKeyboardEvent, select: (index: number) => void) => {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        setActive((a) => clamp(a + 1));
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => clamp(a < 0 ? -1 : a - 1));
      } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
        if (active >= 0 && active < count) {
          e.preventDefault();
          select(active);
        }
      }
    },
    [active, count, clamp],
  );
  return { active: active < count ? active : count ? 0 : -1, setActive, onKeyDown };
}

/**
 * Records keystroke → results-in-the-DOM time (and → next paint) into window.__searchTimings
 * for the benchmark. Call `mark(event)` from the input's change handler.
 */
export function useKeystrokeTiming(query: string, ready: boolean, hitCount: number) {
  const pending = useRef<{ q: string; t: number } | null>(null);
  const mark = useCallback((e: { timeStamp: number }, q: string) => {
    // The event's timestamp is on the performance.now() clock: the time the key was pressed.
    pending.current = { q, t: e.timeStamp > 0 ? e.timeStamp : performance.now() };
  }, []);
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p || p.q !== query || !ready) return;
    pending.current = null;
    const now = performance.now();
    const entry = { q: query, ms: now - p.t, at: now, hits: hitCount, paintMs: 0 };
    timings().keystrokes.push(entry);
    requestAnimationFrame(() => setTimeout(() => (entry.paintMs = performance.now() - p.t), 0));
  });
  return mark;
}

/** The version bases of the chosen APIs (`apiKey`s). */
function apiBases(apis: readonly string[] | undefined): string[] {
  if (!apis?.length) return [];
  return API_LIST.filter((a) => apis.includes(apiKey(a))).map((a) => a.base);
}
