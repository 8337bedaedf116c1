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

/** An area whose id names its root route (`idn-api` → /idn/api): its only prefix and its version's path. */
const area = (
  id: Area['id'],
  label: string,
  source: Area['source'],
  mainDocId: string,
  crumbs: Crumb[],
): Area => {
  const root = `/${id.replace('-', '/')}`;
  return {
    id,
    label,
    product: id.split('-')[0] as Area['product'],
    prefixes: [root],
    source,
    version: version(root, mainDocId),
    crumbs,
  };
};

export const AREAS: Area[] = [
  area(
    'idn-api',
    'IDN API reference',
    { kind: 'mixed', dir: 'idn/api' },
    'idn/api/getting-started',
    [
      { text: 'IDN', link: '/idn' },
      { text: 'API', link: '/idn/api/getting-started' },
    ],
  ),
  area('idn-docs', 'IDN docs', { kind: 'files', dir: 'idn/docs' }, 'idn/docs/index', [
    { text: 'IDN', link: '/idn' },
    { text: 'Docs', link: '/idn/docs' },
  ]),
  area(
    'idn-tools',
    'IDN CLI & SDK tools',
    { kind: 'files', dir: 'idn/tools' },
    'idn/tools/cli/index',
    [{ text: 'IDN', link: '/idn' }, { text: 'Tools' }],
  ),
  area('iiq-api', 'IIQ API', { kind: 'openapi' }, 'iiq/api', [{ text: 'IIQ', link: '/iiq' }]),
  area('nerm-api', 'NERM API', { kind: 'openapi' }, 'nerm/api', [{ text: 'NERM', link: '/nerm' }]),
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
