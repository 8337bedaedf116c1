/**
 * What the not-found page offers, loaded after it has hydrated (NotFoundHelp.tsx imports this
 * module on demand, so the page itself stays as light as before): the pages closest to the
 * missing path (theme/logic/route-suggestions.ts) and the top search results for its words.
 * Both come from the search index the dialog uses (its shards carry every searchable page's
 * route, title and operationId), fetched and indexed once per page view and shared with it.
 */
import { bucketsFor } from '../../common/search/buckets';
import { STORAGE_KEYS } from '../../config/site';
import { API_LIST } from '../api/api-list';
import { safeStorage } from '../logic/storage';
import { suggestRoutes, type RouteSuggestion } from '../logic/route-suggestions';
import { parseQuery } from '../search/engine';
import { synonymTerms } from '../search/synonyms';
import { searchIndex } from '../search/useSearchIndex';

export interface NotFoundHelp {
  suggestions: RouteSuggestion[];
  results: Array<{ href: string; title: string; group: string }>;
}

const ALL = { products: [], kinds: [] };

/** Suggestions and results for `path` (without the site's base); `later` adds the schema pages. */
export async function findHelp(path: string, query: string, later = false): Promise<NotFoundHelp> {
  const terms = parseQuery(query);
  const buckets = bucketsFor([...terms, ...synonymTerms(terms)]);
  await searchIndex.load(ALL, buckets, later);
  const engine = searchIndex.engine;
  const suggestions = suggestRoutes(
    path,
    engine.docs.map((d) => ({ route: d.route, title: d.title, name: d.operationId })),
  );
  const suggested = new Set(suggestions.map((s) => s.route));
  const results = terms.length
    ? engine
        .search(query, ALL, 10, {
          versions: { apis: API_LIST, preferred: safeStorage.get(STORAGE_KEYS.docsVersion) },
        })
        .filter((h) => !suggested.has(h.doc.route))
        .slice(0, 5)
        .map((h) => ({ href: h.href, title: h.doc.title, group: h.doc.group }))
    : [];
  return { suggestions, results };
}
