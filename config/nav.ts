import type { NavItem } from '@rspress/core';
import type { ApiEntry } from '../common/apis/api-list';
import { EXTERNAL_LINKS } from './site';

const EXTERNAL_REL = 'noopener noreferrer';

type ApiLink = Pick<ApiEntry, 'product' | 'base' | 'label'>;

/** A product's API references as menu items: each version by its label, a single API as "API". */
const apiItems = (apis: readonly ApiLink[], product: ApiEntry['product']) => {
  const list = apis.filter((a) => a.product === product);
  return list.length === 1
    ? [{ text: 'API', link: list[0]!.base }]
    : list.map((a) => ({ text: a.label, link: a.base }));
};

/**
 * Navbar (spec §2 "Shared page chrome"): the product menus list the API references of
 * apis.yaml in its order. The config-check plugin validates item types at build time.
 */
export function navItems(apis: readonly ApiLink[]): NavItem[] {
  return [
    {
      text: 'IDN',
      items: [
        ...apiItems(apis, 'idn'),
        { text: 'Docs', link: '/idn/docs' },
        { text: 'CLI', link: '/idn/tools/cli' },
        { text: 'SDKs', link: '/idn/tools/sdk' },
      ],
    },
    { text: 'IIQ', items: apiItems(apis, 'iiq') },
    { text: 'NERM', items: apiItems(apis, 'nerm') },
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

/** Footer link columns; the IDN column lists the IDN API references of apis.yaml. */
export function footerColumns(
  apis: readonly (ApiLink & Pick<ApiEntry, 'file'>)[],
): Array<{ title: string; links: FooterLink[] }> {
  return [
    {
      title: 'Identity Security Cloud (IDN)',
      links: [
        ...apis
          .filter((a) => a.product === 'idn')
          .map((a) => ({ text: a.label.replace(/ APIs?$/, ' API reference'), href: a.base })),
        { text: 'Docs', href: '/idn/docs' },
        { text: 'CLI', href: '/idn/tools/cli' },
        { text: 'SDKs', href: '/idn/tools/sdk' },
      ],
    },
    {
      title: 'Products',
      links: [
        ...apis.filter((a) => a.product !== 'idn').map((a) => ({ text: a.label, href: a.base })),
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
