/**
 * The portal's areas: one record per sidebar (spec §2: every docs page belongs to
 * exactly one sidebar) plus its version record (spec §3). Nav, sidebars,
 * breadcrumbs and the site metadata file are all derived from this list.
 *
 * Each product of `products.yaml` has an API area (`{id}-api` at its `apiRoot`); the
 * hand-written areas below (docs and tools folders) are this site's own and follow their
 * product's API area.
 */
import { apiAreaId, type Product } from '../common/apis/products';

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
  id: string;
  label: string;
  /** Product id (products.yaml). */
  product: string;
  /** Route prefixes whose pages use this sidebar (longest prefix wins). */
  prefixes: string[];
  /** Where the sidebar's items come from. */
  source: { kind: 'files'; dir: string } | { kind: 'openapi' } | { kind: 'mixed'; dir: string };
  version: VersionRecord;
  /** Leading breadcrumbs before the sidebar's own groups (e.g. IDN › Docs). */
  crumbs: Crumb[];
  /** The search "kind" facet of its pages. */
  kind: 'api' | 'docs' | 'tools';
  /** Its search shard's group heading (hand-written areas). */
  searchLabel?: string;
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

/** A hand-written area whose id names its root route (`idn-docs` → /idn/docs): its only prefix and its version's path. */
const area = (
  id: string,
  label: string,
  source: Area['source'],
  mainDocId: string,
  crumbs: Crumb[],
  kind: Area['kind'],
  searchLabel: string,
): Area => {
  const root = `/${id.replace('-', '/')}`;
  return {
    id,
    label,
    product: id.split('-')[0]!,
    prefixes: [root],
    source,
    version: version(root, mainDocId),
    crumbs,
    kind,
    searchLabel,
  };
};

/** The site's hand-written areas beside the products' API areas. */
export const DOC_AREAS: Area[] = [
  area(
    'idn-docs',
    'IDN docs',
    { kind: 'files', dir: 'idn/docs' },
    'idn/docs/index',
    [
      { text: 'IDN', link: '/idn' },
      { text: 'Docs', link: '/idn/docs' },
    ],
    'docs',
    'IDN docs',
  ),
  area(
    'idn-tools',
    'IDN CLI & SDK tools',
    { kind: 'files', dir: 'idn/tools' },
    'idn/tools/cli/index',
    [{ text: 'IDN', link: '/idn' }, { text: 'Tools' }],
    'tools',
    'IDN CLI & SDKs',
  ),
];

/** A product's API area: its versions' sidebars, and its hand-written API guides when it has them. */
export function apiArea(p: Product): Area {
  const dir = p.apiRoot.slice(1);
  return {
    id: apiAreaId(p.id),
    label: p.apiTitle,
    product: p.id,
    prefixes: [p.apiRoot],
    source: p.guides ? { kind: 'mixed', dir } : { kind: 'openapi' },
    version: version(p.apiRoot, p.guides ?? dir),
    crumbs: [
      { text: p.label, link: p.root },
      ...(p.guides ? [{ text: 'API', link: `/${p.guides}` }] : []),
    ],
    kind: 'api',
  };
}

/** Every area of the site: each product's API area, followed by its hand-written areas, in product order. */
export function siteAreas(
  products: readonly Product[],
  docAreas: readonly Area[] = DOC_AREAS,
): Area[] {
  const ids = new Set(products.map((p) => p.id));
  return [
    ...products.flatMap((p) => [apiArea(p), ...docAreas.filter((a) => a.product === p.id)]),
    ...docAreas.filter((a) => !ids.has(a.product)),
  ];
}

export function areaForPath(areas: readonly Area[], path: string): Area | undefined {
  let best: Area | undefined;
  let bestLen = -1;
  for (const area of areas) {
    for (const p of area.prefixes) {
      if ((path === p || path.startsWith(p + '/')) && p.length > bestLen) {
        best = area;
        bestLen = p.length;
      }
    }
  }
  return best;
}
