/**
 * A tag's pages: one for a tag of up to TAG_PAGE_ROWS operations, as always; a longer tag's table
 * goes on pages of TAG_PAGE_ROWS rows, the first at the tag's own route and the next ones at
 * `{tag}/2`, `{tag}/3` …, each linking all of them (issue 37). Every operation keeps a real link
 * on a page of bounded size. Used by the page list (api-routes.ts), the pages (page-jobs.ts) and
 * their render (render-lists.ts), so all three agree.
 */

/**
 * Rows of one tag page. A row is ~270 bytes of HTML (method, path, linked summary), so 200 rows
 * are ~55 KB, within the 100 KB of sections a page is held to (page-budget.ts) even with long
 * paths; every tag of the portal's specs has at most 28 operations.
 */
export const TAG_PAGE_ROWS = 200;

export interface TagPage {
  /** The page's slug: the tag's own for the first page, `{tag}/{n}` for the n-th. */
  slug: string;
  /** 1-based page number. */
  n: number;
  /** The operations it lists: `from` (0-based, included) to `to` (excluded). */
  from: number;
  to: number;
}

export function tagPages(tag: { slug: string; operations: { length: number } }): TagPage[] {
  const count = tag.operations.length;
  const pages: TagPage[] = [];
  for (let from = 0, n = 1; from < count || n === 1; from += TAG_PAGE_ROWS, n++)
    pages.push({
      slug: n === 1 ? tag.slug : `${tag.slug}/${n}`,
      n,
      from,
      to: Math.min(from + TAG_PAGE_ROWS, count),
    });
  return pages;
}
