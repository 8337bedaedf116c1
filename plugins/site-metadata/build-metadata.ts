import type { ApiEntry } from '../../common/apis/api-list';
import { trimTrailingSlash } from '../../common/routes/route-path';
import { isGeneratedPage } from '../shared/generated-page';
import { areaForPath, type Area, type VersionRecord } from '../../config/areas';
import { LOCALE } from '../../config/site';

export interface PageIndexEntry {
  id: string;
  path: string;
  /** Sidebar (area) the page belongs to, or null for pages without one (home, blog, custom pages). */
  sidebar: string | null;
}

export interface SiteMetadata {
  locale: { lang: string; dir: string };
  versions: Array<{ area: string; areaLabel: string } & VersionRecord>;
  /** The API versions of apis.yaml in list order (each area keeps its single "Next" record above). */
  apiVersions: Array<{
    area: string;
    product: string;
    label: string;
    base: string;
    status: string;
    spec: string;
  }>;
  pages: PageIndexEntry[];
}

/** The route table as Rspress reports it (RouteMeta): route path and the file it comes from. */
export interface RouteLike {
  routePath: string;
  relativePath: string;
  absolutePath: string;
}

/** site-metadata.json from the real route table: locale, version records, one entry per page. */
export function buildSiteMetadata(
  routes: RouteLike[],
  opts: { generatedDir: string; apis: readonly ApiEntry[]; areas: readonly Area[] },
): SiteMetadata {
  const pages = routes
    .map((r) => {
      const path = trimTrailingSlash(r.routePath);
      const generated = isGeneratedPage(r.absolutePath, opts.generatedDir);
      const id = generated
        ? path.replace(/^\//, '') || 'index'
        : r.relativePath.replace(/\.(md|mdx|tsx|ts|jsx|js)$/, '');
      return { id, path, sidebar: areaForPath(opts.areas, path)?.id ?? null };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  return {
    locale: { lang: LOCALE.lang, dir: LOCALE.dir },
    versions: opts.areas.map((a) => ({ area: a.id, areaLabel: a.label, ...a.version })),
    apiVersions: opts.apis.map((a) => ({
      area: a.area,
      product: a.product,
      label: a.label,
      base: a.base,
      status: a.status,
      spec: `/api-specs/${a.file}`,
    })),
    pages,
  };
}
