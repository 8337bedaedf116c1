/**
 * What a result shows: the section it points at (when one matches the query better than the
 * page's title and intro), the snippet around the first match, and the words marked in them.
 * The order of results is ranking.ts's.
 */
import { fold, stem, tokenize } from '../../common/search/tokenize';
import type { QueryTerm } from './query';
import type { SearchHit } from './ranking';

/** How a section is chosen: each query word it holds (with the title) counts `words`, each in its heading `headingWords` more. */
const SECTION = { words: 2, headingWords: 3, maxTokens: 200 } as const;
/** Snippets: at most `max` characters; centred when the first match is past `centreAfter` of it, starting up to `lead` characters before the match. */
const SNIPPET = { max: 160, centreAfter: 0.6, lead: 40 } as const;

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
export function snippetAround(text: string, terms: QueryTerm[], max: number = SNIPPET.max): string {
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
  if (first < max * SNIPPET.centreAfter) return `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
  const start = text.lastIndexOf(' ', Math.max(0, first - SNIPPET.lead)) + 1;
  const body = text.slice(start, start + max).replace(/\s+\S*$/, '');
  return `…${body}${start + max < text.length ? '…' : ''}`;
}

/** Each document's sections as tokens, computed once. */
const sectionTokens = new WeakMap<object, string[][]>();

/** Points a hit at the section whose heading/text holds the most query terms, if it beats the page intro. */
export function pickSection(hit: SearchHit, terms: QueryTerm[]): void {
  const sections = hit.doc.sections;
  if (!sections?.length) return;
  let toks = sectionTokens.get(hit.doc);
  if (!toks) {
    toks = sections.map(([h, , t]) => tokenize(`${h} ${t}`, SECTION.maxTokens));
    sectionTokens.set(hit.doc, toks);
  }
  const covers = (list: string[]) =>
    terms.reduce(
      (n, t) =>
        n +
        (list.some((x) => (t.prefix ? x.startsWith(t.token) || x.startsWith(t.raw) : x === t.token))
          ? 1
          : 0),
      0,
    );
  // The title answers the whole query: the page itself is the result.
  const titleToks = tokenize(hit.doc.title);
  if (covers(titleToks) >= terms.length) return;
  const introCovers = covers([...titleToks, ...tokenize(hit.doc.excerpt ?? '')]);
  let best = -1;
  let bestScore = 0;
  let bestCovers = 0;
  toks.forEach((list, i) => {
    const all = covers([...titleToks, ...list]);
    const s = all * SECTION.words + covers(tokenize(sections[i]![0])) * SECTION.headingWords;
    if (s > bestScore) [best, bestScore, bestCovers] = [i, s, all];
  });
  // A section is named only when it matches more of the query than the title and intro do.
  if (best < 0 || bestCovers <= introCovers) return;
  const [heading, anchor, text] = sections[best]!;
  hit.section = { heading, anchor, text };
  hit.href = `${hit.doc.route}#${anchor}`;
  hit.snippet = text || hit.doc.excerpt || '';
}
