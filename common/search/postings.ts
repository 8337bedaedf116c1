/**
 * The inverted index of one shard, built at build time so the browser only parses it:
 * sorted tokens, and for each token the documents (and fields) it occurs in.
 * Pure functions shared by the build and the browser (theme/search/engine.ts).
 */
import { tokenize } from './tokenize';
import type { SearchDoc } from './types';

/** Fields a token can occur in (bit flags); the engine weighs them. */
export const FIELD = {
  title: 1,
  /** operationId and route slug of an operation */
  name: 2,
  /** method and base path + path of an operation */
  path: 4,
  heading: 8,
  /** tag, parameters, route words of a page */
  keyword: 16,
  text: 32,
} as const;
export const FIELD_BITS = 6;
export const FIELD_MASK = (1 << FIELD_BITS) - 1;
/** Tokens taken from one field of one document. */
const TOKENS_PER_FIELD = 400;

export const slugOf = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/** The texts of a document and the field each belongs to. */
export function docFields(doc: SearchDoc): Array<[text: string | undefined, field: number]> {
  const out: Array<[string | undefined, number]> = [[doc.t, FIELD.title]];
  if (doc.m)
    out.push(
      [doc.o, FIELD.name],
      [slugOf(doc.r), FIELD.name],
      [doc.m, FIELD.path],
      [doc.u, FIELD.path],
    );
  else out.push([doc.r, FIELD.keyword]); // route words: /idn/docs/saas-connectivity/commands/account-create
  out.push([doc.w, FIELD.keyword], [doc.d, FIELD.text]);
  for (const [heading, , text] of doc.s ?? [])
    out.push([heading, FIELD.heading], [text, FIELD.text]);
  return out;
}

export interface ShardPostings {
  /** Sorted, unique. */
  tokens: string[];
  /**
   * Per token, its documents in order, delta-encoded: `(docIndex - previousDocIndex) << 6 | fields`
   * (the first entry's delta is from 0). Small numbers keep the JSON short.
   */
  postings: number[][];
}

/** Builds the inverted index of a shard's documents (indexes into `docs`). */
export function buildPostings(docs: SearchDoc[]): ShardPostings {
  const byToken = new Map<string, number[]>(); // [docIndex, fields, docIndex, fields, …], docs in order
  docs.forEach((doc, id) => {
    for (const [text, field] of docFields(doc)) {
      if (!text) continue;
      for (const tok of tokenize(text, TOKENS_PER_FIELD)) {
        let list = byToken.get(tok);
        if (!list) byToken.set(tok, (list = []));
        const n = list.length;
        if (n && list[n - 2] === id) list[n - 1] = list[n - 1]! | field;
        else list.push(id, field);
      }
    }
  });
  const tokens = [...byToken.keys()].sort();
  const postings = tokens.map((tok) => {
    const list = byToken.get(tok)!;
    const out: number[] = [];
    let prev = 0;
    for (let i = 0; i < list.length; i += 2) {
      out.push(((list[i]! - prev) << FIELD_BITS) | list[i + 1]!);
      prev = list[i]!;
    }
    return out;
  });
  return { tokens, postings };
}

/** Decodes one posting list to `globalDocId << 6 | fields` entries. */
export function decodePostings(list: number[], base: number): number[] {
  const out = new Array<number>(list.length);
  let id = 0;
  for (let i = 0; i < list.length; i++) {
    const v = list[i]!;
    id += v >>> FIELD_BITS;
    out[i] = ((id + base) << FIELD_BITS) | (v & FIELD_MASK);
  }
  return out;
}
