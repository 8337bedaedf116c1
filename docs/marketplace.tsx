import { useLocation } from '@rspress/core/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CardSection, Hero, Section, type LinkItem } from '../theme/components/blocks';
// The hero and the section headings.
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

/** What to publish, by kind, with the guides that help (the "Share your own integration" cards). */
const SHARE_KINDS: Array<{ title: string; text: string; links: LinkItem[] }> = [
  {
    title: 'Connectors',
    text: 'Start from the connector spec and the example connectors, and cover every command your source supports.',
    links: [{ href: '/idn/docs/saas-connectivity', text: 'SaaS connectivity docs' }],
  },
  {
    title: 'Rules and transforms',
    text: 'Keep rules small and validated, and prefer a transform when the built-in operations can express the logic.',
    links: [
      { href: '/idn/docs/rules', text: 'Rules docs' },
      { href: '/idn/docs/transforms', text: 'Transforms docs' },
    ],
  },
  {
    title: 'Workflows and tools',
    text: 'Document which event triggers and API scopes your project needs, so reviewers know what access it asks for.',
    links: [
      { href: '/idn/docs/event-triggers', text: 'Event triggers' },
      { href: '/idn/tools/cli', text: 'CLI' },
    ],
  },
];

function countLabel(n: number): string {
  return `${n} ${n === 1 ? 'integration' : 'integrations'}`;
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
        <ul className="pp-tags" aria-label="Tags">
          {item.tags.map((t) => (
            <li key={t} className="pp-tag">
              {t}
            </li>
          ))}
        </ul>
        <div className="pp-card-footer">
          <a className="pp-link" href={item.repo} target="_blank" rel="noopener noreferrer">
            View source on GitHub
            <span className="visually-hidden"> for {item.name} (opens in a new tab)</span>
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
  const ids = useId();
  const searchId = `${ids}-search`;
  const hintId = `${ids}-hint`;

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
    { id: 'all', label: 'All', count: INTEGRATIONS.length },
    ...CATEGORIES.map((c) => ({ id: c.id, label: c.label, count: totals.get(c.id) ?? 0 })),
  ];

  const emptyMessage = (() => {
    const q = query.trim();
    if (q && categoryLabel) return `No integrations match “${q}” in ${categoryLabel}.`;
    if (q) return `No integrations match “${q}”.`;
    return `No integrations match the ${categoryLabel} filter.`;
  })();

  return (
    <div className="pp-page">
      <Hero {...copy.hero} />

      <Section {...copy.sections.browse}>
        <div className="pp-toolbar" role="search" aria-label="Filter integrations">
          <div className="pp-field">
            <label className="pp-field-label" htmlFor={searchId}>
              Search integrations
            </label>
            <input
              ref={searchRef}
              id={searchId}
              className="pp-search"
              type="search"
              value={query}
              placeholder="Try “velocity”, “powershell” or “loopback”"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onSearchKeyDown}
            />
            <span id={hintId} className="visually-hidden">
              Matches names, descriptions and tags. Results update as you type.
            </span>
          </div>

          <div className="pp-chips" role="group" aria-label="Filter by category">
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
          <ul className="pp-grid" aria-label="Integrations">
            {results.map((item) => (
              <IntegrationCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <div className="pp-empty">
            <p className="pp-empty-title">{emptyMessage}</p>
            <p className="pp-empty-text">
              Check the spelling, try a broader word, or show every category.
            </p>
            <button type="button" className="pp-button pp-button--primary" onClick={clearFilters}>
              Clear filters
            </button>
          </div>
        )}
      </Section>

      <CardSection {...copy.sections.share} cards={SHARE_KINDS} columns={3} />
    </div>
  );
}
