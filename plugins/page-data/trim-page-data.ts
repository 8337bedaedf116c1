import type { PageIndexInfo } from '@rspress/core';

/**
 * Rspress ships one record per page in the main bundle that every page loads. A page's own
 * module already carries its title, frontmatter and table of contents, so the global record
 * keeps only what routing needs. This is what keeps first-load JS flat as API pages grow.
 */
export function trimPageData(page: PageIndexInfo, opts: { generated: boolean }): void {
  const p = page as Partial<PageIndexInfo> & Record<string, unknown>;
  p.toc = [];
  if (opts.generated) {
    // Generated pages put their description in frontmatter `head` meta tags instead.
    // (Hand-written pages keep frontmatter: the RSS plugin reads it after the build.)
    p.frontmatter = {};
    delete p.description;
    delete p._relativePath;
  }
}
