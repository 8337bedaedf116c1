import type { NavItem } from '@rspress/core';
import { apiKey, type ApiEntry } from '../common/apis/api-list';
import type { Product } from '../common/apis/products';
import { EXTERNAL_LINKS } from './site';

const EXTERNAL_REL = 'noopener noreferrer';

type ApiLink = Pick<ApiEntry, 'product' | 'api' | 'apiLabel' | 'base' | 'label' | 'status'>;

/** The text of the link to a product's API index in its menus. */
export const API_INDEX_LINK_TEXT = 'All APIs';
/**
 * A product without a default API lists its APIs by name up to this many; beyond, its menu
 * leads to the API index alone (a menu of 100 services is not read, the index has a filter).
 */
export const MENU_API_LIMIT = 6;

export interface ApiMenuLink {
  text: string;
  link: string;
  /** The link to the product's API index. */
  index?: true;
}

/**
 * A product's API references as menu items, in list order: the default API's versions by their
 * labels (a product with one API of one version: "API"); the other APIs, when the product has no
 * default API and at most MENU_API_LIMIT of them, once each by name, linking to the newest stable
 * version (else the last); then its API index (`indexRoute`: the product's `apiIndex`, set by
 * plugins/apis/api-index.ts), where every API is listed, when it has one.
 */
export function productApiLinks(
  apis: readonly ApiLink[],
  product: string,
  indexRoute?: string,
): ApiMenuLink[] {
  const list = apis.filter((a) => a.product === product);
  if (list.length === 1 && !list[0]!.api) return [{ text: 'API', link: list[0]!.base }];
  const out: ApiMenuLink[] = list
    .filter((a) => !a.api)
    .map((a) => ({ text: a.label, link: a.base }));
  const named = [...new Set(list.filter((a) => a.api).map(apiKey))];
  if (!out.length && named.length <= MENU_API_LIMIT)
    for (const key of named) {
      const versions = list.filter((v) => apiKey(v) === key);
      const to = versions.filter((v) => v.status === 'stable').at(-1) ?? versions.at(-1)!;
      out.push({ text: to.apiLabel ?? to.api!, link: to.base });
    }
  if (indexRoute) out.push({ text: API_INDEX_LINK_TEXT, link: indexRoute, index: true });
  return out;
}

/**
 * Navbar (spec §2 "Shared page chrome"): one menu per product of products.yaml, listing its API
 * references of apis.yaml in list order, then the product's own links. The config-check plugin
 * validates item types at build time.
 */
export function navItems(apis: readonly ApiLink[], products: readonly Product[]): NavItem[] {
  return [
    ...products.map((p): NavItem => ({
      text: p.menu,
      items: [
        ...productApiLinks(apis, p.id, p.apiIndex).map(({ text, link }) => ({ text, link })),
        ...p.links,
      ],
    })),
    { text: 'Blog', link: '/blog', activeMatch: '^/blog' },
    {
      text: 'Community',
      items: [
        { text: 'Forum', link: EXTERNAL_LINKS.forum, rel: EXTERNAL_REL },
        { text: 'Ideas portal', link: EXTERNAL_LINKS.ideas, rel: EXTERNAL_REL },
        { text: 'Support', link: EXTERNAL_LINKS.support, rel: EXTERNAL_REL },
        { text: 'Ambassador program', link: '/ambassador-program' },
        { text: 'Marketplace', link: '/marketplace' },
        { text: 'AI', link: '/ai' },
      ],
    },
  ];
}

export interface FooterLink {
  text: string;
  href: string;
  /** A file, not a page (llms.txt, a spec): a plain link the browser opens, not the router. */
  file?: boolean;
}

/** Where the build publishes the machine-readable files (plugins/seo/llms.ts, plugins/openapi/). */
export const LLMS_TXT = '/llms.txt';
export const LLMS_FULL_TXT = '/llms-full.txt';
export const specDownload = (file: string) => `/api-specs/${file}`;

/**
 * The site's machine-readable files: llms.txt (an index of every page for AI assistants),
 * llms-full.txt (every page in one file) and each API's OpenAPI spec as given in apis.yaml (the
 * build publishes every listed spec file under /api-specs/, bundled into one file). Linked from the
 * footer and /ai, and searchable (plugins/search/downloads.ts).
 */
export function downloadLinks(apis: ReadonlyArray<Pick<ApiEntry, 'file' | 'label'>>): FooterLink[] {
  return [
    { text: 'llms.txt', href: LLMS_TXT, file: true },
    { text: 'llms-full.txt', href: LLMS_FULL_TXT, file: true },
    ...apis.map((a) => ({
      text: `${a.label.replace(/ APIs?$/, '')} OpenAPI spec (${/\.json$/i.test(a.file) ? 'JSON' : 'YAML'})`,
      href: specDownload(a.file),
      file: true,
    })),
  ];
}

/**
 * Footer link columns: a column per product with a `footer` title (its API references and its
 * links), then "Products" with the other products' API references.
 */
export function footerColumns(
  apis: readonly (ApiLink & Pick<ApiEntry, 'file'>)[],
  products: readonly Product[],
): Array<{ title: string; links: FooterLink[] }> {
  const own = products.filter((p) => p.footer);
  const others = new Set(products.filter((p) => !p.footer).map((p) => p.id));
  const href = (l: { text: string; link: string }) => ({ text: l.text, href: l.link });
  return [
    ...own.map((p) => ({
      title: p.footer!,
      links: [
        ...productApiLinks(apis, p.id, p.apiIndex).map((l) => ({
          text: l.index ? `All ${p.label} APIs` : l.text.replace(/ APIs?$/, ' API reference'),
          href: l.link,
        })),
        ...p.links.map(href),
      ],
    })),
    {
      title: 'Products',
      links: [
        ...apis.filter((a) => others.has(a.product)).map((a) => ({ text: a.label, href: a.base })),
        { text: 'All documentation', href: '/docs' },
        { text: 'Tags', href: '/idn/tags' },
      ],
    },
    {
      title: 'Community',
      links: [
        { text: 'Blog', href: '/blog' },
        { text: 'Ambassador program', href: '/ambassador-program' },
        { text: 'Marketplace', href: '/marketplace' },
        { text: 'AI', href: '/ai' },
        { text: 'Forum', href: EXTERNAL_LINKS.forum },
        { text: 'Ideas portal', href: EXTERNAL_LINKS.ideas },
        { text: 'Support', href: EXTERNAL_LINKS.support },
      ],
    },
    { title: 'For machines', links: downloadLinks(apis) },
  ];
}
