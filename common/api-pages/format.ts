/**
 * The record of an "API page": a generated page (an API operation, tag, version root) that is not
 * compiled into the bundles. The build writes one record per page; one component renders every such
 * page from it on the server (SSG). In the browser the record is read back from the page's own HTML
 * (its sections, plus the rest as JSON in a data script): no second copy of the content is served.
 * Used by plugins/ (writer) and theme/ (reader).
 */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface ApiPageSection {
  /** Heading before the section: level, text, anchor id. */
  heading?: { level: 1 | 2 | 3; text: string; id: string };
  /** Sanitized HTML (may be empty for a heading-only section). */
  html: string;
  /**
   * `panel`: shown in the side panel of the two-pane layout (an operation's request sample and
   * response examples). A page with panel sections puts its first section (the title) across
   * both columns, the other sections on the left and the panel sections on the right.
   */
  area?: 'panel';
}

export interface SidebarLink {
  text: string;
  link: string;
  /** Extra data on the link (the API method badge: `method-get`). */
  context?: string;
  /** Badges shown with the link (an operation's `x-badges`, Experimental), before or after its text. */
  badges?: Array<{ name: string; before?: boolean }>;
}

/**
 * The sidebar an API page carries (an API version's): the version root, every group's title, and
 * the items of the page's own group only; the other groups load their items from
 * `sidebarGroupUrl(base, key)` when the reader opens them. A group's page is `{base}/{key}`.
 */
export interface PageSidebar {
  base: string;
  label: string;
  /** Plain links after the root (the version's "What changed" page). */
  links?: SidebarLink[];
  groups: Array<{
    text: string;
    key: string;
    items?: SidebarLink[];
    /** The tag group (`x-tagGroups`) the group sits under. */ section?: string;
    /** Set when `items` is a window of a long group (group-window.ts): the group's item count. */
    total?: number;
  }>;
}

export interface ApiPage {
  routePath: string;
  title: string;
  frontmatter: Record<string, unknown>;
  toc: TocItem[];
  sections: ApiPageSection[];
  /** The page's sidebar (API versions): titles of every group, items of the open one. */
  sidebar?: PageSidebar;
  /** Previous and next page in full sidebar order (computed at build time). */
  prevNext?: { prev: SidebarLink | null; next: SidebarLink | null };
}

/** Path of an API page's record inside the records folder (build-time: server render, Markdown twins). */
export function recordPath(routePath: string): string {
  const route = routePath === '/' ? '/index' : routePath.replace(/\/$/, '');
  return `/page-data${route}.json`;
}

/** URL path of a sidebar group's items (served; without the site base). */
export function sidebarGroupUrl(base: string, key: string): string {
  return `/page-data${base}/_sidebar/${key}.json`;
}

/**
 * Id of the data script in which an API page's HTML carries its record, less the sections. It keeps
 * the older word, like the class `data-page` and the chunk `data-page`: renaming served markup is no rename.
 */
export const DATA_SCRIPT_ID = 'portal-data-page';
