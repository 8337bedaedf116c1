import { useLocation, useNav } from '@rspress/core/runtime';
import { NavTitle } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { HydrationSlice } from '../logic/HydrationSlice';
import { ServerMemo } from '../ssg/server-memo';
import { Search } from '../search/Search';
import { ColorModeButton } from './ColorModeButton';
import { EntryLink } from './EntryLink';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { navEntries, type NavConfigItem } from './nav-entries';
import { NavDropdown } from './NavDropdown';
import './navbar.css';

const menuId = (text: string) => `nav-menu-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The navbar (replaces Rspress's Nav, whose menus open on hover only and whose colour-mode
 * switch is an unnamed <div>): product menus and links from config/nav.ts, search, the
 * language menu and the colour-mode button; below 768 px one menu button holds them all.
 *
 * Its parts that only some screens show are hydration slices of their own, each when seen
 * (theme/logic/HydrationSlice.tsx): on a phone the product menus and the tools are hidden and
 * stay as the server sent them until the first press; on a desktop the phone's menu button does.
 */
export function Nav() {
  const config = useNav() as NavConfigItem[];
  const { pathname } = useLocation();
  const entries = useMemo(() => navEntries(config, pathname), [config, pathname]);
  // Static generation renders the bar once per set of entries (which menu and link are current):
  // only the language menu's link to the page itself differs between those pages.
  return (
    <ServerMemo
      memoKey={() => `nav:${JSON.stringify(entries)}`}
      holes={[<LanguageMenu key="lang" />]}
    >
      {(slot) => (
        <header className="rp-nav">
          <div className="rp-nav__left">
            <NavTitle />
            <HydrationSlice name="nav-main" whenSeen="nav.nav-main">
              <nav className="nav-main" aria-label="Main">
                <ul className="rp-nav-menu">
                  {entries.map((entry) => (
                    <li
                      key={entry.text}
                      className={`rp-nav-menu__item ${entry.active ? 'rp-nav-menu__item--active' : ''}`.trim()}
                    >
                      {'items' in entry ? (
                        <NavDropdown
                          id={menuId(entry.text)}
                          label={entry.text}
                          items={entry.items}
                        />
                      ) : (
                        <EntryLink entry={entry} className="rp-nav-menu__item__container" />
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            </HydrationSlice>
          </div>
          <div className="rp-nav__right">
            <Search />
            <HydrationSlice name="nav-tools" whenSeen="div.nav-tools">
              <div className="nav-tools">
                {slot(0)}
                <ColorModeButton />
              </div>
            </HydrationSlice>
            <HydrationSlice name="nav-mobile" whenSeen="div.mobile-nav">
              <MobileMenu entries={entries} />
            </HydrationSlice>
          </div>
        </header>
      )}
    </ServerMemo>
  );
}
