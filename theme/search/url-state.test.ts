import { describe, expect, it } from 'vitest';
import { productFacets } from '../../common/search/types';
import { buildSearchQuery, parseSearchState, searchPageUrl } from './url-state';

const FACETS = productFacets([
  { id: 'idn', label: 'IDN' },
  { id: 'iiq', label: 'IIQ' },
  { id: 'nerm', label: 'NERM' },
]);

describe('search URL state', () => {
  it('round-trips query and facets', () => {
    const state = { q: 'list sources', products: ['iiq', 'idn'] as const, kinds: ['api'] as const };
    const url = searchPageUrl(
      {
        q: state.q,
        products: [...state.products],
        kinds: [...state.kinds],
      },
      FACETS,
    );
    expect(url).toBe('/search?q=list+sources&product=idn,iiq&kind=api');
    expect(parseSearchState(url.slice('/search'.length), FACETS)).toEqual({
      q: 'list sources',
      products: ['idn', 'iiq'],
      kinds: ['api'],
    });
  });
  it('ignores unknown facet values and empty state', () => {
    expect(parseSearchState('?q=x&product=foo,NERM&kind=bar', FACETS)).toEqual({
      q: 'x',
      products: ['nerm'],
      kinds: [],
    });
    expect(buildSearchQuery({ q: '  ', products: [], kinds: [] }, FACETS)).toBe('');
  });
});
