/**
 * A product's API index (`{apiRoot}`, e.g. /crm/api): every API of the product by name, grouped
 * by the list's `group` field when entries give one, each with its versions (label, status).
 * Written for a product whose API root has no page of its own (no version there, no hand-written
 * guides), and for one with several APIs. A compiled page like the tag pages (plugins/tags).
 */
import { apiKey, type ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { esc } from '../shared/html';
import type { PageSource } from '../shared/page-file';
import { writePages, type GeneratedPage } from '../shared/write-pages';

const META = { pageType: 'doc-wide', sidebar: false, outline: false } as const;

export interface IndexedApi {
  key: string;
  name: string;
  group?: string;
  versions: ApiEntry[];
}

/**
 * The product's APIs in list order (each at its first version's place), with their versions. The
 * default API is named `{label} API` (as the search's API filter names it) unless it has an apiLabel.
 */
export function productApis(
  apis: readonly ApiEntry[],
  product: string,
  label?: string,
): IndexedApi[] {
  const byKey = new Map<string, IndexedApi>();
  for (const a of apis) {
    if (a.product !== product) continue;
    const key = apiKey(a);
    let api = byKey.get(key);
    if (!api) {
      const name = a.apiLabel ?? (a.api ? a.api : label ? `${label} API` : a.label);
      api = { key, name, versions: [] };
      byKey.set(key, api);
    }
    if (a.group && !api.group) api.group = a.group;
    api.versions.push(a);
  }
  return [...byKey.values()];
}

/** Whether a product gets an index page at its API root. */
export function needsApiIndex(
  product: Product,
  apis: readonly ApiEntry[],
  existingRoutes: ReadonlySet<string>,
): boolean {
  const own = productApis(apis, product.id);
  if (!own.length || existingRoutes.has(product.apiRoot)) return false;
  if (apis.some((a) => a.base === product.apiRoot)) return false;
  return own.length > 1 || !product.guides;
}

/**
 * The products with `apiIndex` set where the build writes an index page (menus link to it),
 * from the API list and the hand-written pages of `docsRoot`.
 */
export function withApiIndexes<L extends { entries: ApiEntry[]; products: Product[] }>(
  list: L,
  docsRoot: string,
): L {
  const existing = new Set(listPageFiles(docsRoot).map(fileToRoute));
  return {
    ...list,
    products: list.products.map((p) =>
      needsApiIndex(p, list.entries, existing) ? { ...p, apiIndex: p.apiRoot } : p,
    ),
  };
}

const versionItem = (v: ApiEntry) =>
  `<li><a href="${esc(v.base)}">${esc(v.versionKey ?? v.label)}</a>${
    v.status === 'stable'
      ? ''
      : ` <span class="api-badge api-badge--${v.status}">${v.status}</span>`
  }</li>`;

const apiItem = (api: IndexedApi) => {
  const newest = api.versions.filter((v) => v.status === 'stable').at(-1) ?? api.versions.at(-1)!;
  return `<li class="api-index__api" data-api-name="${esc(api.name.toLowerCase())}"><a class="api-index__name" href="${esc(newest.base)}">${esc(api.name)}</a><ul class="api-index__versions" aria-label="${esc(api.name)} versions">${api.versions.map(versionItem).join('')}</ul></li>`;
};

/** The index page of a product's APIs. */
export function renderApiIndex(product: Product, apis: readonly ApiEntry[]): PageSource {
  const list = productApis(apis, product.id, product.label);
  const groups = new Map<string, IndexedApi[]>();
  for (const api of list) {
    const g = api.group ?? '';
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(api);
  }
  // APIs without a group come last, under "Other", when others have one.
  const named = [...groups.keys()].filter((g) => g);
  const order = [...named, ...(groups.has('') ? [''] : [])];
  const title = `${product.label} APIs`;
  const count = `${list.length} API${list.length === 1 ? '' : 's'}`;
  const filter = `<div class="api-index__filter" hidden><label for="api-index-filter">Filter APIs by name</label> <input id="api-index-filter" type="search" autocomplete="off" spellcheck="false" aria-describedby="api-index-count"> <span id="api-index-count" class="api-index__count" role="status" aria-live="polite"></span></div>`;
  const sections = order.map((g) => ({
    ...(named.length ? { heading: { level: 2 as const, text: g || 'Other' } } : {}),
    html: `<ul class="api-index">${groups.get(g)!.map(apiItem).join('')}</ul>`,
  }));
  return {
    title,
    description: `${count} of ${product.label}, each with its versions and their status.`,
    extra: META,
    sections: [
      {
        heading: { level: 1, text: title },
        html: `<p>${count}. Each links to its newest stable version; its versions follow, with their status.</p>${filter}`,
      },
      ...sections,
    ],
  };
}

/** The API index pages of the products that need one. */
export function apiIndexPages(opts: {
  products: readonly Product[];
  apis: readonly ApiEntry[];
  outDir: string;
  htmlComponent: string;
  /** The hand-written pages: a product whose API root is one of them keeps it. */
  docsRoot: string;
}): () => GeneratedPage[] {
  return () => {
    const existing = new Set(listPageFiles(opts.docsRoot).map(fileToRoute));
    return writePages(
      opts.outDir,
      opts.htmlComponent,
      opts.products
        .filter((p) => needsApiIndex(p, opts.apis, existing))
        .map((p) => ({ route: p.apiRoot, page: renderApiIndex(p, opts.apis) })),
    );
  };
}
