/**
 * How a search result is ranked (README "Search", "Ranking"): every number is in `RANKING`
 * below. Field weights (title, operation name, method + path, headings, keywords, text) times
 * IDF, plus bonuses that put an exact title, operation name, route slug or API path first.
 * Rspress's FlexSearch index is not used. Retrieval is search-index.ts's; which section a hit
 * points at and the marked words are highlight.ts's.
 */
import { FIELD, FIELD_BITS, FIELD_MASK, slugOf } from '../../common/search/postings';
import { fold, normalizePath, parsePathQuery, tokenize } from '../../common/search/tokenize';
import type { Kind, Product } from '../../common/search/types';
import { maxEdits } from './fuzzy';
import { parseQuery, type QueryTerm } from './query';
import type { IndexedDoc, SearchIndex } from './search-index';
import { siteSynonyms, synonymSpans, type SynonymTable } from './synonyms';
import { collapseVersions, type VersionContext, type VersionVariant } from './versions';

/**
 * Every ranking setting in one table. A document's score is the sum, over the query's words, of
 * the best field weight it has the word in times the word's IDF (times a quality below 1 for
 * prefix, root, synonym and typo matches); then the bonuses are added. Results are ordered by
 * words matched, then words matched only by typo (fewer first), then score: a bonus reorders
 * pages that match the same words equally well, never more.
 */
export const RANKING = {
  /** Field weights (common/search/postings.ts FIELD), highest first. */
  fields: [
    [FIELD.title, 10],
    [FIELD.name, 8], // an operation's operationId and slug
    [FIELD.path, 6], // method, base path + path; a schema's `schema` badge
    [FIELD.heading, 4],
    [FIELD.keyword, 3], // tag and parameter names, route words of a page
    [FIELD.text, 1],
  ] as Array<[field: number, weight: number]>,
  quality: {
    /** The word itself (or, for the last word, the word as typed before stemming). */
    exact: 1,
    /** A longer word the last word starts (being typed): this, plus this × typed / word length. */
    prefix: 0.55,
    prefixByLength: 0.35,
    /** A word with the same root (aggregation → Aggregate accounts: word-root.ts). */
    root: 0.8,
    /** A synonym's match (config/search-synonyms.ts), a little below the word typed. */
    synonym: 0.8,
    /** A typo match (fuzzy.ts), in titles, names, headings and keywords only. */
    typo: 0.45,
  },
  /** A word found in fewer documents than this is also looked up with typo tolerance. */
  fuzzyBelowDocs: 3,
  /** Queries of this many words or more need all but one of them (ranked lower); shorter ones every word. */
  allButOneFromWords: 3,
  /** The words' sum is scaled by (words matched / query words) to this power. */
  coveragePower: 2,
  /** Guides whose title or headings hold every word of the query: score × this. */
  conceptBoost: 2,
  /** Matches looked at per query word (the most a word can bring in). */
  candidates: {
    /** Words the last word starts: this many when it has fewer than `shortBelowChars` letters… */
    prefixShort: 60,
    shortBelowChars: 3,
    /** …else this many; and this many for the folded word when it differs from its stem. */
    prefix: 400,
    prefixRaw: 60,
    /** Words of the same root, among those starting with the root. */
    root: 200,
    /** Typo corrections, the closest and most frequent first. */
    typo: 4,
  },
  bonus: {
    /** The title is the query. */
    titleIs: 1000,
    /** The title starts with the query and more words. */
    titleStartsWithWords: 200,
    /** The title starts with the query, its last word still being typed. */
    titleStartsWith: 150,
    /** The title holds the query as words (a query of more than `minChars`). */
    titleHolds: 100,
    /** The query is the title plus a word or two ("account create command"): × title / query length. */
    titleInQuery: 60,
    /** Titles and queries of at most this many characters get neither of the last two. */
    minChars: 2,
    /** The corrected words (typos) or a synonym's phrase are the title / are in it. */
    correctedTitleIs: 1000,
    correctedTitleHolds: 100,
    /** A guide with a heading that holds the query's phrase (or a synonym's): like a title match. */
    headingPhrase: 150,
    /** The operationId is the query (case and separators ignored). */
    nameIs: 1000,
    /** The operationId starts with the query (`nameStartsWithChars` or more): × query / name length. */
    nameStartsWith: 100,
    nameStartsWithChars: 4,
    /** The route's slug is the query: an operation, another page. */
    slugIsOperation: 900,
    slugIsPage: 300,
    /**
     * An operation whose summary or operationId holds every word of the query, one of them as a
     * word of the same root ("aggregation" → Aggregate accounts): as high as the guides and
     * schemas with the word as typed in their titles.
     */
    operationNamed: 160,
    /** "X schema": the schema page named X (case and separators ignored). */
    schemaNamed: 1000,
    /** API path queries, with the method right / wrong: the whole path, its end, its start. */
    pathIs: [2000, 1200],
    pathEndsWith: [1500, 900],
    pathStartsWith: [150, 80],
    /** Shorter titles are closer matches: up to `shortTitle`, halved at `shortTitleChars` characters. */
    shortTitle: 5,
    shortTitleChars: 20,
  },
  /** Earlier areas win ties (v3 before beta): this much less per shard in manifest order. */
  shardOrderPenalty: 0.01,
} as const;

