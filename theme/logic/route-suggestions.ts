/**
 * "Did you mean …" on the not-found page: the site's pages closest to a path that has none.
 * Pure, tested in route-suggestions.test.ts. The candidates are the searchable pages (routes,
 * titles and operationIds as the search shards carry them), so the page needs no route list of
 * its own.
 *
 * Comparison ignores case and separators (`listAccounts`, `list_accounts` and `list-accounts` are
 * one name). The last segment decides: equal to a page's slug or operationId, a few edits from it,
 * or the start of it (`concat` → `concatenation`); the folders before it break ties (the same
 * folder first, then the fewest folders that differ).
 */
import { editDistance } from '../search/fuzzy';

export interface RouteCandidate {
  route: string;
  title: string;
  /** An operation's operationId. */
  name?: string;
}

export interface RouteSuggestion {
  route: string;
  title: string;
  /** Lower is closer: the last segment's cost plus the folders' (see suggestRoutes). */
  cost: number;
}

/** Lower case, letters and digits only: `listAccounts`, `list-accounts` and `List_Accounts` meet. */
export const squashSegment = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A path's segments: decoded, without `.html`, `/index` or a trailing slash. */
export function pathSegments(path: string): string[] {
  let p = path;
  try {
    p = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the text as it is.
  }
  return p
    .split(/[?#]/)[0]!
    .replace(/(\/index)?\.html?$/i, '')
    .split('/')
    .filter(Boolean);
}

/** Edits allowed between two names of this length: 1 up to 4 characters, 2 up to 8, then 3. */
const allowedEdits = (n: number) => (n <= 4 ? 1 : n <= 8 ? 2 : 3);
/** A name the path's last segment starts (`concat` of `concatenation`) costs less than two edits. */
const PREFIX_COST = 1.5;
/** The shortest last segment compared as the start of a longer name. */
const MIN_PREFIX = 3;

/** Cost of a page's name for the path's last segment, or Infinity when they are too far apart. */
function nameCost(last: string, name: string): number {
  if (!last || !name) return Infinity;
  if (last === name) return 0;
  const max = allowedEdits(Math.max(last.length, name.length));
  const d = editDistance(last, name, max);
  if (d <= max) return d;
  // The start of a longer name, or a longer name's start typed with extra characters.
  if (last.length >= MIN_PREFIX && name.startsWith(last))
    return PREFIX_COST + (1 - last.length / name.length);
  return Infinity;
}

/** Cost of the folders: 0 when they are the same; each differing or missing folder adds to it. */
function folderCost(want: string[], have: string[]): number {
  let cost = Math.abs(want.length - have.length) * 0.75;
  for (let i = 0; i < Math.min(want.length, have.length); i++) {
    const a = want[i]!;
    const b = have[i]!;
    if (a === b) continue;
    cost += editDistance(a, b, 1) <= 1 ? 0.25 : 0.75;
  }
  return cost;
}

/**
 * The pages closest to `path` (at most `max`), closest first; none when nothing is near. The path
 * is given without the site's base.
 */
export function suggestRoutes(
  path: string,
  candidates: Iterable<RouteCandidate>,
  max = 3,
): RouteSuggestion[] {
  const segs = pathSegments(path).map(squashSegment);
  const last = segs.at(-1);
  if (!last) return [];
  const folders = segs.slice(0, -1);
  const best = new Map<string, RouteSuggestion>();
  for (const c of candidates) {
    const csegs = pathSegments(c.route).map(squashSegment);
    const slug = csegs.at(-1) ?? '';
    const name = Math.min(
      nameCost(last, slug),
      c.name ? nameCost(last, squashSegment(c.name)) : Infinity,
    );
    if (name === Infinity) continue;
    const cost = name + folderCost(folders, csegs.slice(0, -1));
    const prev = best.get(c.route);
    if (!prev || cost < prev.cost) best.set(c.route, { route: c.route, title: c.title, cost });
  }
  return [...best.values()]
    .sort(
      (a, b) => a.cost - b.cost || a.route.length - b.route.length || (a.route < b.route ? -1 : 1),
    )
    .slice(0, max);
}

/** The words of a path to search for: its last segment's, split at separators and camelCase. */
export function pathQuery(path: string): string {
  const segs = pathSegments(path);
  const last = segs.at(-1) ?? '';
  return last
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
