/**
 * One result per operation across API versions: the same operation in v3 and beta shows once,
 * in the reader's preferred version (the one last chosen in a version menu, if the product has
 * it), else the newest stable version of its product (common/apis/api-list.ts), else the best
 * ranked; the other versions ride along as variants. Pure, tested in versions.test.ts.
 */
import { apiForPath, apiKey, newestStable, type ApiEntry } from '../../common/apis/api-list';
import { slugOf } from '../../common/search/postings';
import type { PageDoc } from './doc';

export interface VersionContext {
  apis: readonly ApiEntry[];
  /** The reader's preferred version key (`v3`, `beta`), from STORAGE_KEYS.docsVersion. */
  preferred?: string | null;
}

export interface VersionVariant {
  route: string;
  /** The version's label, e.g. "Beta APIs". */
  label: string;
  versionKey: string;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * What makes two documents the same operation (or schema, `method: 'schema'`) in two versions of an
 * API: the API (product and api), method and operationId (the route slug when there is none); for another page
 * of a version, its slug. Null for a page that is not versioned.
 */
export function sameOperationKey(
  doc: Pick<PageDoc, 'route' | 'method' | 'operationId'>,
  apis: readonly ApiEntry[],
): string | null {
  const api = apiForPath(apis, doc.route);
  if (!api?.versionKey || doc.route === api.base) return null;
  // Other pages of a version (a tag's list of operations) are the same page when their slug is.
  if (!doc.method) return `${apiKey(api)}|page|${slugOf(doc.route)}`;
  return `${apiKey(api)}|${doc.method}|${doc.operationId ? squash(doc.operationId) : slugOf(doc.route)}`;
}

/**
 * Collapses ranked hits: each operation once, at the place of its best-ranked version, shown in
 * the chosen version, the others as `variants` in the API list's order.
 */
export function collapseVersions<H extends { doc: PageDoc; variants?: VersionVariant[] }>(
  hits: readonly H[],
  ctx: VersionContext,
): H[] {
  const groups = new Map<string, H[]>();
  const order: Array<H | string> = [];
  for (const h of hits) {
    const key = sameOperationKey(h.doc, ctx.apis);
    if (!key) {
      order.push(h);
      continue;
    }
    const g = groups.get(key);
    if (g) g.push(h);
    else {
      groups.set(key, [h]);
      order.push(key);
    }
  }
  return order.map((item) => {
    if (typeof item !== 'string') return item;
    const members = groups.get(item)!;
    if (members.length === 1) return members[0]!;
    const apiOf = (h: H) => apiForPath(ctx.apis, h.doc.route)!;
    const stable = newestStable(ctx.apis, apiOf(members[0]!))?.versionKey;
    const chosen =
      members.find((h) => ctx.preferred && apiOf(h).versionKey === ctx.preferred) ??
      members.find((h) => stable && apiOf(h).versionKey === stable) ??
      members[0]!;
    const variants = members
      .filter((h) => h !== chosen)
      .sort((a, b) => ctx.apis.indexOf(apiOf(a)) - ctx.apis.indexOf(apiOf(b)))
      .map((h): VersionVariant => ({
        route: h.doc.route,
        label: apiOf(h).label,
        versionKey: apiOf(h).versionKey!,
      }));
    return { ...chosen, variants };
  });
}
