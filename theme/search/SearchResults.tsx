import { withBase } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { TEXTS } from '../../config/site';
import { highlight, snippetAround, type QueryTerm, type SearchHit } from './engine';
import { groupHits } from './useSearch';
import type { IndexStatus } from './useSearchIndex';
import './search.css';

const T = TEXTS.search;

export function Highlighted({ text, terms }: { text: string; terms: QueryTerm[] }) {
  return (
    <>
      {highlight(text, terms).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text))}
    </>
  );
}

export const optionId = (prefix: string, index: number) => `${prefix}-option-${index}`;

/** True for a plain left click (no modifier): the app navigates; otherwise the browser does (new tab…). */
export const isPlainClick = (e: ReactMouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function HitItem({ hit, index, active, terms, idPrefix, onHover, onOpen }: { hit: SearchHit; index: number; active: boolean; terms: QueryTerm[]; idPrefix: string; onHover: (i: number) => void; onOpen: (hit: SearchHit) => void }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  const { doc } = hit;
  return (
    <li ref={ref} role="option" id={optionId(idPrefix, index)} aria-selected={active} className={`search-hit${active ? ' search-hit--active' : ''}`} onMouseMove={() => !active && onHover(index)}>
      <a
        className="search-hit__link"
        href={withBase(hit.href)}
        tabIndex={-1}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          onOpen(hit);
        }}
      >
        <span className="search-hit__title">
          {doc.m ? <span className={`api-method api-method--${doc.m} search-hit__method`}>{doc.m}</span> : null}
          <span className="search-hit__title-text">
            <Highlighted text={doc.t} terms={terms} />
          </span>
        </span>
        {hit.section ? (
          <span className="search-hit__heading">
            <span aria-hidden="true">› </span>
            <Highlighted text={hit.section.heading} terms={terms} />
          </span>
        ) : null}
        {doc.u ? (
          <code className="search-hit__path">
            <Highlighted text={doc.u} terms={terms} />
          </code>
        ) : null}
        {hit.snippet ? (
          <span className="search-hit__snippet">
            <Highlighted text={snippetAround(hit.snippet, terms)} terms={terms} />
          </span>
        ) : null}
      </a>
    </li>
  );
}

export interface SearchResultsProps {
  query: string;
  hits: SearchHit[];
  terms: QueryTerm[];
  status: IndexStatus;
  active: number;
  idPrefix: string;
  listboxId: string;
  suggestions: string[];
  filtersActive: boolean;
  onHover: (index: number) => void;
  onOpen: (hit: SearchHit) => void;
  onSuggestion: (query: string) => void;
  onClearFilters: () => void;
  onRetry: () => void;
  mode: 'modal' | 'page';
}

/** Results grouped by area, or the loading, failure and no-results states (spec §8 texts). */
export function SearchResults(props: SearchResultsProps) {
  const { query, hits, terms, status, active, idPrefix, listboxId } = props;
  let state: ReactNode = null;
  if (status === 'error') {
    state = (
      <div className="search-state search-state--error" role="alert">
        <p className="search-state__title">{T.fetchFailedTitle}</p>
        <p className="search-state__text">{T.fetchFailedHint}</p>
        <button type="button" className="search-state__button" onClick={props.onRetry}>
          {TEXTS.loadFailed.retry}
        </button>
      </div>
    );
  } else if (!hits.length && (status === 'loading' || status === 'idle')) {
    state = (
      <p className="search-state search-state--loading" role="status">
        <span className="search-spinner" aria-hidden="true" /> Loading the search index…
      </p>
    );
  } else if (!hits.length && query.trim()) {
    state = (
      <div className="search-state search-state--empty">
        <p className="search-state__title">{T.noResultsTitle}</p>
        <p className="search-state__text">
          {T.noResultsFor} &quot;<strong>{query.trim()}</strong>&quot;
        </p>
        {props.filtersActive ? (
          <p>
            <button type="button" className="search-state__button" onClick={props.onClearFilters}>
              Search all products and kinds
            </button>
          </p>
        ) : null}
        {props.suggestions.length ? (
          <>
            <p className="search-state__text">{T.trySearchingFor}</p>
            <ul className="search-suggestions">
              {props.suggestions.map((s) => (
                <li key={s}>
                  <button type="button" className="search-chip" onClick={() => props.onSuggestion(s)}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }
  const groups = groupHits(hits);
  return (
    <div className={`search-results search-results--${props.mode}`}>
      <div className="visually-hidden" role="status" aria-live="polite">
        {status === 'ready' && query.trim() ? `${hits.length} result${hits.length === 1 ? '' : 's'}` : ''}
      </div>
      {state}
      <div role="listbox" id={listboxId} aria-label="Search results" className="search-results__list" hidden={!hits.length}>
        {groups.map((g, gi) => (
          <div role="group" aria-labelledby={`${idPrefix}-group-${gi}`} className="search-group" key={g.group}>
            <div role="presentation" className="search-group__title" id={`${idPrefix}-group-${gi}`}>
              {g.group}
            </div>
            <ul role="presentation" className="search-group__list">
              {g.items.map(({ hit, index }) => (
                <HitItem key={hit.href} hit={hit} index={index} active={index === active} terms={terms} idPrefix={idPrefix} onHover={props.onHover} onOpen={props.onOpen} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Recent searches, as options of the same listbox (shown while the query is empty). */
export function RecentSearches({ items, active, idPrefix, listboxId, onHover, onPick, onForget }: { items: string[]; active: number; idPrefix: string; listboxId: string; onHover: (i: number) => void; onPick: (q: string) => void; onForget: (q: string) => void }) {
  if (!items.length) return <p className="search-state search-state--hint">Search guides, API operations, tags and the blog.</p>;
  return (
    <div className="search-results">
      <div role="listbox" id={listboxId} aria-labelledby={`${idPrefix}-recent`} className="search-results__list">
        <div role="presentation" className="search-group__title" id={`${idPrefix}-recent`}>
          Recent searches
        </div>
        <ul role="presentation" className="search-group__list">
          {items.map((q, i) => (
            <li key={q} role="option" id={optionId(idPrefix, i)} aria-selected={i === active} className={`search-hit search-recent${i === active ? ' search-hit--active' : ''}`} onMouseMove={() => i !== active && onHover(i)} onClick={() => onPick(q)}>
              <span className="search-recent__icon" aria-hidden="true">
                ↺
              </span>
              <span className="search-recent__text">{q}</span>
              <button
                type="button"
                className="search-recent__forget"
                aria-label={`Remove "${q}" from recent searches`}
                tabIndex={-1}
                onClick={(e) => {
                  e.stopPropagation();
                  onForget(q);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
