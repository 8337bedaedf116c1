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
import { FIELD, FIELD_BITS, FIELD_MASK, buildPostings, decodePostings, slugOf, type ShardPostings } from '../../common/search/postings';
import { fold, normalizePath, parsePathQuery, stem, tokenize } from '../../common/search/tokenize';
import type { Kind, Product, SearchDoc } from '../../common/search/types';

/** Field weights, highest first. */
const WEIGHTS: Array<[number, number]> = [
  [FIELD.title, 10],
  [FIELD.name, 8],
  [FIELD.path, 6],
  [FIELD.heading, 4],
  [FIELD.keyword, 3],
  [FIELD.text, 1],
];
/** Best weight for each combination of field bits. */
const WEIGHT_OF_MASK: number[] = Array.from({ length: FIELD_MASK + 1 }, (_, mask) => {
  for (const [f, w] of WEIGHTS) if (mask & f) return w;
  return 0;
});

/** Words that carry no meaning in a query (dropped unless the query has nothing else). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'me', 'my', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'what', 'when', 'where', 'which', 'why', 'with']);

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
}

export interface QueryTerm {
  /** Folded word as typed (for highlighting). */
  raw: string;
  /** Stemmed token (for matching). */
  token: string;
  /** The last word may be unfinished: match it as a prefix. */
  prefix: boolean;
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
  return kept.filter((t) => (seen.has(t.token + t.prefix) ? false : (seen.add(t.token + t.prefix), true)));
}

const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, '');
const spaced = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

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
  addShard(id: string, group: string, shardOrder: number, docs: SearchDoc[], index?: ShardPostings): void {
    if (this.shardBase.has(id)) return;
    const base = this.docs.length;
    this.shardBase.set(id, base);
    for (const d of docs) this.docs.push({ ...d, id: this.docs.length, shard: id, group, shardOrder });
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
    this.loaded.push({ base, tokens, raw: postings, decoded: new Array(tokens.length), index: map });
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
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < list.length && out.size < max && list[i]!.startsWith(prefix); i++) out.add(list[i]!);
    }
    return [...out];
  }

  private idf(df: number): number {
    return Math.log(1 + this.docs.length / (df + 0.5));
  }

  /** Ranked hits for a query, filtered by product and kind. */
  search(query: string, filters: SearchFilters = {}, limit = 50): SearchHit[] {
    const terms = parseQuery(query);
    if (!terms.length || !this.docs.length) return [];
    const products = filters.products ? new Set(filters.products) : null;
    const kinds = filters.kinds ? new Set(filters.kinds) : null;
    const allowed = (doc: IndexedDoc) => (!products || !products.size || products.has(doc.p)) && (!kinds || !kinds.size || kinds.has(doc.k));

    // Per term: doc id → best score of that term in the doc.
    const perTerm: Array<Map<number, number>> = terms.map((term) => {
      const scores = new Map<number, number>();
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
      for (const tok of candidates) {
        const lists = this.lists(tok);
        if (!lists.length) continue;
        const exact = tok === term.token || tok === term.raw;
        const quality = exact ? 1 : 0.55 + 0.35 * (term.token.length / tok.length);
        const df = lists.reduce((n, l) => n + l.length, 0);
        const idf = exact ? this.idf(df) : Math.min(this.idf(df), termIdf);
        for (const list of lists) {
          for (const p of list) {
            const id = p >>> FIELD_BITS;
            const s = WEIGHT_OF_MASK[p & FIELD_MASK]! * idf * quality;
            if (s > (scores.get(id) ?? 0)) scores.set(id, s);
          }
        }
      }
      return scores;
    });

    // Every term must match; in queries of three words or more, all but one will do (ranked lower).
    const collect = (need: number) => {
      const out = new Map<number, { score: number; matched: number }>();
      const count = new Map<number, number>();
      for (const m of perTerm) for (const id of m.keys()) count.set(id, (count.get(id) ?? 0) + 1);
      for (const [id, c] of count) {
        if (c < need || !allowed(this.docs[id]!)) continue;
        let score = 0;
        for (const m of perTerm) score += m.get(id) ?? 0;
        out.set(id, { score, matched: c });
      }
      return out;
    };
    const found = collect(terms.length > 2 ? terms.length - 1 : terms.length);

    const qSpaced = spaced(query);
    const qSquash = squash(query);
    const pathQuery = parsePathQuery(query);
    const qSlug = qSpaced.replace(/ /g, '-');
    const hits: SearchHit[] = [];
    for (const [id, { score: base, matched }] of found) {
      const doc = this.docs[id]!;
      const norm = this.normOf(doc);
      let score = base * (matched / terms.length) ** 2;
      const title = norm.title;
      if (title === qSpaced) score += 1000;
      else if (title.startsWith(`${qSpaced} `)) score += 200;
      else if (title.startsWith(qSpaced)) score += 150; // the last word is still being typed
      else if (qSpaced.length > 2 && ` ${title} `.includes(` ${qSpaced}`)) score += 100;
      // The query is the title plus a word or two ("account create command").
      else if (title.length > 2 && ` ${qSpaced} `.includes(` ${title} `)) score += 60 * (title.length / qSpaced.length);
      if (norm.name && norm.name === qSquash) score += 1000;
      else if (norm.name && qSquash.length >= 4 && norm.name.startsWith(qSquash)) score += 100 * (qSquash.length / norm.name.length);
      if (norm.slug === qSlug) score += doc.m ? 900 : 300;
      if (pathQuery && norm.path) {
        const u = norm.path;
        const methodOk = !pathQuery.method || pathQuery.method === doc.m;
        if (u === pathQuery.path) score += methodOk ? 2000 : 1200;
        else if (u.endsWith(pathQuery.path) && pathQuery.path.length > 1) score += methodOk ? 1500 : 900;
        else if (u.startsWith(pathQuery.path)) score += methodOk ? 150 : 80;
      }
      // Shorter titles are closer matches; earlier areas win ties (v3 before beta).
      score += 5 / (1 + title.length / 20) - doc.shardOrder * 0.01;
      hits.push({ doc, score, href: doc.r, snippet: doc.d ?? '' });
    }
    hits.sort((a, b) => b.score - a.score || (a.doc.r < b.doc.r ? -1 : 1));
    const top = hits.slice(0, limit);
    for (const hit of top) this.pickSection(hit, terms);
    return top;
  }

  private readonly norms: Array<{ title: string; name: string; slug: string; path: string } | undefined> = [];

  /** Normalised title, operation name, slug and path of a document (computed once, when first needed). */
  private normOf(doc: IndexedDoc) {
    let n = this.norms[doc.id];
    if (!n) {
      n = { title: spaced(doc.t), name: doc.o ? squash(doc.o) : '', slug: slugOf(doc.r), path: doc.u ? normalizePath(doc.u) : '' };
      this.norms[doc.id] = n;
    }
    return n;
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
    const covers = (list: string[]) => terms.reduce((n, t) => n + (list.some((x) => (t.prefix ? x.startsWith(t.token) || x.startsWith(t.raw) : x === t.token)) ? 1 : 0), 0);
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
    const hit = terms.some((t) => word.startsWith(t.raw) || (t.token.length > 2 && st.startsWith(t.token)));
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
