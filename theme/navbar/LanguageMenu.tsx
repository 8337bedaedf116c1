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
          {/* Its icon (a globe): theme/styles/icons.css. */}
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
