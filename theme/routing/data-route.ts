import { createElement, type ReactElement } from 'react';
import dataRoutes from '@portal-generated/data-routes.json';
import siteData from 'virtual-site-data';
import { loadDataPage } from '@portal/page-data-loader';
import type { DataPage } from '../../common/data-pages/format';
import { DataPageView } from './DataPageView';

export interface RouteLike {
  path: string;
  element: ReactElement;
  filePath: string;
  preload: () => Promise<unknown>;
  lang: string;
  version: string;
}

// Rspress gives every page of a single-language site the site's language.
const lang = (siteData as { lang?: string }).lang ?? '';

/** What Rspress's initPageData reads from a route's module (non-Markdown routes: its exports). */
function pageModule(path: string, data: DataPage | null) {
  if (!data) return { default: DataPageView, title: '404', frontmatter: { pageType: '404' }, toc: [], routePath: path, lang, version: '' };
  // headingTitle: the record renders its own h1, so Rspress adds no fallback title heading.
  const headingTitle = data.sections[0]?.heading?.level === 1 ? data.sections[0].heading.text : undefined;
  return { default: DataPageView, title: data.title, headingTitle, frontmatter: data.frontmatter, toc: data.toc, routePath: data.routePath, lang, version: '', dataPage: data };
}

const cache = new Map<string, RouteLike>();

/**
 * The route of a data page: any path under one of the data-route prefixes (the API version
 * roots) that is not a compiled page. Its record loads on preload; a path without a record
 * renders the not-found page.
 */
export function dataRoute(path: string): RouteLike | undefined {
  if (!dataRoutes.prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return undefined;
  let route = cache.get(path);
  if (!route) {
    route = {
      path,
      element: createElement(DataPageView, { path }),
      filePath: `page-data${path}.json`,
      lang,
      version: '',
      preload: async () => pageModule(path, await loadDataPage(path)),
    };
    cache.set(path, route);
  }
  return route;
}
