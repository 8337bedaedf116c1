/**
 * Splits the documents into one shard per area and writes the manifest the browser fetches
 * first. Shard file names carry a content hash (cached for good); the manifest does not.
 */
import { createHash } from 'node:crypto';
import { SPLIT_INDEX_BYTES, splitPostings } from '../../common/search/buckets';
import { shardFor, type ShardDef } from './documents';
import { buildPostings } from '../../common/search/postings';
import { LIMITS, capText, uniqueTokens } from '../../common/search/tokenize';
import { INDEX_FORMAT_VERSION, type Kind, type Product, type SearchBucketFile, type SearchDoc, type SearchManifest, type SearchShardFile } from '../../common/search/types';

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
export function buildShards(docs: SearchDoc[], opts: { shards: readonly ShardDef[]; suggestions?: readonly string[]; splitBytes?: number }): BuiltShards {
  const splitBytes = opts.splitBytes ?? SPLIT_INDEX_BYTES;
  const byShard = new Map<string, SearchDoc[]>();
  for (const doc of docs) {
    const id = shardFor(doc.r, opts.shards).id;
    if (!byShard.has(id)) byShard.set(id, []);
    byShard.get(id)!.push(doc);
  }
  const files = new Map<string, string>();
  const manifest: SearchManifest = { v: INDEX_FORMAT_VERSION, hash: '', shards: [], suggestions: [] };
  for (const def of opts.shards) {
    const list = byShard.get(def.id);
    if (!list?.length) continue;
    list.sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0));
    const index = buildPostings(list);
    const split = Buffer.byteLength(JSON.stringify(index)) > splitBytes;
    let buckets: Record<string, string> | undefined;
    if (split) {
      buckets = {};
      for (const [key, b] of splitPostings(index)) {
        const body: SearchBucketFile = { v: INDEX_FORMAT_VERSION, shard: def.id, bucket: key, ...b };
        const json = JSON.stringify(body);
        const file = `${def.id}.${key}.${hash(json)}.json`;
        files.set(file, json);
        buckets[key] = file;
      }
    }
    const shipped = list.map(shippedDoc);
    const body: SearchShardFile = { v: INDEX_FORMAT_VERSION, shard: def.id, docs: shipped, ...(split ? { tokens: [], postings: [] } : index) };
    const json = JSON.stringify(body);
    const file = `${def.id}.${hash(json)}.json`;
    files.set(file, json);
    manifest.shards.push({
      id: def.id,
      label: def.label,
      file,
      products: unique(list.map((d) => d.p)) as Product[],
      kinds: unique(list.map((d) => d.k)) as Kind[],
      docs: list.length,
      bytes: Buffer.byteLength(json),
      ...(buckets ? { buckets } : {}),
    });
  }
  manifest.hash = hash(manifest.shards.flatMap((s) => [s.file, ...Object.values(s.buckets ?? {})]).join('\n'));
  manifest.suggestions = (opts.suggestions ?? []).filter((q) => hasTitleMatch(docs, q)).slice(0, 5);
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { manifest, files };
}

/**
 * A document as the browser gets it: no keywords (they are in the index only), the excerpt and
 * section texts shortened to snippet length. The index is built from the whole document first.
 */
export function shippedDoc({ w: _keywords, ...doc }: SearchDoc): SearchDoc {
  if (doc.d) doc.d = capText(doc.d, doc.m ? LIMITS.shippedOperationExcerpt : LIMITS.shippedExcerpt);
  if (doc.s) doc.s = doc.s.map(([heading, anchor, text]) => [heading, anchor, capText(text, LIMITS.shippedSectionText)]);
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
