import { describe, expect, it } from 'vitest';
import {
  FIELD,
  FIELD_BITS,
  FIELD_MASK,
  buildPostings,
  decodePostings,
  docFields,
} from './postings';
import { LIST_SOURCES } from './test-docs';
import type { SearchDoc } from './types';

const docs: SearchDoc[] = [
  {
    r: '/idn/docs/transforms/operations/lower',
    t: 'Lower',
    p: 'idn',
    k: 'docs',
    d: 'Converts to lower case.',
    s: [['Examples', 'examples', 'Lower a source value.']],
  },
  { ...LIST_SOURCES, o: 'listSources', w: 'Sources limit' },
];

describe('buildPostings', () => {
  it('lists, per sorted token, the documents and fields it occurs in', () => {
    const { tokens, postings } = buildPostings(docs);
    expect(tokens).toEqual([...tokens].sort());
    expect(new Set(tokens).size).toBe(tokens.length);
    const at = (tok: string) =>
      decodePostings(postings[tokens.indexOf(tok)]!, 0).map((p) => [
        p >>> FIELD_BITS,
        p & FIELD_MASK,
      ]);
    // "lower": title + text + route words of doc 0.
    expect(at('lower')).toEqual([[0, FIELD.title | FIELD.text | FIELD.keyword]]);
    // "source": text of doc 0; title, name, path and keyword of doc 1.
    expect(at('source')).toEqual([
      [0, FIELD.text],
      [1, FIELD.title | FIELD.name | FIELD.path | FIELD.keyword],
    ]);
    expect(at('get')).toEqual([[1, FIELD.path]]);
    expect(at('listsource')).toEqual([[1, FIELD.name]]);
    expect(at('example')).toEqual([[0, FIELD.heading]]);
  });
  it('delta-encodes document numbers and decodes them with a base', () => {
    const many: SearchDoc[] = Array.from({ length: 50 }, (_, i) => ({
      r: `/x/${i}`,
      t: i % 10 === 0 ? 'needle' : 'hay',
      p: 'general',
      k: 'docs',
    }));
    const { tokens, postings } = buildPostings(many);
    const raw = postings[tokens.indexOf('needle')]!;
    expect(raw.map((v) => v >>> FIELD_BITS)).toEqual([0, 10, 10, 10, 10]);
    expect(decodePostings(raw, 100).map((p) => p >>> FIELD_BITS)).toEqual([
      100, 110, 120, 130, 140,
    ]);
  });
  it('takes operation fields only from operations', () => {
    expect(docFields(docs[0]!).map(([, f]) => f)).not.toContain(FIELD.path);
    expect(
      docFields(docs[1]!)
        .filter(([, f]) => f === FIELD.name)
        .map(([t]) => t),
    ).toEqual(['listSources', 'list-sources']);
  });
});
