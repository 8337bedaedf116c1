/**
 * The in-browser search engine over the loaded shards. Pure (no DOM), unit-tested in
 * engine.test.ts.
 *
 * Retrieval: each shard comes with its inverted index, built at build time
 * (common/search/postings.ts): sorted tokens and, per token, the documents and fields it
 * occurs in; a large shard's index comes in token buckets, added as a query needs them
 * (common/search/buckets.ts). Loading a shard is parsing JSON, not tokenising text. The last query word is
 * matched as a prefix (results as you type) by binary search in the sorted tokens.
 * Ranking: field weights (title, operation name, method + path, headings, keywords, text)
 * times IDF, plus bonuses that put an exact title, operation name, route slug or API path
 * first. Rspress's FlexSearch index is not used (see README "Search").
 */
import {
  FIELD,
  FIELD_BITS,
  FIELD_MASK,
  buildPostings,
  decodePostings,
  slugOf,
  type ShardPostings,
} from '../../common/search/postings';
import { fold, normalizePath, parsePathQuery, stem, tokenize } from '../../common/search/tokenize';
import type { Kind, Product, SearchDoc } from '../../common/search/types';
import { editDistance, fuzzyMatches, lowerBound, maxEdits } from './fuzzy';
import { parseQuery, type QueryTerm } from './query';
import { MIN_ROOT, wordRoot } from './word-root';
import { siteSynonyms, synonymSpans, type SynonymTable } from './synonyms';
import { collapseVersions, type VersionContext, type VersionVariant } from './versions';

export { parseQuery, type QueryTerm };

/**
 * Every ranking setting in one table (README "Search", "Ranking"). A document's score is the sum,
 * over the query's words, of the best field weight it has the word in times the word's IDF
 * (times a quality below 1 for prefix, root, synonym and typo matches); then the bonuses are
 * added. Results are ordered by words matched, then words matched only by typo (fewer first),
 * then score: a bonus reorders pages that match the same words equally well, never more.
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
  /** Guides whose title or headings hold every word of the query: score × this. */
  conceptBoost: 2,
  bonus: {
    /** The title is the query. */
    titleIs: 1000,
    /** The title starts with the query and more words. */
    titleStartsWithWords: 200,
    /** The title starts with the query, its last word still being typed. */
    titleStartsWith: 150,
    /** The title holds the query as words. */
    titleHolds: 100,
    /** The query is the title plus a word or two ("account create command"): × title / query length. */
    titleInQuery: 60,
    /** The corrected words (typos) or a synonym's phrase are the title / are in it. */
    correctedTitleIs: 1000,
    correctedTitleHolds: 100,
    /** A guide with a heading that holds the query's phrase (or a synonym's): like a title match. */
    headingPhrase: 150,
    /** The operationId is the query (case and separators ignored). */
    nameIs: 1000,
    /** The operationId starts with the query (four characters or more): × query / name length. */
    nameStartsWith: 100,
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
    /** Shorter titles are closer matches: up to this much. */
    shortTitle: 5,
  },
  /** Earlier areas win ties (v3 before beta): this much less per shard in manifest order. */
  shardOrderPenalty: 0.01,
} as const;

const WEIGHTS = RANKING.fields;
/** Best weight for each combination of field bits. */
const WEIGHT_OF_MASK: number[] = Array.from({ length: FIELD_MASK + 1 }, (_, mask) => {
  for (const [f, w] of WEIGHTS) if (mask & f) return w;
  return 0;
});

export interface IndexedDoc extends SearchDoc {
  /** Index in the engine. */
  id: number;
  shard: string;
  /** Group (area) label. */
  group: string;
  /** Order of the shard in the manifest, the tie-breaker between areas. */
  shardOrder: number;
}

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

/** Typo tolerance and roots look at titles, operation names, headings and keywords (not descriptions or paths). */
const FUZZY_FIELDS = FIELD.title | FIELD.name | FIELD.heading | FIELD.keyword;
const FUZZY_BELOW_DOCS = RANKING.fuzzyBelowDocs;
const FUZZY_QUALITY = RANKING.quality.typo;
const SYNONYM_QUALITY = RANKING.quality.synonym;
const BONUS = RANKING.bonus;
/** Badges of API documents that are not operations. */
const NOT_OPERATION = new Set(['schema']);
/** The words that make a query "X schema". */
const SCHEMA_WORDS = new Set(['schema', 'model']);