const BONUS = RANKING.bonus;
const QUALITY = RANKING.quality;
const CANDIDATES = RANKING.candidates;
/** Best weight for each combination of field bits. */
const WEIGHT_OF_MASK: number[] = Array.from({ length: FIELD_MASK + 1 }, (_, mask) => {
  for (const [f, w] of RANKING.fields) if (mask & f) return w;
  return 0;
});
/** Typo tolerance and roots look at titles, operation names, headings and keywords (not descriptions or paths). */
const FUZZY_FIELDS = FIELD.title | FIELD.name | FIELD.heading | FIELD.keyword;
/** Methods of API documents that are not operations. */
const NOT_OPERATION = new Set(['schema']);
/** The words that make a query "X schema". */
const SCHEMA_WORDS = new Set(['schema', 'model']);

const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, '');
const spaced = (s: string) =>
  fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface SearchFilters {
  products?: ReadonlySet<Product> | readonly Product[];
  kinds?: ReadonlySet<Kind> | readonly Kind[];
  /** Route roots (API version bases) a page must be under: the API facet. */
  bases?: readonly string[];
}

export interface SearchHit {
  doc: IndexedDoc;
  score: number;
  /** The section that matched best, if a section did better than the page itself. */
  section?: { heading: string; anchor: string; text: string };
  /** Link: the route, with the section's anchor. */
  href: string;
  /** Text for the snippet (section text, or the excerpt). */
  snippet: string;
  /** The query's terms, with the tokens found by typo tolerance and synonyms (for highlighting). */
  terms: QueryTerm[];
  /** The same operation in other API versions (versions.ts). */
  variants?: VersionVariant[];
}

export interface SearchOptions {
  /** Collapse the same operation across API versions (versions.ts). */
  versions?: VersionContext;
  /** Synonyms (the site's by default). */
  synonyms?: SynonymTable;
}

interface RankedHit extends SearchHit {
  /** Query words the document matches (directly, by synonym or by typo). */
  matched: number;
  /** Of those, the words it matches only by typo tolerance. */
  typos: number;
}

interface TermScores {
  scores: Map<number, number>;
  /** Field weight the best score came from. */
  weight: Map<number, number>;
  /** Documents matched by the word itself, a word it starts or a synonym (not by a typo). */
  direct: Set<number>;
  /** Documents whose best match is a word of the same root (word-root.ts), typed or corrected. */
  rooted: Set<number>;
}

/** Ranks the documents of a SearchIndex for a query (with per-document caches of normalised text). */
export class Ranker {
  private readonly norms: Array<
    { title: string; name: string; slug: string; path: string } | undefined
  > = [];
  private readonly toks: Array<{ title: string; headings: string[] } | undefined> = [];

  constructor(private readonly index: SearchIndex) {}

