import apis from '@portal-generated/apis.json';
import products from '@portal-generated/products.json';
import { apiKey, type ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { productFacets, type FacetOption } from '../../common/search/types';
import { siteAreas, type Area } from '../../config/areas';

/** The API list of this build (apis.yaml, resolved by plugins/apis), for the browser. */
export const API_LIST: readonly ApiEntry[] = apis;
/** The products of this build (products.yaml), in menu order. */
export const PRODUCT_LIST: readonly Product[] = products;
/** Every sidebar area of this build: the products' API areas and the hand-written areas. */
export const AREA_LIST: readonly Area[] = siteAreas(products);
/** The search's product facet: the products in menu order, then General. */
export const PRODUCT_FACETS: readonly FacetOption[] = productFacets(products);

/** The search's API facet: every API by key and name, with its product, in list order. */
export const API_FACETS: ReadonlyArray<{ id: string; label: string; product: string }> = [
  ...new Map(
    apis.map((a) => [
      apiKey(a),
      {
        id: apiKey(a),
        label:
          a.apiLabel ??
          (a.api ? a.api : `${products.find((p) => p.id === a.product)?.label ?? a.product} API`),
        product: a.product,
      },
    ]),
  ).values(),
];
