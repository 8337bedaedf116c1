/**
 * The JSON record of a "data page": a generated page (an API operation, tag, version root) that
 * is not compiled into the bundles. The build writes one record per page to
 * `/page-data/<route>.json`; one component renders every such page, on the server (SSG, read from
 * disk) and in the browser (fetched on navigation). Used by plugins/ (writer) and theme/ (reader).
 */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface DataSection {
  /** Heading before the section: level, text, anchor id. */
  heading?: { level: 1 | 2 | 3; text: string; id: string };
  /** Sanitized HTML (may be empty for a heading-only section). */
  html: string;
}

export interface SidebarLink {
  text: string;
  link: string;
  /** Extra data on the link (the API method badge: `method-get`). */
  context?: string;
}

/**
 * A group of the page's sidebar. `items` is present only for the group holding the page; the
 * others load their items from `itemsUrl` when the reader opens them, so a page's HTML and data
 * hold the group titles and one group, never the whole API.
 */
export interface SidebarGroupRecord extends SidebarLink {
  key: string;
  items?: SidebarLink[];
  itemsUrl: string;
}

export type SidebarEntry = SidebarLink | SidebarGroupRecord;

export interface DataPage {
  routePath: string;
  title: string;
  frontmatter: Record<string, unknown>;
  toc: TocItem[];
  sections: DataSection[];
  /** The page's sidebar (API versions): titles of every group, items of the open one. */
  sidebar?: SidebarEntry[];
  /** Previous and next page in full sidebar order (computed at build time). */
  prevNext?: { prev: SidebarLink | null; next: SidebarLink | null };
}

/** URL path of a data page's record, without the site base. */
export function dataPageUrl(routePath: string): string {
  const route = routePath === '/' ? '/index' : routePath.replace(/\/$/, '');
  return `/page-data${route}.json`;
}

/** URL path of a sidebar group's items. */
export function sidebarGroupUrl(base: string, key: string): string {
  return `/page-data${base}/_sidebar/${key}.json`;
}

export const isGroup = (e: SidebarEntry): e is SidebarGroupRecord => 'key' in e;
