/**
 * Token buckets: a large shard's inverted index is split by the first character of its tokens,
 * so a query fetches only the postings of the letters its words start with (a prefix search for
 * `sou` needs the `s` bucket alone). The documents stay in the shard file: ranking needs every
 * candidate's title, name and path. Pure functions shared by the build and the browser.
 */
import type { ShardPostings } from './postings';

/**
 * A shard whose inverted index (tokens + postings, JSON) is larger than this is split into buckets:
 * a query needs two or three letters' buckets, so above a few KB the split costs less than the whole
 * index on the first search, for every area (the small ones too, fetched together on a whole-site search).
 */
export const SPLIT_INDEX_BYTES = 8 * 1024;

/** The bucket of a token (folded, lower case): its first letter, `0` for any digit, `_` for anything else. */
export function bucketKey(token: string): string {
  const c = token.charCodeAt(0);
  if (c >= 97 && c <= 122) return token[0]!;
  if (c >= 48 && c <= 57) return '0';
  return '_';
}

/** Splits a sorted index into buckets, each sorted, in key order. */
export function splitPostings({ tokens, postings }: ShardPostings): Map<string, ShardPostings> {
  const out = new Map<string, ShardPostings>();
  tokens.forEach((tok, i) => {
    const key = bucketKey(tok);
    let b = out.get(key);
    if (!b) out.set(key, (b = { tokens: [], postings: [] }));
    b.tokens.push(tok);
    b.postings.push(postings[i]!);
  });
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The buckets a query needs: one per first character of its terms (the stemmed token and the word as typed). */
export function bucketsFor(terms: ReadonlyArray<{ token: string; raw: string }>): string[] {
  const keys = new Set<string>();
  for (const t of terms) {
    if (t.token) keys.add(bucketKey(t.token));
    if (t.raw) keys.add(bucketKey(t.raw));
  }
  return [...keys].sort();
}
