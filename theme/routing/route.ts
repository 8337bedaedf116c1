/**
 * Replaces Rspress's runtime/route.js (plugins/routing swaps the module in at bundling; same
 * exports). Rspress matches a path against a route table that has one entry and one lazy import
 * per page, shipped in the main bundle of every page. Here the table holds the compiled pages
 * only; generated API pages resolve by prefix to one component that reads the
 * page's record (see api-route.ts). Everything else behaves as Rspress's original.
 */
import {
  cleanUrl,
  normalizeHref,
  removeBase as removeBaseOf,
  removeTrailingSlash,
} from '@rspress/shared';
import { routes } from 'virtual-routes';
import siteData from 'virtual-site-data';
import { apiRoute, type RouteLike } from './api-route';

const site = siteData as {
  base: string;
  route?: { cleanUrls?: boolean; cleanUrlsRedirect?: boolean; prefetchLink?: boolean };
};

function normalizeRoutePath(routePath: string): string {
  return cleanUrl(decodeURIComponent(routePath))
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .toLowerCase();
}
const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);

/**
 * Paths as matchPath compares them, by path. The sidebar asks whether each of its entries is the
 * current page (hundreds of entries on an API page, and again on every page of static generation),
 * so the same few thousand links are normalized over and over. Bounded: cleared when full.
 */
const compared = new Map<string, string>();
const MAX_COMPARED = 20_000;
function comparable(path: string): string {
  let key = compared.get(path);
  if (key === undefined) {
    key = withSlash(normalizeRoutePath(path));
    if (compared.size >= MAX_COMPARED) compared.clear();
    compared.set(path, key);
  }
  return key;
}

export function matchPath(pattern: string, pathname: string): { path: string } | null {
  return comparable(pattern) === comparable(pathname) ? { path: pattern } : null;
}

const byPath = new Map<string, RouteLike>(
  (routes as RouteLike[]).map((r) => [withSlash(normalizeRoutePath(r.path)), r]),
);

export function pathnameToRouteService(pathname: string): RouteLike | undefined {
  const key = withSlash(normalizeRoutePath(pathname));
  return byPath.get(key) ?? apiRoute(key === '/' ? key : key.slice(0, -1));
}

export function redirectToCleanUrl(location: Location, history: History): boolean {
  if (site.route?.cleanUrlsRedirect === false) return false;
  const matched = pathnameToRouteService(removeBaseOf(location.pathname, site.base));
  if (!matched) return false;
  const canonical = `${removeTrailingSlash(site.base)}${normalizeHref(matched.path, Boolean(site.route?.cleanUrls))}`;
  if (location.pathname === canonical) return false;
  history.replaceState(history.state, '', `${canonical}${location.search}${location.hash}`);
  return true;
}

export function isActive(itemLink: string, currentPathname: string): boolean {
  return matchPath(itemLink, currentPathname) !== null;
}

export const preloadLink = (link: string): void => {
  if (site.route?.prefetchLink === false) return;
  void pathnameToRouteService(link)
    ?.preload()
    .catch(() => undefined);
};