const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, '');
const spaced = (s: string) =>
  fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

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

export class SearchEngine {
  readonly docs: IndexedDoc[] = [];
  private readonly loaded: LoadedShard[] = [];
  /** Shard id → global id of its first document. */
  private readonly shardBase = new Map<string, number>();
  private readonly bucketIds = new Set<string>();
  private readonly sectionTokens = new Map<number, string[][]>();

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
      this.docs.push({ ...d, id: this.docs.length, shard: id, group, shardOrder });
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

  /** Posting lists (`globalDocId << 6 | fields`) of a token, one per shard that has it. */
  private lists(token: string): number[][] {
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

  private df(token: string): number {
    let n = 0;
    for (const sh of this.loaded) {
      const i = sh.index.get(token);
      if (i !== undefined) n += sh.raw[i]!.length;
    }
    return n;
  }

  /** Tokens starting with `prefix`, over all shards (at most `max`). */
  private withPrefix(prefix: string, max = 400): string[] {
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

  private idf(df: number): number {
    return Math.log(1 + this.docs.length / (df + 0.5));
  }

  /**
   * Tokens within typo reach of a term, over all loaded shards and buckets: those at the smallest
   * distance found, whole words before the prefixes of longer ones (`acount` → account, not
   * accountcreatetemplate), the most frequent first (at most `max`).
   */
  private fuzzyTokens(term: QueryTerm, max = 4): string[] {
    const best = new Map<string, number>();
    for (const sh of this.loaded)
      for (const [tok, d] of fuzzyMatches(term.token, sh.tokens, term.prefix))
        if (d < (best.get(tok) ?? 9)) best.set(tok, d);
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

  /** Indexed tokens with the same root as `token` (word-root.ts), itself left out. */
  private rootTokens(token: string): string[] {
    const root = wordRoot(token);
    if (root.length < MIN_ROOT) return [];
    return this.withPrefix(root, 200).filter((t) => t !== token && wordRoot(t) === root);
  }

  /**
   * Scores of one query term: doc id → best weighted score, and the field weight it came from.
   * The word itself and, for the last word, the tokens it starts; then tokens within typo reach
   * (fuzzy.ts), in titles, names, headings and keywords only, worth less, and marked `fuzzy`.
   */
  private termScores(term: QueryTerm): TermScores {
    const scores = new Map<number, number>();
    const weight = new Map<number, number>();
    const candidates = new Set<string>([term.token]);
    if (term.prefix) {
      const max = term.token.length < 3 ? 60 : 400;
      for (const t of this.withPrefix(term.token, max)) candidates.add(t);
      // A raw prefix can be longer than its stem ("identities" → "identity"): try the folded word too.
      if (term.raw !== term.token) for (const t of this.withPrefix(term.raw, 60)) candidates.add(t);
    }
    // A prefix match is worth at most what the word itself is worth: a rare longer word
    // ("sourceorg") must not outscore an exact common one ("source").
    const exactDf = this.df(term.token);
    let prefixDf = 0;
    if (!exactDf) for (const tok of candidates) prefixDf += this.df(tok);
    const termIdf = this.idf(exactDf || prefixDf);
    const rooted = new Set<number>();
    const add = (
      tok: string,
      quality: number,
      mask: number,
      capIdf: number | null,
      root = false,
    ) => {
      const lists = this.lists(tok);
      if (!lists.length) return false;
      const df = lists.reduce((n, l) => n + l.length, 0);
      const idf = capIdf === null ? this.idf(df) : Math.min(this.idf(df), capIdf);
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
          ? 1
          : RANKING.quality.prefix +
              RANKING.quality.prefixByLength * (term.token.length / tok.length),
        FIELD_MASK,
        exact ? null : termIdf,
      );
    }
    // Words of the same root (aggregation → Aggregate accounts), where a typo would be looked for.
    for (const tok of this.rootTokens(term.token))
      if (!candidates.has(tok)) add(tok, RANKING.quality.root, FUZZY_FIELDS, termIdf, true);
    const direct = new Set(scores.keys());
    const found: string[] = [];
    // Typo tolerance only for a word the index does not know (or knows from a page or two:
    // sources have typos too); a word it knows is what the reader meant.
    if (maxEdits(term.token) && direct.size < FUZZY_BELOW_DOCS) {
      for (const tok of this.fuzzyTokens(term)) {
        if (candidates.has(tok)) continue;
        if (add(tok, FUZZY_QUALITY, FUZZY_FIELDS, null)) found.push(tok);
        // And the corrected word's relatives ("aggregaton" → aggregation → Aggregate accounts).
        for (const rel of this.rootTokens(tok))
          if (
            !candidates.has(rel) &&
            add(rel, FUZZY_QUALITY * RANKING.quality.root, FUZZY_FIELDS, null, true)
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
      const lists = this.lists(tok);
      const idf = this.idf(lists.reduce((n, l) => n + l.length, 0));
      const here = new Map<number, { score: number; weight: number }>();
      for (const list of lists) {
        for (const p of list) {
          const id = p >>> FIELD_BITS;
          const w = WEIGHT_OF_MASK[p & FIELD_MASK]!;
          const prev = out ? out.get(id) : { score: 0, weight: Infinity };
          if (!prev) continue;
          const cur = here.get(id);
          const score = prev.score + (w * idf * SYNONYM_QUALITY) / tokens.length;
          if (!cur || score > cur.score) here.set(id, { score, weight: Math.min(prev.weight, w) });
        }
      }
      out = here;
      if (!out.size) break;
    }
    return out ?? new Map();
  }

  /**
   * Ranked hits for a query, filtered by product and kind. Order: documents matching more of
   * the query's words first; among those, fewer words matched only by typo tolerance first
   * (so an exact or prefix match always beats a fuzzy one); then the score. The same operation in
   * several API versions is one hit (versions.ts) when `versions` is given.
   */
  search(
    query: string,
    filters: SearchFilters = {},
    limit = 50,
    opts: SearchOptions = {},
  ): SearchHit[] {
    const terms = parseQuery(query);
    if (!terms.length || !this.docs.length) return [];
    const products = filters.products ? new Set(filters.products) : null;
    const kinds = filters.kinds ? new Set(filters.kinds) : null;
    const bases = filters.bases?.length ? filters.bases : null;
    const allowed = (doc: IndexedDoc) =>
      (!products || !products.size || products.has(doc.p)) &&
      (!kinds || !kinds.size || kinds.has(doc.k)) &&
      (!bases || bases.some((b) => doc.r === b || doc.r.startsWith(`${b}/`)));

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

    // Every term must match; in queries of three words or more, all but one will do (ranked lower).
    const need = terms.length > 2 ? terms.length - 1 : terms.length;
    const count = new Map<number, number>();
    for (const t of perTerm)
      for (const id of t.scores.keys()) count.set(id, (count.get(id) ?? 0) + 1);

    // The phrases the query stands for, as tokens: its words (corrected where only typo
    // tolerance found them), and with each synonym span replaced by one of its alternatives.
    const words = terms.map((t, i) =>
      t.fuzzy && perTerm[i]!.direct.size < FUZZY_BELOW_DOCS ? t.fuzzy[0]! : t.token,
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
    const hits: RankedHit[] = [];
    for (const [id, matched] of count) {
      if (matched < need) continue;
      const doc = this.docs[id]!;
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
        if (w < WEIGHT_OF_MASK[FIELD.heading]!) headingOrBetter = false;
        if (w < nameWeight) named = false;
        if (t.rooted.has(id)) rooted = true;
      }
      const norm = this.normOf(doc);
      let score = base * (matched / terms.length) ** 2;
      // A concept: a guide whose title or headings hold every word ranks above operations that
      // only mention them in a parameter name or their description.
      if (!doc.m && headingOrBetter && matched === terms.length) score *= RANKING.conceptBoost;
      // An operation named by the query's words, one of them through its root ("aggregation" →
      // Aggregate accounts): the title bonuses below compare the words as typed, so it gets its own.
      const operation = !!doc.m && !NOT_OPERATION.has(doc.m);
      if (operation && named && rooted && matched === terms.length) score += BONUS.operationNamed;
      const title = norm.title;
      if (title === qSpaced) score += BONUS.titleIs;
      else if (title.startsWith(`${qSpaced} `)) score += BONUS.titleStartsWithWords;
      else if (title.startsWith(qSpaced)) score += BONUS.titleStartsWith;
      else if (qSpaced.length > 2 && ` ${title} `.includes(` ${qSpaced}`))
        score += BONUS.titleHolds;
      else if (title.length > 2 && ` ${qSpaced} `.includes(` ${title} `))
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
        doc.k === 'docs' &&
        !doc.m &&
        this.tokensOf(doc).headings.some((h) =>
          phrases.some((p) => h === ` ${p} ` || (p.includes(' ') && has(h, p))),
        )
      )
        score += BONUS.headingPhrase;
      if (norm.name && norm.name === qSquash) score += BONUS.nameIs;
      else if (norm.name && qSquash.length >= 4 && norm.name.startsWith(qSquash))
        score += BONUS.nameStartsWith * (qSquash.length / norm.name.length);
      if (norm.slug === qSlug) score += doc.m ? BONUS.slugIsOperation : BONUS.slugIsPage;
      if (schemaName && doc.m === 'schema' && squash(doc.t) === schemaName)
        score += BONUS.schemaNamed;
      if (pathQuery && norm.path) {
        const u = norm.path;
        const right = !pathQuery.method || pathQuery.method === doc.m ? 0 : 1;
        if (u === pathQuery.path) score += BONUS.pathIs[right];
        else if (u.endsWith(pathQuery.path) && pathQuery.path.length > 1)
          score += BONUS.pathEndsWith[right];
        else if (u.startsWith(pathQuery.path)) score += BONUS.pathStartsWith[right];
      }
      // Shorter titles are closer matches; earlier areas win ties (v3 before beta).
      score +=
        BONUS.shortTitle / (1 + title.length / 20) - doc.shardOrder * RANKING.shardOrderPenalty;
      hits.push({ doc, score, matched, typos, href: doc.r, snippet: doc.d ?? '', terms });
    }
    hits.sort(
      (a, b) =>
        b.matched - a.matched ||
        a.typos - b.typos ||
        b.score - a.score ||
        (a.doc.r < b.doc.r ? -1 : 1),
    );
    const ranked = opts.versions ? collapseVersions(hits, opts.versions) : hits;
    const top = ranked.slice(0, limit).map(({ matched: _m, typos: _t, ...hit }): SearchHit => hit);
    for (const hit of top) this.pickSection(hit, terms);
    return top;
  }

  private readonly norms: Array<
    { title: string; name: string; slug: string; path: string } | undefined
  > = [];

  /** Normalised title, operation name, slug and path of a document (computed once, when first needed). */
  private normOf(doc: IndexedDoc) {
    let n = this.norms[doc.id];
    if (!n) {
      n = {
        title: spaced(doc.t),
        name: doc.o ? squash(doc.o) : '',
        slug: slugOf(doc.r),
        path: doc.u ? normalizePath(doc.u) : '',
      };
      this.norms[doc.id] = n;
    }
    return n;
  }

  /**
   * "Did you mean": queries built from this one that find something, for the no-results state.
   * Each word the index does not know is replaced by the closest known word (one edit more than
   * the search itself allows, still from the same first letter); then, for a query of several
   * words, the query without each word in turn.
   */
  suggest(query: string, filters: SearchFilters = {}, max = 3): string[] {
    const terms = parseQuery(query);
    if (!terms.length) return [];
    const fixed = terms.map((t) => {
      if (this.df(t.token) || this.df(t.raw) || (t.prefix && this.withPrefix(t.token, 1).length))
        return t.raw;
      if (t.token.length < 3) return null;
      const budget = maxEdits(t.token) + 1;
      let best: { tok: string; d: number; df: number } | null = null;
      for (const sh of this.loaded) {
        for (const [tok, d] of fuzzyMatches(t.token, sh.tokens, false, budget)) {
          const df = this.df(tok);
          if (!best || d < best.d || (d === best.d && df > best.df)) best = { tok, d, df };
        }
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
        this.search(q, filters, 1).length
      )
        out.push(q);
    };
    attempt(fixed);
    if (terms.length > 1)
      for (let i = 0; i < terms.length; i++) attempt(fixed.filter((_, j) => j !== i));
    return out;
  }

  private readonly toks: Array<{ title: string; headings: string[] } | undefined> = [];

  /** Title and headings as tokens, space-separated with a space at each end (computed once, when first needed). */
  private tokensOf(doc: IndexedDoc) {
    let t = this.toks[doc.id];
    if (!t)
      this.toks[doc.id] = t = {
        title: ` ${tokenize(doc.t).join(' ')} `,
        headings: (doc.s ?? []).map(([h]) => ` ${tokenize(h).join(' ')} `),
      };
    return t;
  }

  /** Chooses the section whose heading/text holds the most query terms, if it beats the page intro. */
  private pickSection(hit: SearchHit, terms: QueryTerm[]): void {
    const sections = hit.doc.s;
    if (!sections?.length) return;
    let toks = this.sectionTokens.get(hit.doc.id);
    if (!toks) {
      toks = sections.map(([h, , t]) => tokenize(`${h} ${t}`, 200));
      this.sectionTokens.set(hit.doc.id, toks);
    }
    const covers = (list: string[]) =>
      terms.reduce(
        (n, t) =>
          n +
          (list.some((x) =>
            t.prefix ? x.startsWith(t.token) || x.startsWith(t.raw) : x === t.token,
          )
            ? 1
            : 0),
        0,
      );
    // The title answers the whole query: the page itself is the result.
    const titleToks = tokenize(hit.doc.t);
    if (covers(titleToks) >= terms.length) return;
    const introCovers = covers([...titleToks, ...tokenize(hit.doc.d ?? '')]);
    let best = -1;
    let bestScore = 0;
    let bestCovers = 0;
    toks.forEach((list, i) => {
      const all = covers([...titleToks, ...list]);
      const s = all * 2 + covers(tokenize(sections[i]![0])) * 3;
      if (s > bestScore) [best, bestScore, bestCovers] = [i, s, all];
    });
    // A section is named only when it matches more of the query than the title and intro do.
    if (best < 0 || bestCovers <= introCovers) return;
    const [heading, anchor, text] = sections[best]!;
    hit.section = { heading, anchor, text };
    hit.href = `${hit.doc.r}#${anchor}`;
    hit.snippet = text || hit.doc.d || '';
  }
}

export interface HighlightPart {
  text: string;
  hit: boolean;
}

/** Splits a text into parts, marking words that start with a query term (or its stem). */
export function highlight(text: string, terms: QueryTerm[]): HighlightPart[] {
  if (!text) return [];
  if (!terms.length) return [{ text, hit: false }];
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = fold(m[0]);
    const st = stem(word);
    // The words typed, and the words typo tolerance or a synonym found instead.
    const hit = terms.some(
      (t) =>
        word.startsWith(t.raw) ||
        (t.token.length > 2 && st.startsWith(t.token)) ||
        t.fuzzy?.includes(st) ||
        t.synonyms?.includes(st),
    );
    if (!hit) continue;
    const start = m.index!;
    if (start > last) parts.push({ text: text.slice(last, start), hit: false });
    parts.push({ text: m[0], hit: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/** A window of `max` characters around the first highlighted word. */
export function snippetAround(text: string, terms: QueryTerm[], max = 160): string {
  if (text.length <= max) return text;
  const parts = highlight(text, terms);
  let pos = 0;
  let first = -1;
  for (const p of parts) {
    if (p.hit) {
      first = pos;
      break;
    }
    pos += p.text.length;
  }
  if (first < max * 0.6) return `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
  const start = text.lastIndexOf(' ', Math.max(0, first - 40)) + 1;
  const body = text.slice(start, start + max).replace(/\s+\S*$/, '');
  return `…${body}${start + max < text.length ? '…' : ''}`;
}