  /**
   * Scores of one query term: doc id → best weighted score, and the field weight it came from.
   * The word itself and, for the last word, the tokens it starts; then tokens within typo reach
   * (fuzzy.ts), in titles, names, headings and keywords only, worth less, and marked `fuzzy`.
   */
  private termScores(term: QueryTerm): TermScores {
    const index = this.index;
    const scores = new Map<number, number>();
    const weight = new Map<number, number>();
    const candidates = new Set<string>([term.token]);
    if (term.prefix) {
      const max =
        term.token.length < CANDIDATES.shortBelowChars ? CANDIDATES.prefixShort : CANDIDATES.prefix;
      for (const t of index.withPrefix(term.token, max)) candidates.add(t);
      // A raw prefix can be longer than its stem ("identities" → "identity"): try the folded word too.
      if (term.raw !== term.token)
        for (const t of index.withPrefix(term.raw, CANDIDATES.prefixRaw)) candidates.add(t);
    }
    // A prefix match is worth at most what the word itself is worth: a rare longer word
    // ("sourceorg") must not outscore an exact common one ("source").
    const exactDf = index.df(term.token);
    let prefixDf = 0;
    if (!exactDf) for (const tok of candidates) prefixDf += index.df(tok);
    const termIdf = index.idf(exactDf || prefixDf);
    const rooted = new Set<number>();
    const add = (
      tok: string,
      quality: number,
      mask: number,
      capIdf: number | null,
      root = false,
    ) => {
      const lists = index.lists(tok);
      if (!lists.length) return false;
      const df = lists.reduce((n, l) => n + l.length, 0);
      const idf = capIdf === null ? index.idf(df) : Math.min(index.idf(df), capIdf);
      let any = false;
      for (const list of lists) {
        for (const p of list) {
          const fields = p & mask;
          if (!fields) continue;
          any = true;
          const id = p >>> FIELD_BITS;
          const w = WEIGHT_OF_MASK[fields]!;
          const s = w * idf * quality;
          if (s > (scores.get(id) ?? 0)) {
            scores.set(id, s);
            weight.set(id, w);
            if (root) rooted.add(id);
            else rooted.delete(id);
          }
        }
      }
      return any;
    };
    for (const tok of candidates) {
      const exact = tok === term.token || tok === term.raw;
      add(
        tok,
        exact
          ? QUALITY.exact
          : QUALITY.prefix + QUALITY.prefixByLength * (term.token.length / tok.length),
        FIELD_MASK,
        exact ? null : termIdf,
      );
    }
    // Words of the same root (aggregation → Aggregate accounts), where a typo would be looked for.
    for (const tok of index.rootTokens(term.token, CANDIDATES.root))
      if (!candidates.has(tok)) add(tok, QUALITY.root, FUZZY_FIELDS, termIdf, true);
    const direct = new Set(scores.keys());
    const found: string[] = [];
    // Typo tolerance only for a word the index does not know (or knows from a page or two:
    // sources have typos too); a word it knows is what the reader meant.
    if (maxEdits(term.token) && direct.size < RANKING.fuzzyBelowDocs) {
      for (const tok of index.fuzzyTokens(term, CANDIDATES.typo)) {
        if (candidates.has(tok)) continue;
        if (add(tok, QUALITY.typo, FUZZY_FIELDS, null)) found.push(tok);
        // And the corrected word's relatives ("aggregaton" → aggregation → Aggregate accounts).
        for (const rel of index.rootTokens(tok, CANDIDATES.root))
          if (
            !candidates.has(rel) &&
            add(rel, QUALITY.typo * QUALITY.root, FUZZY_FIELDS, null, true)
          )
            found.push(rel);
      }
    }
    term.fuzzy = found.length ? found : undefined;
    return { scores, weight, direct, rooted };
  }

  /**
   * Docs that hold every token of a synonym phrase, scored as the mean of its tokens (exact words
   * only), a little below the words typed.
   */
  private phraseScores(tokens: string[]): Map<number, { score: number; weight: number }> {
    let out: Map<number, { score: number; weight: number }> | null = null;
    for (const tok of tokens) {
      const lists = this.index.lists(tok);
      const idf = this.index.idf(lists.reduce((n, l) => n + l.length, 0));
      const here = new Map<number, { score: number; weight: number }>();
      for (const list of lists) {
        for (const p of list) {
          const id = p >>> FIELD_BITS;
          const w = WEIGHT_OF_MASK[p & FIELD_MASK]!;
          const prev = out ? out.get(id) : { score: 0, weight: Infinity };
          if (!prev) continue;
          const cur = here.get(id);
          const score = prev.score + (w * idf * QUALITY.synonym) / tokens.length;
          if (!cur || score > cur.score) here.set(id, { score, weight: Math.min(prev.weight, w) });
        }
      }
      out = here;
      if (!out.size) break;
    }
    return out ?? new Map();
  }

