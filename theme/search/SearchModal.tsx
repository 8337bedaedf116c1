/**
 * The search dialog (loaded on demand by Search.tsx): combobox input, facet chips, results
 * grouped by area, recent searches, and a footer link to the full search page.
 */
import { withBase } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Kind, Product } from '../../common/search/types';
import { Facets } from './Facets';
import { SearchBar, useSearchField } from './SearchBar';
import { clearRecent, readRecent, rememberSearch } from './recent';
import {
  LiveRegion,
  RecentSearches,
  SearchResults,
  isPlainClick,
  resultsAnnouncement,
  resultsFrom,
} from './SearchResults';
import { mark as markEvent, timings } from './timings';
import { searchPageUrl } from './url-state';
import { PRODUCT_FACETS } from '../api/api-list';
import { useActiveOption, useSearch } from './useSearch';
import './search.css';

export { preloadIndex } from './useSearchIndex';

const MODAL_LIMIT = 30;
const FOCUSABLE =
  'input, select, button:not([tabindex="-1"]), a[href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

export interface SearchModalProps {
  /** Closes the dialog; `navigated` when a result was opened (focus then stays with the new page). */
  onClose: (opts?: { navigated?: boolean }) => void;
  initialProducts: Product[];
  /** Opens a route (Rspress's link navigation, owned by the always-mounted Search button). */
  navigate: (href: string) => void;
  /** Text typed before this code loaded (see SearchShell in Search.tsx). */
  draft?: { current: string };
}

export default function SearchModal({
  onClose,
  initialProducts,
  draft,
  navigate,
}: SearchModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(() => draft?.current ?? '');
  const [products, setProducts] = useState<Product[]>(initialProducts);
  const [kinds, setKinds] = useState<Kind[]>([]);
  // The API filter (`apiKey`s, one at most), offered where a product in scope has several APIs.
  const [apis, setApis] = useState<string[]>([]);
  const [recent, setRecent] = useState<string[]>(() => readRecent());
  const search = useSearch(query, { products, kinds, apis }, { limit: MODAL_LIMIT });
  const showRecent = !query.trim();
  const count = showRecent ? recent.length : search.options.length;
  const { active, setActive, onKeyDown: listKeyDown } = useActiveOption(count, 0);
  const field = useSearchField('search', query, setQuery, search);
  const { idPrefix, listboxId, inputRef } = field;

  // The first result is active again whenever the results change.
  useEffect(() => setActive(0), [query, products, kinds, apis, setActive]);

  // Index ready time after opening, for the benchmark.
  useEffect(() => {
    const t = timings();
    if (search.status === 'ready' && t.openedAt !== undefined && t.readyMs === undefined)
      t.readyMs = performance.now() - t.openedAt;
  }, [search.status]);

  // Page behind the dialog does not scroll. Focus moves in the same commit that replaces the
  // loading shell, so no keystroke typed meanwhile can land outside the input.
  useLayoutEffect(() => {
    markEvent('dialog mounted');
    const root = document.documentElement;
    root.classList.add('search-open');
    const el = inputRef.current;
    el?.focus();
    el?.setSelectionRange(el.value.length, el.value.length);
    return () => root.classList.remove('search-open');
  }, [inputRef]);

  const openHit = (href: string) => {
    setRecent(rememberSearch(query));
    onClose({ navigated: true });
    navigate(href);
  };
  const pickRecent = (q: string) => {
    setQuery(q);
    inputRef.current?.focus();
  };
  const pageUrl = searchPageUrl({ q: query.trim(), products, kinds, apis }, PRODUCT_FACETS);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key === 'Tab') {
      // Focus stays inside the dialog.
      const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (el) => !el.hasAttribute('disabled') && el.offsetParent !== null,
      );
      if (!items.length) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
      return;
    }
    if (e.target !== inputRef.current) return;
    listKeyDown(e, (i) => {
      if (showRecent) pickRecent(recent[i]!);
      else openHit(search.options[i]!.href);
    });
  };

  return createPortal(
    <div
      className="search-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${idPrefix}-title`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${idPrefix}-title`} className="visually-hidden">
          Search the documentation
        </h2>
        <SearchBar
          className="search-bar"
          {...field}
          count={count}
          active={active}
          inputProps={{ autoCorrect: 'off', autoCapitalize: 'off', enterKeyHint: 'go' }}
        >
          <button type="button" className="search-bar__cancel" onClick={() => onClose()}>
            <span className="search-bar__cancel-text">Cancel</span>
            <kbd className="search-bar__esc">Esc</kbd>
          </button>
        </SearchBar>
        <Facets
          products={products}
          kinds={kinds}
          apis={apis}
          onChange={(next) => {
            setProducts(next.products);
            setKinds(next.kinds);
            setApis(next.apis ?? []);
          }}
        />
        <LiveRegion
          text={showRecent ? '' : resultsAnnouncement(query, search.status, search.hits.length)}
        />
        {/* Focusable so the keyboard can scroll it (the options themselves take no focus). */}
        <div className="search-modal__body" tabIndex={0}>
          {showRecent ? (
            <RecentSearches
              items={recent}
              active={active}
              idPrefix={idPrefix}
              listboxId={listboxId}
              onHover={setActive}
              onPick={pickRecent}
              onClear={() => setRecent(clearRecent())}
            />
          ) : (
            <SearchResults
              mode="modal"
              query={query}
              {...resultsFrom(search, field)}
              active={active}
              filtersActive={products.length > 0 || kinds.length > 0 || apis.length > 0}
              onHover={setActive}
              onOpen={openHit}
              onSuggestion={pickRecent}
              onClearFilters={() => {
                setProducts([]);
                setKinds([]);
                setApis([]);
              }}
            />
          )}
        </div>
        <div className="search-modal__footer">
          <a
            className="search-modal__all"
            href={withBase(pageUrl)}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              if (query.trim()) setRecent(rememberSearch(query));
              onClose({ navigated: true });
              navigate(pageUrl);
            }}
          >
            {query.trim() ? `See all results for "${query.trim()}"` : 'Open the search page'}
          </a>
          <span className="search-modal__keys" aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> to move <kbd>↵</kbd> to open <kbd>Esc</kbd> to close
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
