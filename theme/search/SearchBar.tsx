import { useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { TEXTS } from '../../config/site';
import { optionId } from './SearchResults';
import { useKeystrokeTiming } from './useSearch';

export interface SearchBarProps {
  /** `search-bar` plus a modifier (the page's bar is `search-bar search-bar--page`). */
  className: string;
  inputRef: Ref<HTMLInputElement>;
  idPrefix: string;
  listboxId: string;
  /** How many options the listbox shows, and which one is active (-1: none). */
  count: number;
  active: number;
  value: string;
  /** Gets the typed text and the native event (for keystroke timing). */
  onInput: (value: string, event: Event) => void;
  /** What only one of the two bars sets (mobile keyboard hints, its own key handling). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** After the input: the dialog's Cancel button. */
  children?: ReactNode;
}

/**
 * What the dialog's and the page's bars share: ids (`<name>`, its listbox), the input ref,
 * the query, and typing (timed for the benchmark, then the new query). Spread into SearchBar.
 */
export function useSearchField(
  name: string,
  query: string,
  setQuery: (q: string) => void,
  search: { status: string; hits: readonly unknown[] },
) {
  // One bar of each name per page (the dialog's, the search page's): the name is the id.
  const idPrefix = name;
  const inputRef = useRef<HTMLInputElement>(null);
  const mark = useKeystrokeTiming(query, search.status === 'ready', search.hits.length);
  const onInput = (value: string, event: Event) => {
    mark(event, value);
    setQuery(value);
  };
  return { idPrefix, listboxId: `${idPrefix}-listbox`, inputRef, value: query, onInput };
}

/** The search field of the dialog and of the search page: an ARIA combobox over the results listbox. */
export function SearchBar({
  className,
  inputRef,
  idPrefix,
  listboxId,
  count,
  active,
  value,
  onInput,
  inputProps,
  children,
}: SearchBarProps) {
  return (
    <div className={className}>
      <svg
        className="search-bar__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
        />
      </svg>
      <input
        ref={inputRef}
        className="search-bar__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={count > 0}
        aria-controls={listboxId}
        aria-activedescendant={count && active >= 0 ? optionId(idPrefix, active) : undefined}
        aria-label={TEXTS.search.placeholder}
        placeholder={TEXTS.search.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        {...inputProps}
        value={value}
        onChange={(e) => onInput(e.target.value, e.nativeEvent)}
      />
      {children}
    </div>
  );
}
