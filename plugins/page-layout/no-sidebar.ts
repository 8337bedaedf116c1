import path from 'node:path';
import { areaForPath, type Area } from '../../config/areas';
import { fileToRoute } from '../shared/docs-routes';

/**
 * Pages outside every area (/idn, /iiq, /nerm, blog posts) have no sidebar. Rspress still gave
 * them its sidebar column, empty with its border (272 px at 1366), and a "Menu" button for an
 * empty drawer on phones; `sidebar: false` with the wide page type gives them the whole width, as
 * the blog lists have. A page's own `sidebar` or `pageType` is left as it is.
 */
export function layoutDefaults(
  route: string,
  frontmatter: Record<string, unknown>,
  areas: readonly Area[],
): Record<string, unknown> {
  const pageType = frontmatter.pageType ?? 'doc';
  if (pageType !== 'doc' || frontmatter.sidebar !== undefined || areaForPath(areas, route))
    return {};
  return { sidebar: false, pageType: 'doc-wide' };
}

/** The route of a Markdown file under `docsRoot` (`iiq/index.md` → `/iiq`). */
export function routeOfFile(docsRoot: string, file: string): string {
  return fileToRoute(path.relative(docsRoot, file));
}

/**
 * Remark plugin: applies layoutDefaults to the frontmatter a page's compiled module exports (the
 * same object Rspress's MDX compiler serialises after the remark pass; see
 * plugins/rspress-page-data/editorial-fields.ts).
 */
export function remarkLayoutDefaults(opts: { docsRoot: string; areas: readonly Area[] }) {
  return function (this: { data: (key: string) => unknown }) {
    const data = this.data.bind(this);
    return (_tree: unknown, file: { path?: string }) => {
      const meta = data('pageMeta') as { frontmatter?: Record<string, unknown> } | undefined;
      if (!meta?.frontmatter || !file.path) return;
      Object.assign(
        meta.frontmatter,
        layoutDefaults(routeOfFile(opts.docsRoot, file.path), meta.frontmatter, opts.areas),
      );
    };
  };
}
