/**
 * Loads the search index on demand: the manifest first (small, revalidated on every load),
 * then only the shards the active facets need (immutable, content-hashed names), each
 * indexed as it arrives. One loader per page view, shared by the modal and the search page.
 */
import { withBase } from '@rspress/core/runtime';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { SEARCH_DIR, type Kind, type Product, type SearchManifest, type SearchShardFile, type SearchShardInfo } from '../../plugins/search/types';
import { SearchEngine } from './engine';
import { mark, timings } from './timings';

export interface Facets {
  products: readonly Product[];
  kinds: readonly Kind[];
}

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** True when a shard holds documents the facets let through. */
export function shardNeeded(shard: Pick<SearchShardInfo, 'products' | 'kinds'>, facets: Facets): boolean {
  const productOk = !facets.products.length || shard.products.some((p) => facets.products.includes(p));
  const kindOk = !facets.kinds.length || shard.kinds.some((k) => facets.kinds.includes(k));
  return productOk && kindOk;
}

class SearchIndexLoader {
  readonly engine = new SearchEngine();
  version = 0;
  private manifestPromise: Promise<SearchManifest> | undefined;
  private manifestValue: SearchManifest | undefined;
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
    this.manifestPromise ??= fetchJson<SearchManifest>(withBase(`/${SEARCH_DIR}/manifest.json`), { cache: 'no-cache' }).then(
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

  /** True when every shard the facets need is indexed (known only once the manifest is in). */
  isReady(facets: Facets): boolean {
    const m = this.manifestValue;
    return !!m && m.shards.filter((s) => shardNeeded(s, facets)).every((s) => this.engine.hasShard(s.id));
  }

  /** Loads (once) the shards the facets need; rejects if any request fails. */
  async load(facets: Facets): Promise<void> {
    const m = await this.loadManifest();
    await Promise.all(m.shards.filter((s) => shardNeeded(s, facets)).map((s) => this.loadShard(m, s)));
  }

  private loadShard(m: SearchManifest, s: SearchShardInfo): Promise<void> {
    let p = this.shards.get(s.id);
    if (!p) {
      const url = withBase(`/${SEARCH_DIR}/${s.file}`);
      p = fetchJson<SearchShardFile>(url).then(
        (body) => {
          mark(`fetched ${s.id}`);
          this.engine.addShard(s.id, s.label, m.shards.indexOf(s), body.docs, body);
          mark(`indexed ${s.id}`);
          timings().shards.push(s.file);
          this.version++;
          for (const fn of this.listeners) fn();
        },
        (e: unknown) => {
          this.shards.delete(s.id);
          throw e;
        },
      );
      this.shards.set(s.id, p);
    }
    return p;
  }
}

export const searchIndex = new SearchIndexLoader();

/** Starts loading what the facets need (hover/focus of the search button), ignoring failures. */
export function preloadIndex(facets: Facets): void {
  searchIndex.load(facets).catch(() => undefined);
}

/**
 * The index for the given facets: status, engine, and a version that changes whenever a
 * shard is added (use it as a dependency of search results).
 */
export function useSearchIndex(facets: Facets, enabled = true) {
  const key = `${[...facets.products].sort().join(',')}|${[...facets.kinds].sort().join(',')}`;
  const [state, setState] = useState<{ status: IndexStatus; error?: string }>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const version = useSyncExternalStore(searchIndex.subscribe, searchIndex.getVersion, () => 0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: searchIndex.isReady(facets) ? 'ready' : 'loading' });
    searchIndex.load(facets).then(
      () => live && setState({ status: 'ready' }),
      (e: unknown) => live && setState({ status: 'error', error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the facets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: IndexStatus = state.status === 'loading' && searchIndex.isReady(facets) ? 'ready' : state.status;
  return { status, error: state.error, engine: searchIndex.engine, version, retry, manifest: searchIndex.manifest };
}
