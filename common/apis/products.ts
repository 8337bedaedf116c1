/**
 * The products of the portal as the build resolved them from `products.yaml` (see
 * plugins/apis/load-products.ts). Build and browser both read this shape: the build from the
 * loader, the browser from the generated `@portal-generated/products.json`. Nothing in the
 * engine names a product: navbar menus, API areas, breadcrumbs, search facets, llms.txt sections
 * and the site metadata all follow this list.
 */
export interface ProductLink {
  text: string;
  link: string;
}

export interface Product {
  /** Id used by `apis.yaml`'s `product` and the search facet (`idn`). */
  id: string;
  /** Short name: search facet, result groups and llms.txt titles (`IDN API v3`). */
  label: string;
  /** Navbar menu text. */
  menu: string;
  /** Route root of the product's pages (`/idn`): the first breadcrumb and its search facet. */
  root: string;
  /** Menu and facet order (ascending; ties keep list order). */
  order: number;
  /** Route root of the product's API area (sidebar, version badge): default `{root}/api`. */
  apiRoot: string;
  /** The API area's title (version badge, site metadata): default `{label} API`. */
  apiTitle: string;
  /** Doc id of the first hand-written API guide (`idn/api/getting-started`): the API area then holds guides too. */
  guides?: string;
  /** Footer column title; a product without one is listed under "Products". */
  footer?: string;
  /** More navbar menu items after the product's APIs (hand-written docs, tools). */
  links: ProductLink[];
  /**
   * Route of the product's API index when the build writes one (not authored: set from the API
   * list and the docs by plugins/apis/api-index.ts `withApiIndexes`): menus link to it.
   */
  apiIndex?: string;
}

/** The id of the "not a product" search facet and area (home, blog, pages outside any product root). */
export const GENERAL = 'general';

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** The product a route belongs to: the one whose root is its longest prefix, else `general`. */
export function productForPath(products: readonly Product[], path: string): string {
  let best: Product | undefined;
  for (const p of products)
    if (under(path, p.root) && (!best || p.root.length > best.root.length)) best = p;
  return best?.id ?? GENERAL;
}

/** The product with an id. */
export const productById = (products: readonly Product[], id: string) =>
  products.find((p) => p.id === id);

/** The area id of a product's API reference (the sidebar of its versions and guides). */
export const apiAreaId = (product: string) => `${product}-api`;
