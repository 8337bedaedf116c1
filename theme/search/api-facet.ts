/**
 * The search page's API filter: which APIs it offers. Pure, tested in api-facet.test.ts.
 */
import type { Product } from '../../common/search/types';

export interface ApiFacet {
  /** `apiKey` of the API (common/apis/api-list.ts). */
  id: string;
  label: string;
  product: string;
}

/** The APIs of the chosen products (all without one), offered when one of those products has several. */
export function apiOptions(products: readonly Product[], all: readonly ApiFacet[]): ApiFacet[] {
  const inScope = all.filter((a) => !products.length || products.includes(a.product));
  const perProduct = new Map<string, number>();
  for (const a of inScope) perProduct.set(a.product, (perProduct.get(a.product) ?? 0) + 1);
  return [...perProduct.values()].some((n) => n > 1) ? inScope : [];
}
