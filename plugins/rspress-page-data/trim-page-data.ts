import type { PageIndexInfo } from '@rspress/core';
import { dropEditorialFields } from './editorial-fields';

/**
 * Rspress ships one record per page to the browser (in the page's own route chunk here, see
 * plugins/routing/page-info-module.ts). A page's own module already carries its title,
 * frontmatter and table of contents, so the record keeps only what the runtime reads.
 */
/** What the runtime needs of a generated page's record: the route, and lang/version for i18n. */
const KEEP = new Set(['routePath', 'lang', 'version', '_filepath']);

export function trimPageData(page: PageIndexInfo, opts: { generated: boolean }): void {
  const p = page as Partial<PageIndexInfo> & Record<string, unknown>;
  p.toc = [];
  if (opts.generated) {
    // Generated pages keep only the route: their module carries title, frontmatter, toc, and
    // the description sits in frontmatter `head` meta tags.
    for (const key of Object.keys(p)) if (!KEEP.has(key)) delete p[key];
  } else if (!p.routePath?.startsWith('/blog/')) {
    // A page's frontmatter comes from its own module (Rspress's initPageData lets it override the
    // record's), so the copy here only weighs down every page. Blog posts keep theirs: the RSS
    // plugin holds their records and reads them after the build.
    delete p.frontmatter;
  } else {
    // The blog's records keep their frontmatter, less what readers never see.
    dropEditorialFields(p.frontmatter);
  }
}
