/**
 * The navbar search (replaces Rspress's): a button, the shortcuts Ctrl/Cmd+K and `/`, and the
 * dialog, whose code and index load on demand (hover or focus of the button preloads both).
 */
import { useLocation, withBase } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERAL, productForPath } from '../../common/apis/products';
import { PRODUCT_LIST } from '../api/api-list';
import { TEXTS } from '../../config/site';
import type { Product } from '../../common/search/types';
import { useSiteNavigate } from '../logic/useSiteNavigate';
import { openHref } from './open-href';
import { timings } from './timings';
import './search.css';

type ModalModule = typeof import('./SearchModal');
let modalModule: ModalModule | undefined;
/**
 * The dialog's code, loaded on first use. (Not React.lazy: a Suspense fallback holds the
 * loaded dialog back for React's 300 ms reveal throttle.)
 */
const loadModal = (): Promise<ModalModule> =>
  modalModule
    ? Promise.resolve(modalModule)
    : import('./SearchModal').then((m) => (modalModule = m));

/** The product the current page belongs to preselects the product facet ("general" pages search everything). */
export function productsForPath(pathname: string): Product[] {
  const p = productForPath(PRODUCT_LIST, pathname);
  return p === GENERAL ? [] : [p];
}

/** True when a key press is typing into a field (where `/` must stay a character). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return ![
      'button',
      'checkbox',
      'radio',
      'submit',
      'reset',
      'range',
      'color',
      'file',
      'image',
    ].includes(type);
  }
  return !!target.closest('[contenteditable=""], [contenteditable="true"]');
}

/**
 * Stands in for the dialog for the few milliseconds its code takes to load on a first
 * opening, so that what the reader types right after Ctrl+K is not lost.
 */
function SearchShell({ draft, onClose }: { draft: { current: string }; onClose: () => void }) {
  const [value, setValue] = useState(draft.current);
  return (
    <div className="search-overlay">
      <div
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <div className="search-bar">
          <input
            className="search-bar__input"
            type="search"
            aria-label={TEXTS.search.placeholder}
            placeholder={TEXTS.search.placeholder}
            autoComplete="off"
            autoFocus
            value={value}
            onChange={(e) => {
              draft.current = e.target.value;
              setValue(e.target.value);
            }}
          />
        </div>
        <p className="search-state search-state--loading" role="status">
          <span className="search-spinner" aria-hidden="true" /> Loading…
        </p>
      </div>
    </div>
  );
}

type EarlySearch = { ready: boolean; pending: string | null };
const earlySearch = () => (window as { __portalSearch?: EarlySearch }).__portalSearch;

/** Sets a controlled field's value the way typing does, so its component's onChange sees it. */
function setFieldValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function Search() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ModalModule['default'] | null>(
    () => modalModule?.default ?? null,
  );
  const openRef = useRef(open);
  openRef.current = open;
  const [mod, setMod] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** What is typed while the dialog's code is still loading; the dialog starts from it. */
  const draft = useRef('');
  // As the theme's Link: loads the next page's code first and handles the base path; a file
  // result (llms.txt, a spec) is opened by the browser itself.
  const siteNavigate = useSiteNavigate();
  const navigate = useCallback(
    (href: string) => openHref(href, siteNavigate, withBase),
    [siteNavigate],
  );
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  /** Loads the dialog's code and starts loading the index for this page's product. */
  const preload = useCallback(() => {
    loadModal()
      .then((m) => {
        m.preloadIndex({ products: productsForPath(pathRef.current), kinds: [] });
        setModal(() => m.default);
      })
      .catch(() => undefined);
  }, []);
  const show = useCallback(
    (initialText = '') => {
      const t = timings();
      t.openedAt = performance.now();
      t.readyMs = undefined;
      t.events = [{ name: 'open', t: t.openedAt }];
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      draft.current = initialText;
      setOpen(true);
      // The index starts loading at once, alongside the dialog's code.
      preload();
    },
    [preload],
  );
  const close = useCallback((opts?: { navigated?: boolean }) => {
    setOpen(false);
    const el = returnFocus.current;
    returnFocus.current = null;
    if (!opts?.navigated && el && el.isConnected) el.focus();
  }, []);
  useEffect(() => {
    setMod(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        // Already open: back to the input.
        if (openRef.current)
          document.querySelector<HTMLInputElement>('.search-modal .search-bar__input')?.focus();
        else show();
        return;
      }
      if (
        e.key === '/' &&
        !openRef.current &&
        !e.ctrlKey &&
        !e.metaKey &&
        !e.altKey &&
        !isTypingTarget(e.target)
      ) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    // A shortcut pressed before hydration was remembered by the head script (inline-scripts.ts);
    // it keeps collecting what is typed until the dialog's field has focus (effect below).
    const early = earlySearch();
    if (early && !early.ready) {
      if (early.pending === null) early.ready = true;
      else show(early.pending);
    }
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  // The hand-over from the head script: once the dialog's field has focus, keys go to it; what
  // was typed since the dialog was asked for is put in it first, so no key is lost in between.
  useEffect(() => {
    const early = earlySearch();
    if (!open || !early || early.ready) return;
    const takeOver = () => {
      const input = document.activeElement;
      if (!(input instanceof HTMLInputElement) || !input.closest('.search-modal')) return false;
      early.ready = true;
      if (early.pending !== null && early.pending !== input.value)
        setFieldValue(input, early.pending);
      early.pending = null;
      return true;
    };
    if (takeOver()) return;
    const onFocus = () => void (takeOver() && document.removeEventListener('focusin', onFocus));
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [open]);

  // A route change (back/forward, a link) closes the dialog; the first render is no change
  // (and may just have opened it for a shortcut pressed before hydration).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => show()}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {/* Its icon: theme/styles/icons.css. */}
        <span className="search-button__text">{TEXTS.search.placeholder}</span>
        <kbd
          className="search-button__keys"
          aria-hidden="true"
          style={{ visibility: mod ? 'visible' : 'hidden' }}
        >
          {mod ?? 'Ctrl'} K
        </kbd>
      </button>
      {open ? (
        Modal ? (
          <Modal
            onClose={close}
            initialProducts={productsForPath(pathname)}
            draft={draft}
            navigate={navigate}
          />
        ) : (
          <SearchShell draft={draft} onClose={close} />
        )
      ) : null}
    </>
  );
}
