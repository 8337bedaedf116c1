/**
 * The root a word shares with its relatives (aggregation, aggregate, aggregated, aggregating →
 * `aggreg`), so a query for the noun finds the operation named by the verb. Applied to tokens
 * that are already folded and stemmed (common/search/tokenize.ts: no plural `s`). Pure, tested in
 * word-root.test.ts.
 */

/** Endings removed, longest first; a root keeps at least MIN_ROOT characters. */
const ENDINGS = [
  'ations',
  'ation',
  'ating',
  'ated',
  'ate',
  'ions',
  'ion',
  'ing',
  'ed',
  'e',
] as const;
/** Shorter roots would join unrelated words (`used`, `us`; `ring`, `r`). */
export const MIN_ROOT = 5;

/** The word's root, or the word itself when no ending applies (digits: never). */
export function wordRoot(token: string): string {
  if (/\d/.test(token)) return token;
  for (const end of ENDINGS) {
    if (token.length - end.length >= MIN_ROOT && token.endsWith(end))
      return token.slice(0, -end.length);
  }
  return token;
}
