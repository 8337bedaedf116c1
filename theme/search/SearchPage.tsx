/**
 * The full search page (`/search?q=…&product=…&kind=…`, docs/search.tsx): the same engine,
 * facets, results and texts as the dialog, with the state mirrored in the URL.
 */
import { Head, useLocation, withBase } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { SITE_TITLE } from '../../config/site';
import { Facets } from './Facets';
import { SearchBar, useSearchField } from './SearchBar';
import { rememberSearch } from './recent';
import { LiveRegion, SearchResults, resultsAnnouncement, resultsFrom } from './SearchResults';
import { buildSearchQuery, parseSearchState, type SearchState } from './url-state';
import { API_FACETS, PRODUCT_FACETS } from '../api/api-list';
import { useActiveOption, useSearch } from './useSearch';
import { openHref } from './open-href';
import { useSiteNavigate } from '../logic/useSiteNavigate';
import './search.css';

const PAGE_LIMIT = 100;

export function SearchPage() {
  // Rspress's link navigation: loads the next page's code first, handles the base path.
  const navigate = useSiteNavigate();
  const routerSearch = useLocation().search;
  const [state, setState] = useState<SearchState>({ q: '', products: [], kinds: [] });
  const [hydrated, setHydrated] = useState(false);
  // Read the URL on mount, and again when the router brings a new query to this page.
  useEffect(() => {
    setState(
      parseSearchState(
        window.location.search,
        PRODUCT_FACETS,
        API_FACETS.map((a) => a.id),
      ),
    );
    setHydrated(true);
  }, [routerSearch]);
  // Mirror the state into the URL without adding history entries.
  useEffect(() => {
    if (!hydrated) return;
    const next = buildSearchQuery(state, PRODUCT_FACETS);
    const { pathname, search, hash } = window.location;
    if (next !== search)
      window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }, [state, hydrated]);

  const search = useSearch(state.q, state, { enabled: hydrated, limit: PAGE_LIMIT });
  const count = search.options.length;
  const { active, setActive, onKeyDown } = useActiveOption(count, -1);
  const setQuery = (q: string) => setState((s) => ({ ...s, q }));
  const field = useSearchField('search-page', state.q, setQuery, search);
  const { inputRef } = field;
  useEffect(() => setActive(-1), [state, setActive]);

  const openHit = (href: string) => {
    rememberSearch(state.q);
    openHref(href, navigate, withBase);
  };
  const hasQuery = state.q.trim() !== '';

  return (
    <main className="search-page">
      <Head>
        <title>{`${hasQuery ? `Search: ${state.q.trim()}` : 'Search'} - ${SITE_TITLE}`}</title>
      </Head>
      <h1 className="search-page__title">Search</h1>
      <SearchBar
        className="search-bar search-bar--page"
        {...field}
        count={count}
        active={active}
        inputProps={{ onKeyDown: (e) => onKeyDown(e, (i) => openHit(search.options[i]!.href)) }}
      />
      <Facets
        products={state.products}
        kinds={state.kinds}
        apis={state.apis ?? []}
        onChange={(f) => setState((s) => ({ ...s, ...f }))}
      />
      <LiveRegion text={resultsAnnouncement(state.q, search.status, search.hits.length)} />
      {hasQuery || search.status === 'error' ? (
        <SearchResults
          mode="page"
          query={state.q}
          {...resultsFrom(search, field)}
          active={active}
          filtersActive={
            state.products.length > 0 || state.kinds.length > 0 || Boolean(state.apis?.length)
          }
          onHover={setActive}
          onOpen={openHit}
          onSuggestion={(q) => {
            setQuery(q);
            inputRef.current?.focus();
          }}
          onClearFilters={() => setState((s) => ({ ...s, products: [], kinds: [], apis: [] }))}
        />
      ) : (
        <p className="search-state search-state--hint">
          Search guides, API operations (by name, method and path, or parameter), tags and the blog.
        </p>
      )}
    </main>
  );
}
