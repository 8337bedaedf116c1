import { useLocation } from '@rspress/core/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CardSection, Hero, Section } from '../theme/components/blocks';
// Every word of the page (with its sources), the categories and the entries: _marketplace.json.
import copy from './_marketplace.json';
import {
  CATEGORIES,
  INTEGRATIONS,
  buildMarketplaceSearch,
  categoryInfo,
  filterIntegrations,
  parseMarketplaceSearch,
} from './_marketplace-data';
import type { CategoryFilter, Integration } from './_marketplace-data';

export const frontmatter = {
  pageType: 'custom',
  title: 'Marketplace',
  description:
    'Browse the open-source community projects of the CoLab (connectors, plugins, rules, transforms, workflows and tools), filter by category and share the view by URL.',
};

const T = copy.browse;

function countLabel(n: number): string {
  return `${n} ${n === 1 ? T.countOne : T.countMany}`;
}

/** A text of the data with its `{name}` slots filled. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

function IntegrationCard({ item }: { item: Integration }) {
  const cat = categoryInfo(item.category);
  return (
    <li>
      <article className="pp-card" aria-labelledby={`pp-int-${item.id}`}>
        <div className="pp-card-head">
          <span className="pp-badge">{cat.singular}</span>
          <h3 className="pp-card-title" id={`pp-int-${item.id}`}>
            {item.name}
          </h3>
        </div>
        <p className="pp-card-text">{item.summary}</p>
        <ul className="pp-tags" aria-label={T.tagsLabel}>
          {item.tags.map((t) => (
            <li key={t} className="pp-tag">
              {t}
            </li>
          ))}
        </ul>
        <div className="pp-card-footer">
          <a className="pp-link" href={item.repo} target="_blank" rel="noopener noreferrer">
            {T.sourceLink}
            <span className="visually-hidden">{fill(T.sourceLinkHint, { name: item.name })}</span>
          </a>
        </div>
      </article>
    </li>
  );
}

export default function MarketplacePage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  // False until the URL has been read, so the first (server-matching) render never overwrites it.
  const [urlRead, setUrlRead] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  // One filter per page: fixed ids, the same in the server's HTML and the browser's.
  const searchId = 'marketplace-search';
  const hintId = 'marketplace-search-hint';

  // Read ?q=&category= on mount, and again if the router navigates to this page with a new query.
  const routerSearch = useLocation().search;
  useEffect(() => {
    const state = parseMarketplaceSearch(window.location.search);
    setQuery(state.q);
    setCategory(state.category);
    setUrlRead(true);
  }, [routerSearch]);

  // Mirror the filters into the URL without adding history entries.
  useEffect(() => {
    if (!urlRead) return;
    const { pathname, search, hash } = window.location;
    const next = buildMarketplaceSearch({ q: query, category }, search);
    if (next !== search) {
      window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    }
  }, [query, category, urlRead]);

  const results = useMemo(
    () => filterIntegrations(INTEGRATIONS, query, category),
    [query, category],
  );
  const totals = useMemo(() => {
    const map = new Map<string, number>();
    for (const i of INTEGRATIONS) map.set(i.category, (map.get(i.category) ?? 0) + 1);
    return map;
  }, []);

  const categoryLabel = category === 'all' ? '' : categoryInfo(category).label;

  const clearFilters = () => {
    setQuery('');
    setCategory('all');
    searchRef.current?.focus();
  };

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keep site-wide shortcuts (such as "/" for the search modal) from firing while typing.
    if (e.key === '/') e.stopPropagation();
    if (e.key === 'Escape' && query !== '') {
      e.preventDefault();
      e.stopPropagation();
      setQuery('');
    }
  };

  const chips: Array<{ id: CategoryFilter; label: string; count: number }> = [
    { id: 'all', label: T.allLabel, count: INTEGRATIONS.length },
    ...CATEGORIES.map((c) => ({ id: c.id, label: c.label, count: totals.get(c.id) ?? 0 })),
  ];

  const emptyMessage = (() => {
    const q = query.trim();
    if (q && categoryLabel)
      return fill(T.emptyQueryInCategory, { query: q, category: categoryLabel });
    if (q) return fill(T.emptyQuery, { query: q });
    return fill(T.emptyCategory, { category: categoryLabel });
  })();

  return (
    <div className="pp-page">
      <Hero {...copy.hero} />

      <Section {...copy.sections.browse}>
        <div className="pp-toolbar" role="search" aria-label={T.toolbarLabel}>
          <div className="pp-field">
            <label className="pp-field-label" htmlFor={searchId}>
              {T.searchLabel}
            </label>
            <input
              ref={searchRef}
              id={searchId}
              className="pp-search"
              type="search"
              value={query}
              placeholder={T.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onSearchKeyDown}
            />
            <span id={hintId} className="visually-hidden">
              {T.searchHint}
            </span>
          </div>

          <div className="pp-chips" role="group" aria-label={T.chipsLabel}>
            {chips.map((c) => (
              <button
                key={c.id}
                type="button"
                className="pp-chip"
                aria-pressed={category === c.id}
                onClick={() => setCategory(c.id)}
              >
                {c.label}
                <span className="pp-chip-count" aria-hidden="true">
                  {c.count}
                </span>
              </button>
            ))}
          </div>

          <p className="pp-count" role="status" aria-live="polite">
            {countLabel(results.length)}
          </p>
        </div>

        {results.length > 0 ? (
          <ul className="pp-grid" aria-label={T.listLabel}>
            {results.map((item) => (
              <IntegrationCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <div className="pp-empty">
            <p className="pp-empty-title">{emptyMessage}</p>
            <p className="pp-empty-text">{T.emptyText}</p>
            <button type="button" className="pp-button pp-button--primary" onClick={clearFilters}>
              {T.clearFilters}
            </button>
          </div>
        )}
      </Section>

      <CardSection {...copy.sections.share} cards={copy.shareKinds} columns={3} />
    </div>
  );
}
