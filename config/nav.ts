import type { NavItem } from '@rspress/core';
import { apiKey, type ApiEntry } from '../common/apis/api-list';
import type { Product } from '../common/apis/products';
import { EXTERNAL_LINKS } from './site';

const EXTERNAL_REL = 'noopener noreferrer';

type ApiLink = Pick<ApiEntry, 'product' | 'api' | 'apiLabel' | 'base' | 'label' | 'status'>;

/**
 * A product's API references as menu items, in list order: the default API's versions by their
 * labels (a product with one API of one version: "API"); each other API once, by its name,
 * linking to its newest stable version (else its last).
 */
export function productApiLinks(
  apis: readonly ApiLink[],
  product: string,
): Array<{ text: string; link: string }> {
  const list = apis.filter((a) => a.product === product);
  if (list.length === 1 && !list[0]!.api) return [{ text: 'API', link: list[0]!.base }];
  const out: Array<{ text: string; link: string }> = [];
  const seen = new Set<string>();
  for (const a of list) {
    if (!a.api) {
      out.push({ text: a.label, link: a.base });
      continue;
    }
    const key = apiKey(a);
    if (seen.has(key)) continue;
    seen.add(key);
    const versions = list.filter((v) => apiKey(v) === key);
    const to = versions.filter((v) => v.status === 'stable').at(-1) ?? versions.at(-1)!;
    out.push({ text: a.apiLabel ?? a.api, link: to.base });
  }
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
      items: [...productApiLinks(apis, p.id), ...p.links],
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
        ...productApiLinks(apis, p.id).map((l) => ({
          text: l.text.replace(/ APIs?$/, ' API reference'),
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
