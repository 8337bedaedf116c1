import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { stableId } from '../logic/stable-id';
import { DESKTOP_BREAKPOINT_PX, LOCALES } from '../../config/site';
import { Link } from '../components/Link';
import { ColorModeButton } from './ColorModeButton';
import { EntryLink } from './EntryLink';
import type { NavEntry } from './nav-entries';

/** One product group of the mobile menu: a disclosure button and, once opened, its links. */
function MobileGroup({ entry }: { entry: Extract<NavEntry, { items: unknown }> }) {
  const [open, setOpen] = useState(entry.active);
  const id = stableId('mobile-nav', entry.text);
  return (
    <li className="mobile-nav__group">
      <button
        type="button"
        className="mobile-nav__row mobile-nav__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {entry.text}
        <span className="nav-dropdown__chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="mobile-nav__items" hidden={!open}>
        {entry.items.map((item) => (
          <li key={item.text}>
            <EntryLink entry={item} className="mobile-nav__row mobile-nav__link" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The navbar's menu up to the desktop breakpoint (996 px): one button ("Open/Close navigation menu") and a navigation
 * region rendered only while open. Focus moves to its first control on open and back to the
 * button on close (Escape, the button, or focus leaving it); a navigation closes it.
 */
export function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onResize = () => window.innerWidth > DESKTOP_BREAKPOINT_PX && setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);
  return (
    <div
      ref={root}
      className="mobile-nav"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          close(true);
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="mobile-nav__button"
        aria-expanded={open}
        aria-controls={open ? 'mobile-nav-panel' : undefined}
        aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
        onClick={() => {
          if (open) return close(true);
          setTop(root.current?.closest('header')?.getBoundingClientRect().bottom ?? 0);
          setOpen(true);
        }}
      >
        {/* Its icon (menu, or close while open): theme/styles/icons.css. */}
      </button>
      {open && (
        <nav
          ref={panel}
          id="mobile-nav-panel"
          className="mobile-nav__panel"
          aria-label="Navigation menu"
          style={{ top }}
        >
          <ul className="mobile-nav__list">
            {entries.map((entry) =>
              'items' in entry ? (
                <MobileGroup key={entry.text} entry={entry} />
              ) : (
                <li key={entry.text}>
                  <EntryLink entry={entry} className="mobile-nav__row mobile-nav__link" />
                </li>
              ),
            )}
          </ul>
          <div className="mobile-nav__settings">
            <div className="mobile-nav__row">
              <span>Appearance</span>
              <ColorModeButton />
            </div>
            <div className="mobile-nav__row">
              <span>Language</span>
              <ul className="mobile-nav__languages">
                {LOCALES.map((l, i) => (
                  <li key={l.lang}>
                    <Link
                      href={i === 0 ? pathname : `/${l.lang}${pathname}`}
                      lang={l.lang}
                      hrefLang={l.lang}
                      aria-current={i === 0 ? 'true' : undefined}
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </nav>
      )}
    </div>
  );
}
