import { withBase } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { TEXTS } from '../../config/site';
import { highlight, snippetAround, type QueryTerm } from './engine';
import { suggestionsFor, type GroupedOptions, type SearchOption } from './options';
import type { IndexStatus } from './useSearchIndex';
import './search.css';

const T = TEXTS.search;

export function Highlighted({ text, terms }: { text: string; terms: QueryTerm[] }) {
  return (
    <>{highlight(text, terms).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text))}</>
  );
}

export const optionId = (prefix: string, index: number) => `${prefix}-option-${index}`;

/** True for a plain left click (no modifier): the app navigates; otherwise the browser does (new tab…). */
export const isPlainClick = (e: ReactMouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Mouse on an option (options hold no links: WAI-ARIA listbox): a plain click opens it in the
 * app; Ctrl/Cmd/Shift-click and the middle button open it in a new tab, as a link would.
 */
function optionMouse(href: string, onOpen: (href: string) => void) {
  const newTab = () => window.open(withBase(href), '_blank', 'noopener');
  return {
    onClick: (e: ReactMouseEvent) => {
      e.preventDefault();
      if (isPlainClick(e)) onOpen(href);
      else newTab();
    },
    onAuxClick: (e: ReactMouseEvent) => {
      if (e.button !== 1) return;
      e.preventDefault();
      newTab();
    },
  };
}

function useScrollIntoView(active: boolean) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return ref;
}

interface OptionProps {
  option: SearchOption;
  active: boolean;
  idPrefix: string;
  onHover: (i: number) => void;
  onOpen: (href: string) => void;
}

/** What every option's <li> carries: role, id, selection, target, scrolling into view, mouse. */
function useOptionProps({ option, active, idPrefix, onHover, onOpen }: OptionProps) {
  const ref = useScrollIntoView(active);
  return {
    ref,
    role: 'option' as const,
    id: optionId(idPrefix, option.index),
    'aria-selected': active,
    'data-href': option.href,
    onMouseMove: () => !active && onHover(option.index),
    ...optionMouse(option.href, onOpen),
  };
}

/** A hit: method badge, title, section heading, API path and snippet, all text (the option is the control). */
function HitOption(props: OptionProps) {
  const { option, active } = props;
  const li = useOptionProps(props);
  const { hit } = option;
  const { doc, terms } = hit;
  return (
    <li {...li} className={`search-hit${active ? ' search-hit--active' : ''}`}>
      <span className="search-hit__title">
        {doc.method ? (
          <span className={`api-method api-method--${doc.method} search-hit__method`}>
            {doc.method}
          </span>
        ) : null}
        <span className="search-hit__title-text">
          <Highlighted text={doc.title} terms={terms} />
        </span>
      </span>
      {option.area ? <span className="search-hit__area">{option.area}</span> : null}
      {hit.section ? (
        <span className="search-hit__heading">
          <span aria-hidden="true">› </span>
          <Highlighted text={hit.section.heading} terms={terms} />
        </span>
      ) : null}
      {doc.apiPath ? (
        <code className="search-hit__path">
          <Highlighted text={doc.apiPath} terms={terms} />
        </code>
      ) : null}
      {hit.snippet ? (
        <span className="search-hit__snippet">
          <Highlighted text={snippetAround(hit.snippet, terms)} terms={terms} />
        </span>
      ) : null}
    </li>
  );
}

/** The same operation in another API version: a small option of its own under the hit. */
function VariantOption(props: OptionProps) {
  const { option, active } = props;
  const li = useOptionProps(props);
  const { hit, variant } = option;
  return (
    <li
      {...li}
      data-variant={variant!.versionKey}
      className={`search-hit search-hit--variant${active ? ' search-hit--active' : ''}`}
    >
      <span aria-hidden="true">↳</span> Also in{' '}
      <span className="search-hit__version">{variant!.label}</span>
      <span className="visually-hidden">: {hit.doc.title}</span>
    </li>
  );
}

/** What the polite live region says: the number of results, or that there are none. */
export function resultsAnnouncement(query: string, status: IndexStatus, hits: number): string {
  if (status !== 'ready' || !query.trim()) return '';
  return hits ? `${hits} result${hits === 1 ? '' : 's'}` : T.noResultsTitle;
}

/** A polite live region, mounted with the dialog or page (a region inserted with its text is not announced). */
export function LiveRegion({ text }: { text: string }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}

