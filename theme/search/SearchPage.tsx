/**
 * The full search page (`/search?q=…&product=…&kind=…`, docs/search.tsx): the same engine,
 * facets, results and texts as the dialog, with the state mirrored in the URL.
 */
import { Head, useLocation } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState } from 'react';
import { SITE_TITLE, TEXTS } from '../../config/site';
import { Facets } from './Facets';
import { rememberSearch } from './recent';
import { LiveRegion, SearchResults, optionId, resultsAnnouncement } from './SearchResults';
import { buildSearchQuery, parseSearchState, type SearchState } from './url-state';
import { suggestionsFor } from './options';
import { useActiveOption, useKeystrokeTiming, useSearch } from './useSearch';
import './search.css';

const PAGE_LIMIT = 100;

export function SearchPage() {
  const uid = useId().replace(/:/g, '');
  const idPrefix = `search-page-${uid}`;
  const listboxId = `${idPrefix}-listbox`;
  // Rspress's link navigation: loads the next page's code first, handles the base path.
  const navigate = useLinkNavigate();
  const routerSearch = useLocation().search;
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SearchState>({ q: '', products: [], kinds: [] });
  const [hydrated, setHydrated] = useState(false);
  // Read the URL on mount, and again when the router brings a new query to this page.
  useEffect(() => {
    setState(parseSearchState(window.location.search));
    setHydrated(true);
  }, [routerSearch]);
  // Mirror the state into the URL without adding history entries.
  useEffect(() => {
    if (!hydrated) return;
    const next = buildSearchQuery(state);
    const { pathname, search, hash } = window.location;
    if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }, [state, hydrated]);

  const search = useSearch(state.q, state, { enabled: hydrated, limit: PAGE_LIMIT });
  const count = search.options.length;
  const { active, setActive, onKeyDown } = useActiveOption(count, -1);
  const mark = useKeystrokeTiming(state.q, search.status === 'ready', search.hits.length);
  useEffect(() => setActive(-1), [state, setActive]);

  const openHit = (href: string) => {
    rememberSearch(state.q);
    void navigate(href);
  };
  const setQuery = (q: string) => setState((s) => ({ ...s, q }));
  const hasQuery = state.q.trim() !== '';

  return (
    <main className="search-page">
      <Head>
        <title>{`${hasQuery ? `Search: ${state.q.trim()}` : 'Search'} - ${SITE_TITLE}`}</title>
      </Head>
      <h1 className="search-page__title">Search</h1>
      <div className="search-bar search-bar--page">
        <svg className="search-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
        <input
          ref={inputRef}
          className="search-bar__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 && count ? optionId(idPrefix, active) : undefined}
          aria-label={TEXTS.search.placeholder}
          placeholder={TEXTS.search.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={state.q}
          onChange={(e) => {
            mark(e.nativeEvent, e.target.value);
            setQuery(e.target.value);
          }}
          onKeyDown={(e) => onKeyDown(e, (i) => openHit(search.options[i]!.href))}
        />
      </div>
      <Facets products={state.products} kinds={state.kinds} onChange={(f) => setState((s) => ({ ...s, ...f }))} />
      <LiveRegion text={resultsAnnouncement(state.q, search.status, search.hits.length)} />
      {hasQuery || search.status === 'error' ? (
        <SearchResults
          mode="page"
          query={state.q}
          groups={search.groups}
          hits={search.options.length}
          status={search.status}
          active={active}
          idPrefix={idPrefix}
          listboxId={listboxId}
          suggestions={suggestionsFor(search.didYouMean, search.manifest?.suggestions)}
          filtersActive={state.products.length > 0 || state.kinds.length > 0}
          onHover={setActive}
          onOpen={openHit}
          onSuggestion={(q) => {
            setQuery(q);
            inputRef.current?.focus();
          }}
          onClearFilters={() => setState((s) => ({ ...s, products: [], kinds: [] }))}
          onRetry={search.retry}
        />
      ) : (
        <p className="search-state search-state--hint">Search guides, API operations (by name, method and path, or parameter), tags and the blog.</p>
      )}
    </main>
  );
}