  /**
   * Ranked hits for a query, filtered by product and kind, with the query's terms (marked with
   * the words typo tolerance and synonyms found). Order: documents matching more of the query's
   * words first; among those, fewer words matched only by typo tolerance first (so an exact or
   * prefix match always beats a fuzzy one); then the score. The same operation in several API
   * versions is one hit (versions.ts) when `versions` is given.
   */
  rank(
    query: string,
    filters: SearchFilters = {},
    limit = 50,
    opts: SearchOptions = {},
  ): { hits: SearchHit[]; terms: QueryTerm[] } {
    const terms = parseQuery(query);
    if (!terms.length || !this.index.docs.length) return { hits: [], terms };
    const products = filters.products ? new Set(filters.products) : null;
    const kinds = filters.kinds ? new Set(filters.kinds) : null;
    const bases = filters.bases?.length ? filters.bases : null;
    const allowed = (doc: IndexedDoc) =>
      (!products || !products.size || products.has(doc.product)) &&
      (!kinds || !kinds.size || kinds.has(doc.kind)) &&
      (!bases || bases.some((b) => doc.route === b || doc.route.startsWith(`${b}/`)));

    const perTerm = terms.map((term) => this.termScores(term));
    // Synonyms (config/search-synonyms.ts): a document with an alternative of a span counts as
    // matching every word of the span, directly (not as a typo).
    const spans = synonymSpans(terms, opts.synonyms ?? siteSynonyms());
    for (const span of spans) {
      const n = span.end - span.start;
      const syn = new Set<string>();
      for (const alt of span.alternatives) {
        const found = this.phraseScores(alt);
        if (found.size) alt.forEach((t) => syn.add(t));
        for (const [id, { score, weight }] of found) {
          for (let i = span.start; i < span.end; i++) {
            const t = perTerm[i]!;
            const s = score / n;
            if (!t.direct.has(id) || s > t.scores.get(id)!) {
              t.scores.set(id, Math.max(s, t.direct.has(id) ? t.scores.get(id)! : 0));
              t.weight.set(id, Math.max(weight, t.weight.get(id) ?? 0));
              t.direct.add(id);
            }
          }
        }
      }
      if (syn.size) for (let i = span.start; i < span.end; i++) terms[i]!.synonyms = [...syn];
    }

    // Every term must match; in longer queries, all but one will do (ranked lower).
    const need = terms.length >= RANKING.allButOneFromWords ? terms.length - 1 : terms.length;
    const count = new Map<number, number>();
    for (const t of perTerm)
      for (const id of t.scores.keys()) count.set(id, (count.get(id) ?? 0) + 1);

    // The phrases the query stands for, as tokens: its words (corrected where only typo
    // tolerance found them), and with each synonym span replaced by one of its alternatives.
    const words = terms.map((t, i) =>
      t.fuzzy && perTerm[i]!.direct.size < RANKING.fuzzyBelowDocs ? t.fuzzy[0]! : t.token,
    );
    const phrases = [words.join(' ')];
    for (const span of spans)
      for (const alt of span.alternatives)
        phrases.push([...words.slice(0, span.start), ...alt, ...words.slice(span.end)].join(' '));
    const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

    const qSpaced = spaced(query);
    const qSquash = squash(query);
    const pathQuery = parsePathQuery(query);
    const qSlug = qSpaced.replace(/ /g, '-');
    // "Account schema": the words before (or after) `schema`, to find the schema page they name.
    const schemaName =
      terms.length > 1 && SCHEMA_WORDS.has(terms.at(-1)!.token)
        ? squash(
            terms
              .slice(0, -1)
              .map((t) => t.raw)
              .join(''),
          )
        : terms.length > 1 && SCHEMA_WORDS.has(terms[0]!.token)
          ? squash(
              terms
                .slice(1)
                .map((t) => t.raw)
                .join(''),
            )
          : '';
    const nameWeight = WEIGHT_OF_MASK[FIELD.name]!;
    const headingWeight = WEIGHT_OF_MASK[FIELD.heading]!;
    const hits: RankedHit[] = [];
    for (const [id, matched] of count) {
      if (matched < need) continue;
      const doc = this.index.docs[id]!;
      if (!allowed(doc)) continue;
      let base = 0;
      let typos = 0;
      let headingOrBetter = true;
      let named = true;
      let rooted = false;
      for (const t of perTerm) {
        const s = t.scores.get(id);
        if (s === undefined) continue;
        base += s;
        if (!t.direct.has(id)) typos++;
        const w = t.weight.get(id) ?? 0;
        if (w < headingWeight) headingOrBetter = false;
        if (w < nameWeight) named = false;
        if (t.rooted.has(id)) rooted = true;
      }
      const norm = this.normOf(doc);
      let score = base * (matched / terms.length) ** RANKING.coveragePower;
      // A concept: a guide whose title or headings hold every word ranks above operations that
      // only mention them in a parameter name or their description.
      if (!doc.method && headingOrBetter && matched === terms.length) score *= RANKING.conceptBoost;
      // An operation named by the query's words, one of them through its root ("aggregation" →
      // Aggregate accounts): the title bonuses below compare the words as typed, so it gets its own.
      const operation = !!doc.method && !NOT_OPERATION.has(doc.method);
      if (operation && named && rooted && matched === terms.length) score += BONUS.operationNamed;
      const title = norm.title;
      if (title === qSpaced) score += BONUS.titleIs;
      else if (title.startsWith(`${qSpaced} `)) score += BONUS.titleStartsWithWords;
      else if (title.startsWith(qSpaced)) score += BONUS.titleStartsWith;
      else if (qSpaced.length > BONUS.minChars && ` ${title} `.includes(` ${qSpaced}`))
        score += BONUS.titleHolds;
      else if (title.length > BONUS.minChars && ` ${qSpaced} `.includes(` ${title} `))
        score += BONUS.titleInQuery * (title.length / qSpaced.length);
      if (typos || spans.length) {
        // The same bonuses for the corrected words and the synonyms' phrases ("acount" → Accounts).
        const t = this.tokensOf(doc).title;
        if (typos && t === ` ${phrases[0]} `) score += BONUS.correctedTitleIs;
        else if (phrases.some((p, i) => (typos || i > 0) && has(t, p)))
          score += BONUS.correctedTitleHolds;
      }
      // A heading that is the phrase, or holds a phrase of two words or more.
      if (
        doc.kind === 'docs' &&
        !doc.method &&
        this.tokensOf(doc).headings.some((h) =>
          phrases.some((p) => h === ` ${p} ` || (p.includes(' ') && has(h, p))),
        )
      )
        score += BONUS.headingPhrase;
      if (norm.name && norm.name === qSquash) score += BONUS.nameIs;
      else if (
        norm.name &&
        qSquash.length >= BONUS.nameStartsWithChars &&
        norm.name.startsWith(qSquash)
      )
        score += BONUS.nameStartsWith * (qSquash.length / norm.name.length);
      if (norm.slug === qSlug) score += doc.method ? BONUS.slugIsOperation : BONUS.slugIsPage;
      if (schemaName && doc.method === 'schema' && squash(doc.title) === schemaName)
        score += BONUS.schemaNamed;
      if (pathQuery && norm.path) {
        const u = norm.path;
        const right = !pathQuery.method || pathQuery.method === doc.method ? 0 : 1;
        if (u === pathQuery.path) score += BONUS.pathIs[right];
        else if (u.endsWith(pathQuery.path) && pathQuery.path.length > 1)
          score += BONUS.pathEndsWith[right];
        else if (u.startsWith(pathQuery.path)) score += BONUS.pathStartsWith[right];
      }
      // Shorter titles are closer matches; earlier areas win ties (v3 before beta).
      score +=
        BONUS.shortTitle / (1 + title.length / BONUS.shortTitleChars) -
        doc.shardOrder * RANKING.shardOrderPenalty;
      hits.push({ doc, score, matched, typos, href: doc.route, snippet: doc.excerpt ?? '', terms });
    }
    hits.sort(
      (a, b) =>
        b.matched - a.matched ||
        a.typos - b.typos ||
        b.score - a.score ||
        (a.doc.route < b.doc.route ? -1 : 1),
    );
    const ranked = opts.versions ? collapseVersions(hits, opts.versions) : hits;
    const top = ranked.slice(0, limit).map(({ matched: _m, typos: _t, ...hit }): SearchHit => hit);
    return { hits: top, terms };
  }

  /** Normalised title, operation name, slug and path of a document (computed once, when first needed). */
  private normOf(doc: IndexedDoc) {
    let n = this.norms[doc.id];
    if (!n) {
      n = {
        title: spaced(doc.title),
        name: doc.operationId ? squash(doc.operationId) : '',
        slug: slugOf(doc.route),
        path: doc.apiPath ? normalizePath(doc.apiPath) : '',
      };
      this.norms[doc.id] = n;
    }
    return n;
  }

  /** Title and headings as tokens, space-separated with a space at each end (computed once, when first needed). */
  private tokensOf(doc: IndexedDoc) {
    let t = this.toks[doc.id];
    if (!t)
      this.toks[doc.id] = t = {
        title: ` ${tokenize(doc.title).join(' ')} `,
        headings: (doc.sections ?? []).map(([h]) => ` ${tokenize(h).join(' ')} `),
      };
    return t;
  }
}