export interface SearchResultsProps {
  query: string;
  groups: GroupedOptions[];
  hits: number;
  status: IndexStatus;
  active: number;
  idPrefix: string;
  listboxId: string;
  /** Queries built from this one ("did you mean"), then popular ones. */
  suggestions: string[];
  filtersActive: boolean;
  onHover: (index: number) => void;
  onOpen: (href: string) => void;
  onSuggestion: (query: string) => void;
  onClearFilters: () => void;
  onRetry: () => void;
  mode: 'modal' | 'page';
}

/** Results grouped by area, or the loading, failure and no-results states (spec §8 texts). */
/** The SearchResults props the dialog and the page both take from useSearch's result and the search field's ids. */
export function resultsFrom(
  search: {
    groups: GroupedOptions[];
    options: readonly unknown[];
    status: IndexStatus;
    didYouMean: readonly string[];
    manifest?: { suggestions?: readonly string[] } | null;
    retry: () => void;
  },
  ids: { idPrefix: string; listboxId: string },
): Pick<
  SearchResultsProps,
  'groups' | 'hits' | 'status' | 'idPrefix' | 'listboxId' | 'suggestions' | 'onRetry'
> {
  return {
    groups: search.groups,
    hits: search.options.length,
    status: search.status,
    idPrefix: ids.idPrefix,
    listboxId: ids.listboxId,
    suggestions: suggestionsFor(search.didYouMean, search.manifest?.suggestions),
    onRetry: search.retry,
  };
}

export function SearchResults(props: SearchResultsProps) {
  const { query, groups, hits, status, active, idPrefix, listboxId } = props;
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
  } else if (!hits && (status === 'loading' || status === 'idle')) {
    state = (
      <p className="search-state search-state--loading">
        <span className="search-spinner" aria-hidden="true" /> Loading the search index…
      </p>
    );
  } else if (!hits && query.trim()) {
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
                  <button
                    type="button"
                    className="search-chip"
                    onClick={() => props.onSuggestion(s)}
                  >
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
  return (
    <div className={`search-results search-results--${props.mode}`}>
      {state}
      <div
        role="listbox"
        id={listboxId}
        aria-label="Search results"
        className="search-results__list"
        hidden={!hits}
      >
        {groups.map((g, gi) => (
          <div
            role="group"
            aria-labelledby={`${idPrefix}-group-${gi}`}
            className="search-group"
            key={g.group}
          >
            <div role="presentation" className="search-group__title" id={`${idPrefix}-group-${gi}`}>
              {g.group}
            </div>
            <ul role="presentation" className="search-group__list">
              {g.items.map((option) => {
                const Option = option.variant ? VariantOption : HitOption;
                return (
                  <Option
                    key={option.href}
                    option={option}
                    active={option.index === active}
                    idPrefix={idPrefix}
                    onHover={props.onHover}
                    onOpen={props.onOpen}
                  />
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Recent searches, as options of the same listbox (shown while the query is empty). The button
 * that clears them is outside the listbox: options hold no controls.
 */
export function RecentSearches({
  items,
  active,
  idPrefix,
  listboxId,
  onHover,
  onPick,
  onClear,
}: {
  items: string[];
  active: number;
  idPrefix: string;
  listboxId: string;
  onHover: (i: number) => void;
  onPick: (q: string) => void;
  onClear: () => void;
}) {
  if (!items.length)
    return (
      <p className="search-state search-state--hint">
        Search guides, API operations, tags and the blog.
      </p>
    );
  return (
    <div className="search-results">
      <div
        role="listbox"
        id={listboxId}
        aria-labelledby={`${idPrefix}-recent`}
        className="search-results__list"
      >
        <div role="presentation" className="search-group__title" id={`${idPrefix}-recent`}>
          Recent searches
        </div>
        <ul role="presentation" className="search-group__list">
          {items.map((q, i) => (
            <li
              key={q}
              role="option"
              id={optionId(idPrefix, i)}
              aria-selected={i === active}
              className={`search-hit search-recent${i === active ? ' search-hit--active' : ''}`}
              onMouseMove={() => i !== active && onHover(i)}
              onClick={() => onPick(q)}
            >
              <span className="search-recent__icon" aria-hidden="true">
                ↺
              </span>
              <span className="search-recent__text">{q}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="search-recent__clear" onClick={onClear}>
        Clear recent searches
      </button>
    </div>
  );
}
