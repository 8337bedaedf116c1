/**
 * The API references of the portal as the build resolved them from `apis.yaml` (see
 * plugins/apis/load-api-list.ts). Build and browser both read this shape: the build from the
 * loader, the browser from the generated `@portal-generated/apis.json`.
 *
 * An entry is one **version** of one **API** of a product: entries with the same `product` and
 * `api` are that API's versions, in list order; an entry without `api` is a version of its
 * product's default API.
 */
export type ApiStatus = 'stable' | 'beta' | 'experimental' | 'deprecated';
export const API_STATUSES: readonly ApiStatus[] = ['stable', 'beta', 'experimental', 'deprecated'];

export interface ApiEntry {
  /** Spec file, relative to apis.yaml (may be in a sub-folder: `access-profiles/openapi.yaml`). */
  file: string;
  /** Product id (products.yaml). */
  product: string;
  /** The API's id within its product (kebab-case); absent for the product's default API. */
  api?: string;
  /** The API's name (search results, breadcrumbs, menus); absent for the product's default API. */
  apiLabel?: string;
  /** The API's group on its product's API index (the first version that gives one names it). */
  group?: string;
  /** Route of the version root; pages at `{base}/{slug}`. */
  base: string;
  /** Navbar, version menu, sidebar title. */
  label: string;
  /** Slug of the spec's landing page ("About this API"), if any. */
  landing?: string;
  status: ApiStatus;
  /** Absolute URL that root-relative links in the spec's descriptions resolve against (e.g. the vendor's own site). */
  linkBase?: string;
  /** Base of the version its "What changed" page compares with (default: the one before it in its API's list). */
  compareWith?: string;
  /** The version's short name within its API (`v3`, `beta`): the last segment of `base`; null when the API has one version. */
  versionKey: string | null;
  /** The sidebar area the version belongs to (config/areas.ts): `{product}-api`. */
  area: string;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The API version a route belongs to (the longest base it is under: a base may prefix another). */
export function apiForPath(apis: readonly ApiEntry[], path: string): ApiEntry | undefined {
  let best: ApiEntry | undefined;
  for (const a of apis)
    if (under(path, a.base) && (!best || a.base.length > best.base.length)) best = a;
  return best;
}

/** Whether two entries are versions of the same API. */
export const sameApi = (
  a: Pick<ApiEntry, 'product' | 'api'>,
  b: Pick<ApiEntry, 'product' | 'api'>,
) => a.product === b.product && (a.api ?? '') === (b.api ?? '');

/** A stable key of an entry's API: `idn` for a product's default API, `idn/sources` for a named one. */
export const apiKey = (a: Pick<ApiEntry, 'product' | 'api'>) =>
  a.api ? `${a.product}/${a.api}` : a.product;

/** The versions of an entry's API, in list order. */
export function versionsOf(
  apis: readonly ApiEntry[],
  api: Pick<ApiEntry, 'product' | 'api'>,
): ApiEntry[] {
  return apis.filter((a) => sameApi(a, api));
}

/** The newest stable version of an entry's API: the last `stable` entry in list order. */
export function newestStable(
  apis: readonly ApiEntry[],
  api: Pick<ApiEntry, 'product' | 'api'>,
): ApiEntry | undefined {
  return versionsOf(apis, api)
    .filter((a) => a.status === 'stable')
    .at(-1);
}

/**
 * What a version's "changes" page compares with: the version its `compareWith` names (a version
 * of the same API), else the one before it in its API's list.
 */
export function previousVersion(apis: readonly ApiEntry[], api: ApiEntry): ApiEntry | undefined {
  if (api.compareWith) return apis.find((a) => a.base === api.compareWith && sameApi(a, api));
  const list = versionsOf(apis, api);
  const i = list.indexOf(api);
  return i > 0 ? list[i - 1] : undefined;
}

/** Route of a version's "what changed" page. */
export const changesRoute = (api: ApiEntry) => `${api.base}/changes`;
