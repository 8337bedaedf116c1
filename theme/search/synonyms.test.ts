import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS } from '../../config/search-synonyms';
import { parseQuery } from './query';
import { compileSynonyms, synonymSpans, synonymTerms } from './synonyms';

const table = compileSynonyms({
  equivalent: [
    ['429', 'rate limit', 'too many requests'],
    ['SoD', 'separation of duties'],
  ],
  oneWay: { pagination: ['limit', 'offset'] },
});
const spans = (q: string) =>
  synonymSpans(parseQuery(q), table).map((s) => ({
    ...s,
    alternatives: s.alternatives.map((a) => a.join(' ')),
  }));

describe('synonyms', () => {
  it('finds the longest phrase at each position, plurals and case ignored', () => {
    expect(spans('429')).toEqual([
      { start: 0, end: 1, alternatives: ['rate limit', 'too many request'] },
    ]);
    expect(spans('Too Many Requests')).toEqual([
      { start: 0, end: 3, alternatives: ['429', 'rate limit'] },
    ]);
    expect(spans('handle rate limits')).toEqual([
      { start: 1, end: 3, alternatives: ['429', 'too many request'] },
    ]);
  });
  it('drops stop words from phrases as from queries', () => {
    expect(spans('separation of duties')).toEqual([{ start: 0, end: 2, alternatives: ['sod'] }]);
  });
  it('one-way lists only expand from the left', () => {
    expect(spans('pagination')[0]!.alternatives).toEqual(['limit', 'offset']);
    expect(spans('offset')).toEqual([]);
  });
  it("compiles the site's data file, which has the issue's groups", () => {
    const site = compileSynonyms(SEARCH_SYNONYMS);
    for (const key of ['429', 'pat', 'sod', 'va', 'pagination'])
      expect(site.byPhrase.has(key), key).toBe(true);
  });
});

describe('synonymTerms', () => {
  it("lists the alternatives' tokens, so their token buckets are fetched", () => {
    expect(synonymTerms(parseQuery('429'), table).map((t) => t.token)).toEqual([
      'rate',
      'limit',
      'too',
      'many',
      'request',
    ]);
    expect(synonymTerms(parseQuery('list sources'), table)).toEqual([]);
  });
});
