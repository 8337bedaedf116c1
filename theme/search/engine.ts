/**
 * The in-browser search engine over the loaded shards: one object for the search dialog, the
 * search page and the not-found page. Pure (no DOM). Its parts, each with its unit tests:
 * - search-index.ts: the documents and inverted indexes of the shards loaded so far (doc.ts
 *   names the wire's one-letter fields), lookups by token, prefix, typo and word root;
 * - ranking.ts: how results are ordered, every weight in its `RANKING` table;
 * - highlight.ts: the section a result points at, its snippet and the marked words.
 * Here: the "Did you mean" suggestions, built from the other three.
 */
import { maxEdits } from './fuzzy';
import { pickSection } from './highlight';
import { parseQuery, type QueryTerm } from './query';
import { Ranker, type SearchFilters, type SearchHit, type SearchOptions } from './ranking';
import { SearchIndex } from './search-index';

export { highlight, snippetAround, type HighlightPart } from './highlight';
export { RANKING, type SearchFilters, type SearchHit, type SearchOptions } from './ranking';
export type { IndexedDoc } from './search-index';
export { parseQuery, type QueryTerm };

/** The loaded index (search-index.ts: shards, buckets, documents) with search and suggestions. */
export class SearchEngine extends SearchIndex {
  private readonly ranker = new Ranker(this);

  /** Ranked hits for a query (ranking.ts), each pointing at its best section (highlight.ts). */
  search(
    query: string,
    filters: SearchFilters = {},
    limit = 50,
    opts: SearchOptions = {},
  ): SearchHit[] {
    const { hits, terms } = this.ranker.rank(query, filters, limit, opts);
    for (const hit of hits) pickSection(hit, terms);
    return hits;
  }

  /**
   * "Did you mean": queries built from this one that find something, for the no-results state.
   * Each word the index does not know is replaced by the closest known word (one edit more than
   * the search itself allows, still from the same first letter); then, for a query of several
   * words, the query without each word in turn.
   */
  suggest(query: string, filters: SearchFilters = {}, max = 3): string[] {
    const index = this as SearchIndex;
    const terms = parseQuery(query);
    if (!terms.length) return [];
    const fixed = terms.map((t) => {
      if (index.df(t.token) || index.df(t.raw) || (t.prefix && index.withPrefix(t.token, 1).length))
        return t.raw;
      if (t.token.length < 3) return null;
      const budget = maxEdits(t.token) + 1;
      let best: { tok: string; d: number; df: number } | null = null;
      for (const [tok, d] of index.closeTokens(t.token, false, budget)) {
        const df = index.df(tok);
        if (!best || d < best.d || (d === best.d && df > best.df)) best = { tok, d, df };
      }
      return best?.tok ?? null;
    });
    const typed = terms.map((t) => t.raw).join(' ');
    const out: string[] = [];
    const attempt = (words: Array<string | null>) => {
      const q = words.filter(Boolean).join(' ');
      if (
        q &&
        q !== typed &&
        !out.includes(q) &&
        out.length < max &&
        this.ranker.rank(q, filters, 1).hits.length
      )
        out.push(q);
    };
    attempt(fixed);
    if (terms.length > 1)
      for (let i = 0; i < terms.length; i++) attempt(fixed.filter((_, j) => j !== i));
    return out;
  }
}
