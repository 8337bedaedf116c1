import { useLocation } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import '../theme/pages/pages.css';
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
            <span className="visually-hidden">
              {' '}
              for {item.name} (opens in a new tab)
            </span>
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

  const results = useMemo(() => filterIntegrations(INTEGRATIONS, query, category), [query, category]);
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
      <header className="pp-hero">
        <p className="pp-eyebrow">Community</p>
        <h1 className="pp-title">Integration marketplace</h1>
        <p className="pp-lead">
          Open-source connectors, plugins, rules, transforms, workflows and tools from the CoLab, the developer
          community’s hub for shared projects, published under github.com/sailpoint-oss. Every entry links to its
          repository, so you can read the code, open issues and adapt it to your tenant.
        </p>
        <div className="pp-actions">
          <Link className="pp-button pp-button--primary" href="/idn/docs/saas-connectivity">
            Build a SaaS connector
          </Link>
          <Link className="pp-button pp-button--secondary" href="/idn/docs/transforms">
            Learn about transforms
          </Link>
        </div>
      </header>

      <section className="pp-section" aria-labelledby="pp-market-browse">
        <div className="pp-section-header">
          <h2 className="pp-section-title" id="pp-market-browse">
            Browse integrations
          </h2>
          <p className="pp-section-intro">
            Community projects are maintained by their contributors, not supported as products. Read each README,
            review the code and test in a sandbox tenant before you use anything in production.
          </p>
        </div>

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
            <p className="pp-empty-text">Check the spelling, try a broader word, or show every category.</p>
            <button type="button" className="pp-button pp-button--primary" onClick={clearFilters}>
              Clear filters
            </button>
          </div>
        )}
      </section>

      <section className="pp-section" aria-labelledby="pp-market-share">
        <div className="pp-section-header">
          <h2 className="pp-section-title" id="pp-market-share">
            Share your own integration
          </h2>
          <p className="pp-section-intro">
            Built something other teams could use? Publish it in a public repository with a README, a license and a
            short test plan, then tell the community about it on the developer forum.
          </p>
        </div>
        <ul className="pp-grid pp-grid--3">
          <li>
            <article className="pp-card">
              <h3 className="pp-card-title">Connectors</h3>
              <p className="pp-card-text">
                Start from the connector spec and the example connectors, and cover every command your source
                supports.
              </p>
              <ul className="pp-card-links">
                <li>
                  <Link className="pp-link" href="/idn/docs/saas-connectivity">
                    SaaS connectivity docs
                  </Link>
                </li>
              </ul>
            </article>
          </li>
          <li>
            <article className="pp-card">
              <h3 className="pp-card-title">Rules and transforms</h3>
              <p className="pp-card-text">
                Keep rules small and validated, and prefer a transform when the built-in operations can express the
                logic.
              </p>
              <ul className="pp-card-links">
                <li>
                  <Link className="pp-link" href="/idn/docs/rules">
                    Rules docs
                  </Link>
                </li>
                <li>
                  <Link className="pp-link" href="/idn/docs/transforms">
                    Transforms docs
                  </Link>
                </li>
              </ul>
            </article>
          </li>
          <li>
            <article className="pp-card">
              <h3 className="pp-card-title">Workflows and tools</h3>
              <p className="pp-card-text">
                Document which event triggers and API scopes your project needs, so reviewers know what access it
                asks for.
              </p>
              <ul className="pp-card-links">
                <li>
                  <Link className="pp-link" href="/idn/docs/event-triggers">
                    Event triggers
                  </Link>
                </li>
                <li>
                  <Link className="pp-link" href="/idn/tools/cli">
                    CLI
                  </Link>
                </li>
              </ul>
            </article>
          </li>
        </ul>
      </section>
    </div>
  );
}
