/**
 * Loads the search index on demand: the manifest first (small, revalidated on every load),
 * then only the shards the active facets need (immutable, content-hashed names), and of a
 * split shard only the token buckets the query needs (common/search/buckets.ts), each
 * indexed as it arrives; the deferred parts (schema pages) once results are shown and the
 * typing pauses (useSearch). One loader per page view, shared by the modal and the search page.
 */
import { withBase } from '@rspress/core/runtime';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  SEARCH_DIR,
  type Kind,
  type Product,
  type SearchBucketFile,
  type SearchManifest,
  type SearchShardFile,
  type SearchShardInfo,
} from '../../common/search/types';
import { expandRoutes } from '../../common/search/op-route';
import { SearchEngine } from './engine';
import { mark, timings } from './timings';

export interface Facets {
  products: readonly Product[];
  kinds: readonly Kind[];
  /** APIs (`apiKey`): only their versions' pages; empty or absent for every page. */
  apis?: readonly string[];
}

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** True when a shard holds documents the facets let through. */
export function shardNeeded(
  shard: Pick<SearchShardInfo, 'products' | 'kinds' | 'api'>,
  facets: Facets,
): boolean {
  const productOk =
    !facets.products.length || shard.products.some((p) => facets.products.includes(p));
  const kindOk = !facets.kinds.length || shard.kinds.some((k) => facets.kinds.includes(k));
  const apiOk =
    !facets.apis?.length || (shard.api !== undefined && facets.apis.includes(shard.api));
  return productOk && kindOk && apiOk;
}

class SearchIndexLoader {
  readonly engine = new SearchEngine();
  version = 0;
  private manifestPromise: Promise<SearchManifest> | undefined;
  private manifestValue: SearchManifest | undefined;
  /** Requests in flight or done: shard id, or `shard/bucket`. */
  private readonly shards = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getVersion = () => this.version;

  get manifest(): SearchManifest | undefined {
    return this.manifestValue;
  }

  private loadManifest(): Promise<SearchManifest> {
    this.manifestPromise ??= fetchJson<SearchManifest>(withBase(`/${SEARCH_DIR}/manifest.json`), {
      cache: 'no-cache',
    }).then(
      (m) => {
        mark('manifest');
        return (this.manifestValue = m);
      },
      (e: unknown) => {
        this.manifestPromise = undefined;
        throw e;
      },
    );
    return this.manifestPromise;
  }

  /**
   * True when every shard the facets need is indexed, with the buckets `buckets` of the split
   * ones (known only once the manifest is in); with `later`, the deferred parts too.
   */
  isReady(facets: Facets, buckets: readonly string[] = [], later = false): boolean {
    const m = this.manifestValue;
    return (
      !!m &&
      m.shards
        .filter((s) => (later || !s.after) && shardNeeded(s, facets))
        .every(
          (s) =>
            this.engine.hasShard(s.id) &&
            bucketsOf(s, buckets).every((b) => this.engine.hasBucket(s.id, b)),
        )
    );
  }

  /**
   * Loads (once) the shards the facets need, and their buckets `buckets`; rejects if any request
   * fails. The deferred parts (schema pages) only with `later`, once results are shown.
   */
  async load(facets: Facets, buckets: readonly string[] = [], later = false): Promise<void> {
    const m = await this.loadManifest();
    const needed = m.shards.filter((s) => !!s.after === later && shardNeeded(s, facets));
    await Promise.all(
      needed.flatMap((s) => [
        this.loadShard(m, s),
        ...bucketsOf(s, buckets).map((b) => this.loadBucket(m, s, b)),
      ]),
    );
  }

  private loadShard(m: SearchManifest, s: SearchShardInfo): Promise<void> {
    // A deferred part takes the order of the shard it belongs to.
    const order = m.shards.findIndex((x) => x.id === (s.after ?? s.id));
    return this.once(s.id, s.file, (body: SearchShardFile) => {
      this.engine.addShard(s.id, s.label, order, expandRoutes(body.docs, body.base), body);
      timings().shards.push(s.file);
    });
  }

  /** A bucket is fetched beside its shard and indexed once the shard is (its documents come first). */
  private loadBucket(m: SearchManifest, s: SearchShardInfo, bucket: string): Promise<void> {
    const file = s.buckets![bucket]!;
    const shard = this.loadShard(m, s);
    return this.once(`${s.id}/${bucket}`, file, async (body: SearchBucketFile) => {
      await shard;
      this.engine.addBucket(s.id, bucket, body);
      timings().shards.push(file);
    });
  }

  /** Fetches `file` once under `key` and hands it to `add`; a failed request is forgotten, so a retry fetches again. */
  private once<T>(
    key: string,
    file: string,
    add: (body: T) => void | Promise<void>,
  ): Promise<void> {
    let p = this.shards.get(key);
    if (!p) {
      p = fetchJson<T>(withBase(`/${SEARCH_DIR}/${file}`))
        .then(async (body) => {
          mark(`fetched ${key}`);
          await add(body);
          mark(`indexed ${key}`);
          this.version++;
          for (const fn of this.listeners) fn();
        })
        .catch((e: unknown) => {
          this.shards.delete(key);
          throw e;
        });
      this.shards.set(key, p);
    }
    return p;
  }
}

/** The buckets of a split shard that a query needs (those the shard has: no bucket, no tokens there). */
function bucketsOf(s: Pick<SearchShardInfo, 'buckets'>, buckets: readonly string[]): string[] {
  return s.buckets ? buckets.filter((b) => b in s.buckets!) : [];
}

export const searchIndex = new SearchIndexLoader();

/**
 * Starts loading the deferred parts (schema pages) the facets and buckets need, ignoring failures
 * (the results shown stay as they are; the next query tries again).
 */
export function loadLater(facets: Facets, buckets: readonly string[]): void {
  searchIndex.load(facets, buckets, true).catch(() => undefined);
}

/** Starts loading what the facets need (hover/focus of the search button), ignoring failures. */
export function preloadIndex(facets: Facets): void {
  searchIndex.load(facets).catch(() => undefined);
}

/**
 * The index for the given facets and query buckets: status, engine, and a version that changes
 * whenever a shard or bucket is added (use it as a dependency of search results). The status is
 * `ready` only when everything the facets and buckets need is indexed, but for the deferred parts
 * (schema pages, see loadLater): `complete` says they are in too.
 */
export function useSearchIndex(facets: Facets, enabled = true, buckets: readonly string[] = []) {
  const key = `${[...facets.products].sort().join(',')}|${[...facets.kinds].sort().join(',')}|${[...(facets.apis ?? [])].sort().join(',')}|${buckets.join(',')}`;
  const [state, setState] = useState<{ status: IndexStatus; error?: string }>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const version = useSyncExternalStore(searchIndex.subscribe, searchIndex.getVersion, () => 0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: searchIndex.isReady(facets, buckets) ? 'ready' : 'loading' });
    searchIndex.load(facets, buckets).then(
      () => live && setState({ status: 'ready' }),
      (e: unknown) =>
        live && setState({ status: 'error', error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the facets and buckets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, attempt]);
  // Read on every render: the state may still describe the previous facets or buckets.
  const ready = searchIndex.isReady(facets, buckets);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: IndexStatus = ready
    ? 'ready'
    : state.status === 'error' || state.status === 'idle'
      ? state.status
      : 'loading';
  const complete = ready && searchIndex.isReady(facets, buckets, true);
  return {
    status,
    complete,
    error: state.error,
    engine: searchIndex.engine,
    version,
    retry,
    manifest: searchIndex.manifest,
  };
}
