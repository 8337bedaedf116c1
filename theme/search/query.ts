/**
 * Reading a query: words → terms (folded, stemmed, stop words dropped unless nothing else is
 * left). Pure, shared by the engine, the synonyms and the bucket choice (useSearch.ts).
 */
import { fold, tokenize } from '../../common/search/tokenize';

/** Words that carry no meaning in a query (dropped unless the query has nothing else). */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'what',
  'when',
  'where',
  'which',
  'why',
  'with',
]);

export interface QueryTerm {
  /** Folded word as typed (for highlighting). */
  raw: string;
  /** Stemmed token (for matching). */
  token: string;
  /** The last word may be unfinished: match it as a prefix. */
  prefix: boolean;
  /** Tokens found for it by typo tolerance (set by the engine; highlighted like the word). */
  fuzzy?: string[];
  /** Tokens of synonyms that matched (set by the engine; highlighted like the word). */
  synonyms?: string[];
}

/** Query words → terms (folded, stemmed, stop words dropped unless nothing else is left). */
export function parseQuery(query: string): QueryTerm[] {
  const words = [...query.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);
  const endsInWord = /[\p{L}\p{N}]$/u.test(query);
  const terms: QueryTerm[] = [];
  words.forEach((w, i) => {
    const prefix = i === words.length - 1 && endsInWord;
    const toks = tokenize(w);
    // camelCase words yield parts + the whole; the whole word is what the user typed.
    const whole = toks.length > 1 ? toks[toks.length - 1]! : toks[0];
    if (!whole) return;
    terms.push({ raw: fold(w), token: whole, prefix });
  });
  const meaningful = terms.filter((t) => !STOP_WORDS.has(t.raw) || (t.prefix && t.raw.length > 2));
  const kept = meaningful.length ? meaningful : terms;
  // The same token twice adds nothing.
  const seen = new Set<string>();
  return kept.filter((t) =>
    seen.has(t.token + t.prefix) ? false : (seen.add(t.token + t.prefix), true),
  );
}

/** The tokens of a phrase as a query would have them (no prefix, stop words dropped). */
export function phraseTokens(phrase: string): string[] {
  return parseQuery(`${phrase} `).map((t) => t.token);
}
