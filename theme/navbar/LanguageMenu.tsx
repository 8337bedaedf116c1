import { useLocation } from '@rspress/core/runtime';
import { LOCALES } from '../../config/site';
import { NavDropdown } from './NavDropdown';

/**
 * The language menu of spec §2 (English only today): one item per entry of LOCALES, the
 * current language marked. Built like the product menus so that adding a locale is data.
 */
export function LanguageMenu({ id = 'nav-language-menu' }: { id?: string }) {
  const { pathname } = useLocation();
  const current = LOCALES[0];
  return (
    <NavDropdown
      id={id}
      align="right"
      className="nav-language"
      label={
        <>
          <svg
            className="nav-language__icon"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
          >
            <path
              d="M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Zm0 0c2.5 2.6 3.8 5.8 3.8 9.5S14.5 18.9 12 21.5M12 2.5C9.5 5.1 8.2 8.3 8.2 12s1.3 6.9 3.8 9.5M3 9h18M3 15h18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
          <span className="visually-hidden">Language: </span>
          <span className="nav-language__label">{current.label}</span>
        </>
      }
      items={LOCALES.map((l) => ({
        text: l.label,
        link: l.lang === current.lang ? pathname : `/${l.lang}${pathname}`,
        lang: l.lang,
        current: l.lang === current.lang ? 'true' : undefined,
      }))}
    />
  );
}
