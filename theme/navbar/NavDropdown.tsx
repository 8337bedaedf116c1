import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { EntryLink } from './EntryLink';
import { menuFocusTarget } from './menu-keys';

export interface MenuLink {
  text: string;
  link: string;
  rel?: string;
  /** Language of the target (language menu). */
  lang?: string;
  /** The item is the current page, or the current language. */
  current?: 'page' | 'true';
}

/** closed; open while the pointer is over it; open until closed (click, keyboard). */
type Mode = 'closed' | 'hover' | 'pinned';

/**
 * A navbar menu in the disclosure pattern (WAI-ARIA APG): a button with aria-expanded and
 * aria-controls, opened by click, Enter, Space, ArrowDown/ArrowUp and on hover; arrow keys,
 * Home and End move through its links; Escape closes it and returns focus to the button;
 * a click outside or focus leaving it closes it. While closed its list is visibility:hidden,
 * so its links are out of the Tab order. Before hydration, CSS opens it on hover and on
 * focus-within (navbar.css), so it works without JavaScript too.
 */
export function NavDropdown({
  id,
  label,
  items,
  align = 'center',
  className = '',
}: {
  id: string;
  label: ReactNode;
  items: MenuLink[];
  align?: 'center' | 'right';
  className?: string;
}) {
  const [mode, setMode] = useState<Mode>('closed');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = mode !== 'closed';
  const { pathname } = useLocation();

  useEffect(() => setMode('closed'), [pathname]);
  useEffect(() => {
    if (mode !== 'pinned') return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setMode('closed');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [mode]);

  const links = () =>
    Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.nav-dropdown__panel a') ?? []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      if (!open) return;
      e.preventDefault();
      setMode('closed');
      button.current?.focus();
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    // Home/End on the button belong to the page; arrows on the button open the menu.
    const target = menuFocusTarget(e.key, index, all.length);
    if (target === null) return;
    e.preventDefault();
    // The list must be visible before one of its links can take the focus.
    if (mode !== 'pinned') flushSync(() => setMode('pinned'));
    all[target]?.focus();
  };

  return (
    <div
      ref={root}
      className={`nav-dropdown ${open ? 'nav-dropdown--open' : ''} ${className}`.trim()}
      onMouseEnter={() => setMode((m) => (m === 'closed' ? 'hover' : m))}
      onMouseLeave={() => setMode((m) => (m === 'hover' ? 'closed' : m))}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null))
          setMode((m) => (m === 'pinned' ? 'closed' : m));
      }}
    >
      <button
        ref={button}
        type="button"
        className="rp-nav-menu__item__container nav-dropdown__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setMode((m) => (m === 'pinned' ? 'closed' : 'pinned'))}
      >
        {label}
      </button>
      {/* Lean markup, in every page's navbar: the chevron is the button's ::after, the list's items
          and links have no class (navbar.css), a centred list no modifier. */}
      <ul
        id={id}
        className={`nav-dropdown__panel${align === 'right' ? ' nav-dropdown__panel--right' : ''}`}
      >
        {items.map((item) => (
          <li key={item.text}>
            <EntryLink entry={item} bare lang={item.lang} hrefLang={item.lang} />
          </li>
        ))}
      </ul>
    </div>
  );
}
