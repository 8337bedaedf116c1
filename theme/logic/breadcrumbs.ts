import { cleanRoutePath } from '../../common/routes/route-path';
import type { Crumb } from '../../config/areas';

export interface SidebarLike {
  text?: string;
  link?: string;
  items?: SidebarLike[];
}

const same = (a: string, b: string) => cleanRoutePath(a) === cleanRoutePath(b);

/** The chain of sidebar entries from the top down to the entry for `pathname` (inclusive). */
export function sidebarTrail(items: SidebarLike[], pathname: string): SidebarLike[] | null {
  for (const item of items) {
    if (item.link && same(item.link, pathname)) return [item];
    if (item.items) {
      const inner = sidebarTrail(item.items, pathname);
      if (inner) return [item, ...inner];
    }
  }
  return null;
}

const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Breadcrumbs: the area's leading crumbs, then the sidebar groups down to the page, then the
 * page title (not linked). Entries already covered by the leading crumbs are skipped.
 */
export function buildCrumbs(
  lead: Crumb[],
  sidebar: SidebarLike[],
  pathname: string,
  title: string,
): Crumb[] {
  const trail = sidebarTrail(sidebar, pathname) ?? [];
  const crumbs: Crumb[] = [...lead];
  const seen = new Set(lead.map((c) => c.link).filter(Boolean));
  for (const entry of trail.slice(0, -1)) {
    if (entry.link && seen.has(cleanRoutePath(entry.link))) continue;
    if (entry.text === 'Overview') continue;
    crumbs.push({
      text: plain(entry.text ?? ''),
      link: entry.link ? cleanRoutePath(entry.link) : undefined,
    });
  }
  if (!lead.some((c) => c.link && same(c.link, pathname))) crumbs.push({ text: plain(title) });
  return crumbs;
}

/** schema.org BreadcrumbList for the crumbs (absolute URLs need the site origin). */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.text,
      ...(c.link ? { item: `${origin}${c.link}` } : {}),
    })),
  }).replace(/</g, '\\u003c');
}
