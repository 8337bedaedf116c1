import { describe, expect, it } from 'vitest';
import { buildSearchQuery, parseSearchState, searchPageUrl } from './url-state';

describe('search URL state', () => {
  it('round-trips query and facets', () => {
    const state = { q: 'list sources', products: ['iiq', 'idn'] as const, kinds: ['api'] as const };
    const url = searchPageUrl({
      q: state.q,
      products: [...state.products],
      kinds: [...state.kinds],
    });
    expect(url).toBe('/search?q=list+sources&product=idn,iiq&kind=api');
    expect(parseSearchState(url.slice('/search'.length))).toEqual({
      q: 'list sources',
      products: ['idn', 'iiq'],
      kinds: ['api'],
    });
  });
  it('ignores unknown facet values and empty state', () => {
    expect(parseSearchState('?q=x&product=foo,NERM&kind=bar')).toEqual({
      q: 'x',
      products: ['nerm'],
      kinds: [],
    });
    expect(buildSearchQuery({ q: '  ', products: [], kinds: [] })).toBe('');
  });
});
