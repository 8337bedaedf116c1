/**
 * The search state in a URL (`/search?q=list+sources&product=idn&kind=api`), so a search
 * page is shareable. Pure functions, tested in url-state.test.ts.
 */
import { KINDS, type FacetOption, type Kind, type Product } from '../../common/search/types';

export const SEARCH_PAGE_PATH = '/search';

export interface SearchState {
  q: string;
  products: Product[];
  kinds: Kind[];
  /** The API facet (`apiKey`s, `idn/sources`); absent when none is chosen. */
  apis?: string[];
}

const KIND_IDS = new Set<string>(KINDS.map((k) => k.id));

const list = <T extends string>(value: string | null, allowed: Set<string>): T[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter((v) => allowed.has(v)),
    ),
  ] as T[];

/**
 * Reads `q`, `product` and `kind` (comma-separated, unknown values ignored) from a query string;
 * `products` are the product facet's options (common/search/types.ts: productFacets).
 */
export function parseSearchState(
  search: string,
  products: readonly FacetOption[],
  apiIds?: readonly string[],
): SearchState {
  const params = new URLSearchParams(search);
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    products: list<Product>(params.get('product'), new Set(products.map((p) => p.id))),
    kinds: list<Kind>(params.get('kind'), KIND_IDS),
    ...(apiIds && params.get('api')
      ? { apis: list<string>(params.get('api'), new Set(apiIds)) }
      : {}),
  };
}

/** The query string for a state (`?q=…&product=…&kind=…`), '' when empty; facets in a stable order. */
export function buildSearchQuery(state: SearchState, products: readonly FacetOption[]): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  const order = <T extends string>(values: T[], all: ReadonlyArray<{ id: T }>) =>
    all.map((a) => a.id).filter((id) => values.includes(id));
  if (state.products.length) params.set('product', order(state.products, products).join(','));
  if (state.kinds.length) params.set('kind', order(state.kinds, KINDS).join(','));
  if (state.apis?.length) params.set('api', state.apis.join(','));
  const s = params.toString().replace(/%2C/g, ',');
  return s ? `?${s}` : '';
}

export function searchPageUrl(state: SearchState, products: readonly FacetOption[]): string {
  return `${SEARCH_PAGE_PATH}${buildSearchQuery(state, products)}`;
}
