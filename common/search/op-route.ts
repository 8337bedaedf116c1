/**
 * An operation's page is `{API base}/{kebab-case operationId}` (plugins/openapi/slug.ts), so a
 * shard need not ship that route: the browser rebuilds it from the operationId. The build omits a
 * route only where `idRoute` gives it back exactly (its own check), so an operation whose slug
 * was numbered or spelt otherwise keeps its route. Shared by the build and the browser.
 */
import type { SearchDoc } from './types';

/** `listSources` → `list-sources`, `getAccountByID` → `get-account-by-id`: lodash's kebab-case for plain camelCase ids, without lodash in the browser. */
export function idSlug(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export const idRoute = (base: string, operationId: string) => `${base}/${idSlug(operationId)}`;

/** A shipped document: an operation's route may be left out (rebuilt with `expandRoutes`). */
export type ShippedDoc = Omit<SearchDoc, 'r'> & { r?: string };

/** The API base most of the operations of a shard are under (their route's folder), if any. */
export function commonBase(docs: readonly SearchDoc[]): string | undefined {
  const count = new Map<string, number>();
  for (const d of docs) {
    if (!d.o) continue;
    const folder = d.r.slice(0, d.r.lastIndexOf('/'));
    count.set(folder, (count.get(folder) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [base, n] of count) if (!best || n > count.get(best)!) best = base;
  return best;
}

/** Leaves out the route of an operation that `idRoute(base, o)` gives back. */
export function shrinkRoute(doc: SearchDoc, base: string | undefined): ShippedDoc {
  if (base === undefined || !doc.o || idRoute(base, doc.o) !== doc.r) return doc;
  const { r: _r, ...rest } = doc;
  return rest;
}

/** The documents of a shard as the engine takes them: every route back. */
export function expandRoutes(docs: readonly ShippedDoc[], base: string | undefined): SearchDoc[] {
  return docs.map((d) =>
    d.r !== undefined ? (d as SearchDoc) : { ...d, r: idRoute(base ?? '', d.o ?? '') },
  );
}
