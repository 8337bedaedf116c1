import type { MenuLink } from './NavDropdown';
import { cleanRoutePath } from '../../common/routes/route-path';

/** What the navbar config (config/nav.ts, Rspress's NavItem shape) says about one entry. */
export interface NavConfigItem {
  text: string;
  link?: string;
  activeMatch?: string;
  rel?: string;
  items?: NavConfigItem[];
}

export type NavEntry =
  | { text: string; link: string; active: boolean; current?: 'page' }
  | { text: string; items: MenuLink[]; active: boolean };

const isInternal = (link: string) => link.startsWith('/');

/** True when `pathname` is the link's page or below it (or matches its activeMatch). */
export function linkIsActive(
  item: Pick<NavConfigItem, 'link' | 'activeMatch'>,
  pathname: string,
): boolean {
  if (item.activeMatch) return new RegExp(item.activeMatch).test(pathname);
  if (!item.link || !isInternal(item.link)) return false;
  const link = cleanRoutePath(item.link);
  const path = cleanRoutePath(pathname);
  return path === link || path.startsWith(`${link}/`);
}

/** The navbar's entries for the current page: which menu holds it, which link is it. */
export function navEntries(config: NavConfigItem[], pathname: string): NavEntry[] {
  const path = cleanRoutePath(pathname);
  const currentOf = (link: string): 'page' | undefined =>
    isInternal(link) && cleanRoutePath(link) === path ? 'page' : undefined;
  return config.map((item) => {
    if (item.items?.length) {
      const items: MenuLink[] = item.items
        .filter((i): i is NavConfigItem & { link: string } => typeof i.link === 'string')
        .map((i) => ({
          text: i.text,
          link: i.link,
          ...(i.rel ? { rel: i.rel } : {}),
          ...(currentOf(i.link) ? { current: 'page' as const } : {}),
        }));
      return { text: item.text, items, active: item.items.some((i) => linkIsActive(i, pathname)) };
    }
    const link = item.link ?? '/';
    return {
      text: item.text,
      link,
      active: linkIsActive(item, pathname),
      ...(currentOf(link) ? { current: 'page' as const } : {}),
    };
  });
}
