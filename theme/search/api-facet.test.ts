import { describe, expect, it } from 'vitest';
import { apiOptions } from './api-facet';
import { parseSearchState, buildSearchQuery } from './url-state';
import { productFacets } from '../../common/search/types';

const APIS = [
  { id: 'idn', label: 'IDN API', product: 'idn' },
  { id: 'idn/sources', label: 'Sources', product: 'idn' },
  { id: 'iiq', label: 'IIQ API', product: 'iiq' },
];

describe('the API facet', () => {
  it('is offered where a product in scope has several APIs', () => {
    expect(apiOptions([], APIS).map((a) => a.id)).toEqual(['idn', 'idn/sources', 'iiq']);
    expect(apiOptions(['idn'], APIS).map((a) => a.id)).toEqual(['idn', 'idn/sources']);
    expect(apiOptions(['iiq'], APIS)).toEqual([]);
    expect(apiOptions([], [APIS[0]!, APIS[2]!])).toEqual([]);
  });
  it('round-trips in the search page URL, unknown APIs ignored', () => {
    const facets = productFacets([{ id: 'idn', label: 'IDN' }]);
    const q = buildSearchQuery(
      { q: 'list', products: [], kinds: [], apis: ['idn/sources'] },
      facets,
    );
    expect(parseSearchState(q, facets, ['idn/sources'])).toEqual({
      q: 'list',
      products: [],
      kinds: [],
      apis: ['idn/sources'],
    });
    expect(parseSearchState('?q=x&api=nope', facets, ['idn/sources']).apis).toEqual([]);
  });
});
