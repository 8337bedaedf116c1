import { describe, expect, it } from 'vitest';
import { bucketKey, bucketsFor, splitPostings } from './buckets';
import { buildPostings } from './postings';
import { LIST_SOURCES } from './test-docs';
import type { SearchDoc } from './types';

const base64: SearchDoc = {
  r: '/idn/docs/transforms/operations/base64-encode',
  t: 'Base64 encode',
  p: 'idn',
  k: 'docs',
  d: 'Encode a string as Base64 (RFC 4648), e.g. für Zürich.',
};
const docs: SearchDoc[] = [{ ...LIST_SOURCES, o: 'listSources', w: 'Sources limit' }, base64];

describe('bucketKey: the first letter, 0 for digits and _ for anything else', () => {
  it.each([
    ['source', 's'],
    ['4648', '0'],
    ['9lives', '0'],
    ['übung', '_'],
  ])('%s → %s', (token, key) => {
    expect(bucketKey(token)).toBe(key);
  });
});

describe('splitPostings', () => {
  it('puts every token in the bucket of its first character, with its postings, sorted', () => {
    const index = buildPostings(docs);
    const buckets = splitPostings(index);
    expect([...buckets.keys()]).toEqual([...buckets.keys()].sort());
    const all: string[] = [];
    for (const [key, b] of buckets) {
      expect(b.tokens.length).toBe(b.postings.length);
      expect(b.tokens).toEqual([...b.tokens].sort());
      b.tokens.forEach((tok, i) => {
        expect(bucketKey(tok)).toBe(key);
        expect(b.postings[i]).toEqual(index.postings[index.tokens.indexOf(tok)]);
      });
      all.push(...b.tokens);
    }
    expect(all.sort()).toEqual([...index.tokens].sort());
    expect(buckets.get('s')!.tokens).toContain('source');
    expect(buckets.get('0')!.tokens).toContain('4648');
  });
});

describe('bucketsFor', () => {
  it('names the buckets of the stemmed tokens and of the words as typed, once each', () => {
    const typed = [
      { token: 'list', raw: 'list' },
      { token: 'source', raw: 'sources' },
      { token: 'sou', raw: 'sou' },
    ];
    expect(bucketsFor(typed)).toEqual(['l', 's']);
    expect(bucketsFor([{ token: '4648', raw: '4648' }])).toEqual(['0']);
    expect(bucketsFor([])).toEqual([]);
  });
});
