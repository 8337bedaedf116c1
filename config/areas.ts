/**
 * The portal's areas: one record per sidebar (spec §2: every docs page belongs to
 * exactly one sidebar) plus its version record (spec §3). Nav, sidebars,
 * breadcrumbs and the site metadata file are all derived from this list.
 */
export type Product = 'idn' | 'iiq' | 'nerm' | 'general';

export interface VersionRecord {
  name: 'current';
  label: 'Next';
  isLast: true;
  path: string;
  mainDocId: string;
  breadcrumbs: boolean;
}

export interface Area {
  /** Sidebar id, also used in the site metadata page index. */
  id: 'idn-api' | 'idn-docs' | 'idn-tools' | 'iiq-api' | 'nerm-api';
  label: string;
  product: Exclude<Product, 'general'>;
  /** Route prefixes whose pages use this sidebar (longest prefix wins). */
  prefixes: string[];
  /** Where the sidebar's items come from. */
  source: { kind: 'files'; dir: string } | { kind: 'openapi' } | { kind: 'mixed'; dir: string };
  version: VersionRecord;
  /** Leading breadcrumbs before the sidebar's own groups (e.g. IDN › Docs). */
  crumbs: Crumb[];
}

export interface Crumb {
  text: string;
  link?: string;
}

const version = (path: string, mainDocId: string, breadcrumbs = true): VersionRecord => ({
  name: 'current',
  label: 'Next',
  isLast: true,
  path,
  mainDocId,
  breadcrumbs,
});

export const AREAS: Area[] = [
  {
    id: 'idn-api',
    label: 'IDN API reference',
    product: 'idn',
    prefixes: ['/idn/api'],
    source: { kind: 'mixed', dir: 'idn/api' },
    version: version('/idn/api', 'idn/api/getting-started'),
    crumbs: [{ text: 'IDN', link: '/idn' }, { text: 'API', link: '/idn/api/getting-started' }],
  },
  {
    id: 'idn-docs',
    label: 'IDN docs',
    product: 'idn',
    prefixes: ['/idn/docs'],
    source: { kind: 'files', dir: 'idn/docs' },
    version: version('/idn/docs', 'idn/docs/index'),
    crumbs: [{ text: 'IDN', link: '/idn' }, { text: 'Docs', link: '/idn/docs' }],
  },
  {
    id: 'idn-tools',
    label: 'IDN CLI & SDK tools',
    product: 'idn',
    prefixes: ['/idn/tools'],
    source: { kind: 'files', dir: 'idn/tools' },
    version: version('/idn/tools', 'idn/tools/cli/index'),
    crumbs: [{ text: 'IDN', link: '/idn' }, { text: 'Tools' }],
  },
  {
    id: 'iiq-api',
    label: 'IIQ API',
    product: 'iiq',
    prefixes: ['/iiq/api'],
    source: { kind: 'openapi' },
    version: version('/iiq/api', 'iiq/api'),
    crumbs: [{ text: 'IIQ', link: '/iiq' }],
  },
  {
    id: 'nerm-api',
    label: 'NERM API',
    product: 'nerm',
    prefixes: ['/nerm/api'],
    source: { kind: 'openapi' },
    version: version('/nerm/api', 'nerm/api'),
    crumbs: [{ text: 'NERM', link: '/nerm' }],
  },
];

export function areaForPath(path: string): Area | undefined {
  let best: Area | undefined;
  let bestLen = -1;
  for (const area of AREAS) {
    for (const p of area.prefixes) {
      if ((path === p || path.startsWith(p + '/')) && p.length > bestLen) {
        best = area;
        bestLen = p.length;
      }
    }
  }
  return best;
}

export function productForPath(path: string): Product {
  const seg = path.split('/')[1];
  return seg === 'idn' || seg === 'iiq' || seg === 'nerm' ? seg : 'general';
}
