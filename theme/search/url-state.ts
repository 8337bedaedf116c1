/**
 * The search state in a URL (`/search?q=list+sources&product=idn&kind=api`), so a search
 * page is shareable. Pure functions, tested in url-state.test.ts.
 */
import { KINDS, PRODUCTS, type Kind, type Product } from '../../common/search/types';

export const SEARCH_PAGE_PATH = '/search';

export interface SearchState {
  q: string;
  products: Product[];
  kinds: Kind[];
}

const PRODUCT_IDS = new Set<string>(PRODUCTS.map((p) => p.id));
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

/** Reads `q`, `product` and `kind` (comma-separated, unknown values ignored) from a query string. */
export function parseSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    products: list<Product>(params.get('product'), PRODUCT_IDS),
    kinds: list<Kind>(params.get('kind'), KIND_IDS),
  };
}

/** The query string for a state (`?q=…&product=…&kind=…`), '' when empty; facets in a stable order. */
export function buildSearchQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  const order = <T extends string>(values: T[], all: ReadonlyArray<{ id: T }>) =>
    all.map((a) => a.id).filter((id) => values.includes(id));
  if (state.products.length) params.set('product', order(state.products, PRODUCTS).join(','));
  if (state.kinds.length) params.set('kind', order(state.kinds, KINDS).join(','));
  const s = params.toString().replace(/%2C/g, ',');
  return s ? `?${s}` : '';
}

export function searchPageUrl(state: SearchState): string {
  return `${SEARCH_PAGE_PATH}${buildSearchQuery(state)}`;
}
