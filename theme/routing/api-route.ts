import { createElement, type ReactElement } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import apiRoutes from '@portal-generated/api-routes.json';
import siteData from 'virtual-site-data';

export interface RouteLike {
  path: string;
  element: ReactElement;
  filePath: string;
  preload: () => Promise<unknown>;
  lang: string;
  version: string;
}

// The API pages' component, record loader and browser behaviour are one chunk: pages that are not
// API pages (home, guides, blog) never load it. Preloading an API route loads it before render.
const loadChunk = () => import(/* webpackChunkName: "data-page" */ './api-page-chunk');
const View = lazyWithPreload(() => loadChunk().then((m) => ({ default: m.ApiPageView })));

// Rspress gives every page of a single-language site the site's language.
export const lang = (siteData as { lang?: string }).lang ?? '';

const cache = new Map<string, RouteLike>();

/**
 * The route of an API page: any path under one of the API route prefixes (the API version
 * roots) that is not a compiled page. Its record loads on preload; a path without a record
 * renders the not-found page.
 */
export function apiRoute(path: string): RouteLike | undefined {
  if (!apiRoutes.prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return undefined;
  let route = cache.get(path);
  if (!route) {
    route = {
      path,
      element: createElement(View, { path }),
      filePath: `page-data${path}.json`,
      lang,
      version: '',
      preload: async () => {
        const [chunk] = await Promise.all([loadChunk(), View.preload()]);
        return chunk.pageModule(path, await chunk.loadApiPage(path));
      },
    };
    cache.set(path, route);
  }
  return route;
}

/** Whether `route` is an API page's route (one apiRoute made). */
export const isApiRoute = (route: RouteLike | undefined): boolean =>
  route !== undefined && cache.get(route.path) === route;
