/**
 * Typo tolerance: how many edits a query word may be away from an indexed token, and the
 * distance itself (optimal string alignment: insertion, deletion, substitution, and the
 * transposition of two neighbours each count one). Pure, tested in fuzzy.test.ts.
 */

/** Words shorter than this are never matched fuzzily ("get" must not find "set" or "put"). */
export const FUZZY_MIN_LENGTH = 4;
/** From this length on, two edits are allowed. */
export const FUZZY_TWO_EDITS_LENGTH = 8;

/** Edits allowed for a query word: 0 under 4 letters, 1 from 4, 2 from 8. */
export function maxEdits(word: string): number {
  if (word.length < FUZZY_MIN_LENGTH || /^\d+$/.test(word)) return 0;
  return word.length >= FUZZY_TWO_EDITS_LENGTH ? 2 : 1;
}

const rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * Edit distance between `a` (the query word) and `b` (a token), or `max + 1` as soon as it is
 * certain to be larger than `max`. With `prefix`, `a` is compared with the closest prefix of
 * `b` (the last query word may be unfinished: `trasnf` is one edit from `transformation`).
 */
export function editDistance(a: string, b: string, max: number, prefix = false): number {
  const n = a.length;
  const m = b.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && m < n - max) return max + 1;
  if (rows[0]!.length < m + 1) for (let i = 0; i < 3; i++) rows[i] = new Int32Array(m + 1 + 16);
  let prev2 = rows[0]!;
  let prev = rows[1]!;
  let cur = rows[2]!;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  // `prev` is the last row.
  if (!prefix) return Math.min(prev[m]!, max + 1);
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) if (prev[j]! < best) best = prev[j]!;
  return best;
}

/** Index of the first item of a sorted list that is not below `value` (binary search). */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Tokens of a sorted list within `maxEdits(word)` of `word`, with their distance. Only tokens
 * starting with the word's first letter are compared: they are the ones in the same token
 * bucket (common/search/buckets.ts), and a wrong first letter is the rarest typo.
 */
export function fuzzyMatches(
  word: string,
  sorted: readonly string[],
  prefix = false,
  max = maxEdits(word),
): Array<[token: string, distance: number]> {
  const out: Array<[string, number]> = [];
  if (!max || !word) return out;
  const first = word[0]!;
  for (let i = lowerBound(sorted, first); i < sorted.length; i++) {
    const tok = sorted[i]!;
    if (tok[0] !== first) break;
    if (tok === word) continue;
    const d = editDistance(word, tok, max, prefix);
    if (d > 0 && d <= max) out.push([tok, d]);
  }
  return out;
}
