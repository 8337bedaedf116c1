/**
 * The loaded part of the search index: the documents of the shards fetched so far and their
 * inverted indexes, built at build time (common/search/postings.ts): sorted tokens and, per
 * token, the documents and fields it occurs in. A large shard's index comes in token buckets,
 * added as a query needs them (common/search/buckets.ts). Loading a shard is parsing JSON, not
 * tokenising text. Lookups only: what a match is worth is ranking.ts's.
 */
import { buildPostings, decodePostings, type ShardPostings } from '../../common/search/postings';
import type { SearchDoc } from '../../common/search/types';
import { readDoc, type PageDoc } from './doc';
import { editDistance, fuzzyMatches, lowerBound, maxEdits } from './fuzzy';
import type { QueryTerm } from './query';
import { MIN_ROOT, wordRoot } from './word-root';

export interface IndexedDoc extends PageDoc {
  /** Index in the engine. */
  id: number;
  shard: string;
  /** Group (area) label. */
  group: string;
  /** Order of the shard in the manifest, the tie-breaker between areas. */
  shardOrder: number;
}

/** The index of a shard, or of one bucket of it (buckets partition the tokens, so each is searched like a shard). */
interface LoadedShard {
  /** Global id of the shard's first document. */
  base: number;
  /** Sorted tokens of the shard. */
  tokens: string[];
  /** Encoded posting lists, decoded on first use. */
  raw: number[][];
  decoded: Array<number[] | undefined>;
  index: Map<string, number>;
}

export class SearchIndex {
  readonly docs: IndexedDoc[] = [];
  private readonly loaded: LoadedShard[] = [];
  /** Shard id → global id of its first document. */
  private readonly shardBase = new Map<string, number>();
  private readonly bucketIds = new Set<string>();

  hasShard(id: string): boolean {
    return this.shardBase.has(id);
  }

  hasBucket(shard: string, bucket: string): boolean {
    return this.bucketIds.has(`${shard}/${bucket}`);
  }

  get size(): number {
    return this.docs.length;
  }

  /**
   * Adds one shard (once): its documents and its inverted index as built at build time
   * (computed here from the documents when not given, as in unit tests; empty for a split shard,
   * whose buckets come through addBucket).
   */
  addShard(
    id: string,
    group: string,
    shardOrder: number,
    docs: SearchDoc[],
    index?: ShardPostings,
  ): void {
    if (this.shardBase.has(id)) return;
    const base = this.docs.length;
    this.shardBase.set(id, base);
    for (const d of docs)
      this.docs.push({ ...readDoc(d), id: this.docs.length, shard: id, group, shardOrder });
    this.addIndex(base, index ?? buildPostings(docs));
  }

  /** Adds one token bucket of a split shard (once; after the shard itself). */
  addBucket(shard: string, bucket: string, index: ShardPostings): void {
    const base = this.shardBase.get(shard);
    const key = `${shard}/${bucket}`;
    if (base === undefined || this.bucketIds.has(key)) return;
    this.bucketIds.add(key);
    this.addIndex(base, index);
  }

  private addIndex(base: number, { tokens, postings }: ShardPostings): void {
    if (!tokens.length) return;
    const map = new Map<string, number>();
    for (let i = 0; i < tokens.length; i++) map.set(tokens[i]!, i);
    this.loaded.push({
      base,
      tokens,
      raw: postings,
      decoded: new Array(tokens.length),
      index: map,
    });
  }

  /** Posting lists (`globalDocId << FIELD_BITS | fields`) of a token, one per shard that has it. */
  lists(token: string): number[][] {
    const out: number[][] = [];
    for (const sh of this.loaded) {
      const i = sh.index.get(token);
      if (i === undefined) continue;
      let list = sh.decoded[i];
      if (!list) sh.decoded[i] = list = decodePostings(sh.raw[i]!, sh.base);
      out.push(list);
    }
    return out;
  }

  /** Document frequency: in how many loaded documents the token occurs. */
  df(token: string): number {
    let n = 0;
    for (const sh of this.loaded) {
      const i = sh.index.get(token);
      if (i !== undefined) n += sh.raw[i]!.length;
    }
    return n;
  }

  /** Inverse document frequency of a token found in `df` documents. */
  idf(df: number): number {
    return Math.log(1 + this.docs.length / (df + 0.5));
  }

  /** Tokens starting with `prefix`, over all shards (at most `max`). */
  withPrefix(prefix: string, max: number): string[] {
    const out = new Set<string>();
    for (const sh of this.loaded) {
      const list = sh.tokens;
      for (
        let i = lowerBound(list, prefix);
        i < list.length && out.size < max && list[i]!.startsWith(prefix);
        i++
      )
        out.add(list[i]!);
    }
    return [...out];
  }

  /** Every loaded token within `budget` edits of `token` (fuzzy.ts), with its distance. */
  *closeTokens(token: string, prefix: boolean, budget?: number): Generator<[string, number]> {
    for (const sh of this.loaded) yield* fuzzyMatches(token, sh.tokens, prefix, budget);
  }

  /**
   * Tokens within typo reach of a term, over all loaded shards and buckets: those at the smallest
   * distance found, whole words before the prefixes of longer ones (`acount` → account, not
   * accountcreatetemplate), the most frequent first (at most `max`).
   */
  fuzzyTokens(term: QueryTerm, max: number): string[] {
    const best = new Map<string, number>();
    for (const [tok, d] of this.closeTokens(term.token, term.prefix))
      if (d < (best.get(tok) ?? Infinity)) best.set(tok, d);
    if (!best.size) return [];
    // A token whose whole is within reach (not only one of its prefixes).
    const whole = (tok: string) =>
      !term.prefix || editDistance(term.token, tok, maxEdits(term.token)) <= maxEdits(term.token);
    const rank = (tok: string) => best.get(tok)! * 2 + (whole(tok) ? 0 : 1);
    const top = Math.min(...[...best.keys()].map(rank));
    return [...best.keys()]
      .filter((t) => rank(t) === top)
      .sort((a, b) => this.df(b) - this.df(a))
      .slice(0, max);
  }

  /** Indexed tokens with the same root as `token` (word-root.ts), itself left out; among the first `max` of the root's prefix. */
  rootTokens(token: string, max: number): string[] {
    const root = wordRoot(token);
    if (root.length < MIN_ROOT) return [];
    return this.withPrefix(root, max).filter((t) => t !== token && wordRoot(t) === root);
  }
}
