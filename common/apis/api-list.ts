/**
 * The API references of the portal as the build resolved them from `apis.yaml` (see
 * plugins/apis/load-api-list.ts). Build and browser both read this shape: the build from the
 * loader, the browser from the generated `@portal-generated/apis.json`.
 */
export type ApiProduct = 'idn' | 'iiq' | 'nerm';
export type ApiStatus = 'stable' | 'beta' | 'deprecated';
export const API_PRODUCTS: readonly ApiProduct[] = ['idn', 'iiq', 'nerm'];
export const API_STATUSES: readonly ApiStatus[] = ['stable', 'beta', 'deprecated'];

export interface ApiEntry {
  /** Spec file beside apis.yaml. */
  file: string;
  product: ApiProduct;
  /** Route of the version root; pages at `{base}/{slug}`. */
  base: string;
  /** Navbar, version menu, sidebar title. */
  label: string;
  /** Slug of the spec's landing page ("About this API"), if any. */
  landing?: string;
  status: ApiStatus;
  /** Absolute URL that root-relative links in the spec's descriptions resolve against (e.g. the vendor's own site). */
  linkBase?: string;
  /** Base of the version its "What changed" page compares with (default: the one before it in the list). */
  compareWith?: string;
  /** The version's short name within its product (`v3`, `beta`): the last segment of `base`; null when the product has one API. */
  versionKey: string | null;
  /** The sidebar area the version belongs to (config/areas.ts). */
  area: `${ApiProduct}-api`;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The API version a route belongs to. */
export function apiForPath(apis: readonly ApiEntry[], path: string): ApiEntry | undefined {
  return apis.find((a) => under(path, a.base));
}

/** A product's versions, in list order. */
export function versionsOf(apis: readonly ApiEntry[], product: ApiProduct): ApiEntry[] {
  return apis.filter((a) => a.product === product);
}

/** The newest stable version of a product: the last `stable` entry in list order. */
export function newestStable(apis: readonly ApiEntry[], product: ApiProduct): ApiEntry | undefined {
  return versionsOf(apis, product)
    .filter((a) => a.status === 'stable')
    .at(-1);
}

/**
 * What a version's "changes" page compares with: the version its `compareWith` names, else the
 * one before it in its product's list.
 */
export function previousVersion(apis: readonly ApiEntry[], api: ApiEntry): ApiEntry | undefined {
  if (api.compareWith)
    return apis.find((a) => a.base === api.compareWith && a.product === api.product);
  const list = versionsOf(apis, api.product);
  const i = list.indexOf(api);
  return i > 0 ? list[i - 1] : undefined;
}

/** Route of a version's "what changed" page. */
export const changesRoute = (api: ApiEntry) => `${api.base}/changes`;
