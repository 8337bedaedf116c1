/**
 * Splits the documents into one shard per area and writes the manifest the browser fetches
 * first. Shard file names carry a content hash (cached for good); the manifest does not.
 */
import { createHash } from 'node:crypto';
import { SPLIT_INDEX_BYTES, splitPostings } from '../../common/search/buckets';
import { shardFor, type ShardDef } from './documents';
import { commonBase, shrinkRoute } from '../../common/search/op-route';
import { buildPostings } from '../../common/search/postings';
import { LIMITS, capText, uniqueTokens } from '../../common/search/tokenize';
import {
  INDEX_FORMAT_VERSION,
  type Kind,
  type Product,
  type SearchBucketFile,
  type SearchDoc,
  type SearchManifest,
  type SearchShardFile,
  type SearchShardInfo,
} from '../../common/search/types';

export const MANIFEST_FILE = 'manifest.json';

const hash = (text: string, n = 10) => createHash('sha256').update(text).digest('hex').slice(0, n);

export interface BuiltShards {
  manifest: SearchManifest;
  /** File name (relative to the search folder) → content. */
  files: Map<string, string>;
}

/**
 * Groups documents into shards (in `shards` order, documents sorted by route so the output,
 * and so the hashes, depend only on the content) and builds the manifest. A shard whose index
 * is over `splitBytes` ships it as token buckets (see buckets.ts).
 */
export function buildShards(
  docs: SearchDoc[],
  opts: { shards: readonly ShardDef[]; suggestions?: readonly string[]; splitBytes?: number },
): BuiltShards {
  const splitBytes = opts.splitBytes ?? SPLIT_INDEX_BYTES;
  const byShard = new Map<string, SearchDoc[]>();
  for (const doc of docs) {
    const id = shardFor(doc.r, opts.shards).id;
    if (!byShard.has(id)) byShard.set(id, []);
    byShard.get(id)!.push(doc);
  }
  const files = new Map<string, string>();
  const manifest: SearchManifest = {
    v: INDEX_FORMAT_VERSION,
    hash: '',
    shards: [],
    suggestions: [],
  };
  const later: SearchShardInfo[] = [];
  for (const def of opts.shards) {
    const list = byShard.get(def.id);
    if (!list?.length) continue;
    list.sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0));
    const first = list.filter((d) => !isDeferred(d));
    const rest = list.filter(isDeferred);
    // An area of schema pages alone has nothing to come after: it is an ordinary shard.
    if (!first.length) {
      manifest.shards.push(writeShard(def.id, def.label, rest, splitBytes, files, def.api));
      continue;
    }
    manifest.shards.push(writeShard(def.id, def.label, first, splitBytes, files, def.api));
    if (rest.length)
      later.push({
        ...writeShard(`${def.id}${DEFERRED_SUFFIX}`, def.label, rest, splitBytes, files, def.api),
        after: def.id,
      });
  }
  // Deferred parts last: a primary shard's position (its tie-breaking order) does not change.
  manifest.shards.push(...later);
  manifest.hash = hash(
    manifest.shards.flatMap((s) => [s.file, ...Object.values(s.buckets ?? {})]).join('\n'),
  );
  manifest.suggestions = (opts.suggestions ?? []).filter((q) => hasTitleMatch(docs, q)).slice(0, 5);
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { manifest, files };
}

/**
 * Schema pages are fetched once results are shown and the typing pauses (their own part of the area, named
 * `<area>.schemas`): hundreds of them per API version, with their field names as keywords, they
 * would otherwise weigh on the first search more than anything else, and a query for an operation
 * or a guide rarely wants one first.
 */
export const isDeferred = (doc: SearchDoc) => doc.m === 'schema';
export const DEFERRED_SUFFIX = '.schemas';

/** Writes one shard file (and its token buckets when its index is over `splitBytes`); returns its manifest entry. */
function writeShard(
  id: string,
  label: string,
  list: SearchDoc[],
  splitBytes: number,
  files: Map<string, string>,
  api?: string,
): SearchShardInfo {
  const index = buildPostings(list);
  const indexJson = JSON.stringify(index);
  const split = Buffer.byteLength(indexJson) > splitBytes;
  let buckets: Record<string, string> | undefined;
  if (split) {
    buckets = {};
    // One hash for all the buckets of a shard (of its whole index): the manifest, fetched by every search, repeats it and compresses it away.
    const indexHash = hash(`${id}\n${indexJson}`);
    for (const [key, b] of splitPostings(index)) {
      const body: SearchBucketFile = { v: INDEX_FORMAT_VERSION, shard: id, bucket: key, ...b };
      const json = JSON.stringify(body);
      const file = `${id}.${key}.${indexHash}.json`;
      files.set(file, json);
      buckets[key] = file;
    }
  }
  const base = commonBase(list);
  const shipped = list.map((d) => shrinkRoute(shippedDoc(d), base));
  const body: SearchShardFile = {
    v: INDEX_FORMAT_VERSION,
    shard: id,
    ...(base !== undefined ? { base } : {}),
    docs: shipped,
    ...(split ? { tokens: [], postings: [] } : index),
  };
  const json = JSON.stringify(body);
  const file = `${id}.${hash(json)}.json`;
  files.set(file, json);
  return {
    id,
    label,
    file,
    products: unique(list.map((d) => d.p)) as Product[],
    kinds: unique(list.map((d) => d.k)) as Kind[],
    ...(api ? { api } : {}),
    docs: list.length,
    bytes: Buffer.byteLength(json),
    ...(buckets ? { buckets } : {}),
  };
}

/**
 * A document as the browser gets it: no keywords (they are in the index only), the excerpt and
 * section texts shortened to snippet length. The index is built from the whole document first.
 */
export function shippedDoc({ w: _keywords, ...doc }: SearchDoc): SearchDoc {
  if (doc.d) doc.d = capText(doc.d, doc.m ? LIMITS.shippedOperationExcerpt : LIMITS.shippedExcerpt);
  if (doc.s)
    doc.s = doc.s.map(([heading, anchor, text]) => [
      heading,
      anchor,
      capText(text, LIMITS.shippedSectionText),
    ]);
  return doc;
}

const unique = <T>(list: T[]) => [...new Set(list)].sort();

/** True when some document's title holds every token of the query (a suggestion that finds something). */
export function hasTitleMatch(docs: SearchDoc[], query: string): boolean {
  const want = uniqueTokens(query);
  if (!want.length) return false;
  return docs.some((d) => {
    const have = uniqueTokens(d.t);
    return want.every((w) => have.some((h) => h.startsWith(w)));
  });
}
