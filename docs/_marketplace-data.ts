/**
 * Community integrations listed on /marketplace, plus the pure filtering and
 * URL helpers the page uses. The leading underscore keeps Rspress from
 * treating this file as a route.
 */
import data from './_marketplace.json';

export type IntegrationCategory =
  'connector' | 'plugin' | 'rule' | 'transform' | 'workflow' | 'tool';

/**
 * One real public project. Only what its README (or the vendor's docs page about it) says:
 * no authors, dates or versions, which the sources do not give for most projects.
 */
export interface Integration {
  /** The repository name under github.com/sailpoint-oss, also the stable slug. */
  id: string;
  /** The project's name as its README titles it. */
  name: string;
  category: IntegrationCategory;
  /** What it does, in our own words, from its README. */
  summary: string;
  /** Lower-case keywords, matched by the search box. */
  tags: string[];
  repo: string;
}

export interface CategoryInfo {
  id: IntegrationCategory;
  /** Plural label shown on the filter chip. */
  label: string;
  /** Singular label shown on a card. */
  singular: string;
}

/** The categories and the entries, all words: data in _marketplace.json. */
export const CATEGORIES: readonly CategoryInfo[] = data.categories as CategoryInfo[];

/** The vendor's open-source organisation; every entry is a repository seen there. */
export const REPO_BASE = 'https://github.com/sailpoint-oss/';

/*
 * CoLab projects (the developer community's hub for open-source work) and the Community Toolbox.
 * Checked 2026-11-26 against each repository's README; where a README only names the project and
 * points to its forum topic, the summary says no more than that.
 */
export const INTEGRATIONS: readonly Integration[] = (
  data.integrations as Array<Omit<Integration, 'repo'>>
).map((e) => ({ ...e, repo: REPO_BASE + e.id }));

// ---------- Filtering ----------

export type CategoryFilter = IntegrationCategory | 'all';

export function isCategory(value: string): value is IntegrationCategory {
  return CATEGORIES.some((c) => c.id === value);
}

export function categoryInfo(id: IntegrationCategory): CategoryInfo {
  return CATEGORIES.find((c) => c.id === id)!;
}

/** Does the integration match every whitespace-separated word of the query (case-insensitive)? */
export function matchesQuery(item: Integration, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = [item.name, item.summary, ...item.tags].join(' ').toLowerCase();
  return terms.every((t) => haystack.includes(t));
}

export function filterIntegrations(
  items: readonly Integration[],
  query: string,
  category: CategoryFilter,
): Integration[] {
  return items.filter(
    (i) => (category === 'all' || i.category === category) && matchesQuery(i, query),
  );
}

// ---------- URL state (?q=&category=) ----------

export interface MarketplaceState {
  q: string;
  category: CategoryFilter;
}

/** Reads `q` and `category` from a query string; unknown categories fall back to all. */
export function parseMarketplaceSearch(search: string): MarketplaceState {
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const rawCategory = (params.get('category') ?? '').trim().toLowerCase();
  const byLabel = CATEGORIES.find(
    (c) => c.label.toLowerCase() === rawCategory || c.singular.toLowerCase() === rawCategory,
  );
  const category: CategoryFilter = isCategory(rawCategory)
    ? rawCategory
    : byLabel
      ? byLabel.id
      : 'all';
  return { q, category };
}

/**
 * The query string for a state, keeping unrelated parameters of `current`.
 * Empty values are left out, so the default view has a clean URL.
 */
export function buildMarketplaceSearch(state: MarketplaceState, current = ''): string {
  const params = new URLSearchParams(current);
  if (state.q.trim()) params.set('q', state.q);
  else params.delete('q');
  if (state.category !== 'all') params.set('category', state.category);
  else params.delete('category');
  const s = params.toString();
  return s ? `?${s}` : '';
}
