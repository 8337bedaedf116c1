/**
 * Synonym expansion (config/search-synonyms.ts): the spans of a query that are a synonym, and
 * the alternatives (token lists) each span may be replaced by. Pure, tested in synonyms.test.ts.
 */
import { SEARCH_SYNONYMS } from '../../config/search-synonyms';
import { phraseTokens, type QueryTerm } from './query';

export interface SynonymTable {
  /** Phrase (tokens joined by a space) → alternatives, each a list of tokens. */
  byPhrase: Map<string, string[][]>;
  /** Longest phrase, in tokens. */
  longest: number;
}

/** Compiles the data file's lists into a lookup table (tokens as the index has them). */
export function compileSynonyms(data: typeof SEARCH_SYNONYMS): SynonymTable {
  const byPhrase = new Map<string, string[][]>();
  let longest = 0;
  const add = (from: string, to: string[]) => {
    const key = phraseTokens(from);
    const alt = phraseTokens(to.join(' '));
    if (!key.length || !alt.length || key.join(' ') === alt.join(' ')) return;
    longest = Math.max(longest, key.length);
    const list = byPhrase.get(key.join(' ')) ?? [];
    if (!list.some((a) => a.join(' ') === alt.join(' '))) list.push(alt);
    byPhrase.set(key.join(' '), list);
  };
  for (const group of data.equivalent)
    for (const from of group) for (const to of group) if (to !== from) add(from, [to]);
  for (const [from, list] of Object.entries(data.oneWay)) for (const to of list) add(from, [to]);
  return { byPhrase, longest };
}

let defaultTable: SynonymTable | undefined;
/** The site's synonyms, compiled once. */
export const siteSynonyms = (): SynonymTable => (defaultTable ??= compileSynonyms(SEARCH_SYNONYMS));

export interface SynonymSpan {
  /** First term of the span (index into the terms). */
  start: number;
  /** One past the last term. */
  end: number;
  alternatives: string[][];
}

/**
 * The spans of the terms that are a synonym phrase, longest first at each position
 * ("too many requests" as a whole, not "request" alone). An unfinished last word counts only
 * when complete as typed.
 */
export function synonymSpans(
  terms: readonly QueryTerm[],
  table: SynonymTable = siteSynonyms(),
): SynonymSpan[] {
  const out: SynonymSpan[] = [];
  const tokens = terms.map((t) => t.token);
  for (let start = 0; start < tokens.length; start++) {
    for (let len = Math.min(table.longest, tokens.length - start); len >= 1; len--) {
      const alts = table.byPhrase.get(tokens.slice(start, start + len).join(' '));
      if (!alts) continue;
      out.push({ start, end: start + len, alternatives: alts });
      break;
    }
  }
  return out;
}

/** The synonyms' tokens a query may need (as terms, so their token buckets are fetched too). */
export function synonymTerms(
  terms: readonly QueryTerm[],
  table: SynonymTable = siteSynonyms(),
): Array<{ token: string; raw: string }> {
  return synonymSpans(terms, table).flatMap((s) =>
    s.alternatives.flat().map((t) => ({ token: t, raw: t })),
  );
}
