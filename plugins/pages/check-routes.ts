import { trimTrailingSlash } from '../../common/routes/route-path';

export interface RouteSource {
  route: string;
  /** A file path (hand-written page) or a description of the generator. */
  source: string;
}

/** Routes differing only in a trailing slash or in case are one route to the server. */
const normalize = (route: string) => trimTrailingSlash(route).toLowerCase();

/**
 * Finds routes claimed twice: two files (`foo.md` and `foo/index.md`), or a generated page
 * that would take a hand-written page's route. Returns readable problems, empty when fine.
 */
export function findDuplicateRoutes(sources: RouteSource[]): string[] {
  const seen = new Map<string, RouteSource>();
  const problems: string[] = [];
  for (const s of sources) {
    const key = normalize(s.route);
    const first = seen.get(key);
    if (first)
      problems.push(`duplicate route ${s.route}: ${first.source} and ${s.source} both produce it`);
    else seen.set(key, s);
  }
  return problems;
}
