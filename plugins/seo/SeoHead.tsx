import { useHead, useLocation, usePage, withBase } from '@rspress/core/runtime';
import { AREA_LIST, PRODUCT_LIST } from '../../theme/api/api-list';
import { socialImageMeta } from './social-cards';
import { cleanRoutePath } from './paths';

export interface SeoHeadProps {
  /** Public origin of the site (SITE_ORIGIN), without a trailing slash; '' writes no canonical or og:url. */
  siteOrigin: string;
  siteTitle: string;
  /** Text direction of the (single) locale, written on <html>. */
  dir: 'ltr' | 'rtl';
  /** Routes that get no canonical URL of their own (the redirect stubs carry theirs). */
  skip: string[];
}

/**
 * Per-page <head> tags Rspress does not write itself (it already writes `og:type`, `og:title`,
 * `description` and `og:description`): the canonical URL, `og:url`, `og:site_name`, the preview
 * image of the page's area (`og:image` and its size and alt text) and a Twitter card (Twitter reads
 * the `og:` title and description); also `dir` on <html>. Rendered on every page through
 * the plugin's `globalUIComponents`, so SSG writes the tags into each HTML file and client-side
 * navigation keeps them current. (The `head` config's function form cannot be used: the SSG
 * workers receive the config by structured clone, which cannot copy functions.)
 */
export default function SeoHead({ siteOrigin, siteTitle, dir, skip }: SeoHeadProps) {
  const { pathname } = useLocation();
  const { page } = usePage();
  const route = cleanRoutePath(pathname);
  // Both must be absolute URLs: without an origin they are left out rather than guessed.
  const indexable =
    Boolean(siteOrigin) && page.pageType !== '404' && route !== '/404' && !skip.includes(route);
  const url = `${siteOrigin}${route}`;
  useHead({
    htmlAttrs: { dir },
    link: indexable ? [{ rel: 'canonical', href: url }] : [],
    meta: [
      ...(indexable ? [{ property: 'og:url', content: url }] : []),
      { property: 'og:site_name', content: siteTitle },
      // The area's preview image, and a large Twitter card with it (social-cards.ts; with an origin only).
      ...socialImageMeta(route, siteOrigin, { areas: AREA_LIST, products: PRODUCT_LIST }, withBase),
    ],
  });
  return null;
}
