import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { Product } from '../../common/apis/products';
import type { Area } from '../../config/areas';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { cleanRoutePath, isIndexable } from './paths';
import { rehypeHeaderAnchorsOutOfTabOrder } from './rehype-header-anchors';
import type { SeoHeadProps } from './SeoHead';
import { socialCards } from './social-cards';

const HERE = path.dirname(fileURLToPath(import.meta.url));

type HeadEntry = NonNullable<UserConfig['head']>[number];

export { cleanRoutePath, isIndexable };

/** Google Tag Manager container ids look like `GTM-ABC1234`. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/**
 * The standard Google Tag Manager container snippet for <head>, plus a `<meta name="gtm-id">`
 * that theme/components/Analytics.tsx reads to push `page_view` on client-side navigation.
 * Empty id (the default): no entries, so nothing third-party is loaded.
 */
export function gtmHead(gtmId: string): HeadEntry[] {
  if (!gtmId) return [];
  if (!GTM_ID_PATTERN.test(gtmId))
    throw new Error(`GTM_ID must look like GTM-XXXXXXX, got ${JSON.stringify(gtmId)}`);
  return [`<meta name="gtm-id" content="${gtmId}">`, `<script>${gtmSnippet(gtmId)}</script>`];
}

/** Google's container snippet, verbatim apart from the id. */
export function gtmSnippet(gtmId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`;
}

/**
 * Writes the `Sitemap:` line of robots.txt for the configured origin. The line must be an absolute
 * URL, so without an origin (SITE_ORIGIN unset) robots.txt has none.
 */
export function robotsTxt(source: string, siteOrigin: string): string {
  const origin = siteOrigin.replace(/\/+$/, '');
  const rest = source.replace(/^Sitemap:.*\n?/gm, '').trimEnd();
  return origin ? `${rest}\n\nSitemap: ${origin}/sitemap.xml\n` : `${rest}\n`;
}

/** Keeps sitemap.xml to real pages at their clean URLs (drops the not-found page and redirect stubs). */
export function cleanSitemap(
  xml: string,
  siteOrigin: string,
  redirects: ReadonlyArray<{ from: string }>,
): string {
  const origin = siteOrigin.replace(/\/+$/, '');
  const seen = new Set<string>();
  return xml.replace(/<url>([\s\S]*?)<\/url>/g, (whole, inner: string) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(inner)?.[1] ?? '';
    if (!loc.startsWith(origin)) return whole;
    const route = cleanRoutePath(loc.slice(origin.length) || '/');
    if (!isIndexable(route, redirects) || seen.has(route)) return '';
    seen.add(route);
    return `<url>${inner.replace(/<loc>[^<]*<\/loc>/, () => `<loc>${origin}${route}</loc>`)}</url>`;
  });
}

/**
 * SEO for the whole site. Adds SeoHead.tsx to every page, and wraps the official
 * @rspress/plugin-sitemap: it sees only real pages (not the not-found
 * page or the redirect stubs), and after it has written sitemap.xml the URLs are made canonical
 * (no trailing slash on folder pages). Also points robots.txt at the sitemap on SITE_ORIGIN.
 * Without SITE_ORIGIN: no sitemap, no Sitemap line, no canonical/og:url (they must be absolute).
 * (Rspress runs plugins' afterBuild hooks in parallel, hence one plugin doing both in order.)
 */
export function seoPlugin(opts: {
  siteOrigin: string;
  siteTitle: string;
  dir: 'ltr' | 'rtl';
  redirects: ReadonlyArray<{ from: string }>;
  /** The areas and products the social preview cards are drawn for. */
  areas: readonly Area[];
  products: readonly Product[];
}): RspressPlugin {
  const siteOrigin = opts.siteOrigin.replace(/\/+$/, '');
  // A sitemap lists absolute URLs only: without an origin there is none (the build log warns).
  const sitemap: Partial<RspressPlugin> = siteOrigin
    ? pluginSitemap({ siteUrl: siteOrigin, defaultChangeFreq: 'weekly' })
    : {};
  const headProps: SeoHeadProps = {
    siteOrigin,
    siteTitle: opts.siteTitle,
    dir: opts.dir,
    skip: opts.redirects.map((r) => r.from),
  };
  return {
    name: 'portal-seo',
    // Canonical URL, og:url, og:site_name, Twitter card and preview image on every page (SeoHead.tsx).
    globalUIComponents: [[path.join(HERE, 'SeoHead.tsx'), headProps]],
    // Heading permalinks out of the tab order (axe-core aria-hidden-focus).
    markdown: { rehypePlugins: [rehypeHeaderAnchorsOutOfTabOrder] },
    beforeBuild: sitemap.beforeBuild,
    extendPageData(pageData, isProd) {
      if (!isIndexable(pageData.routePath, opts.redirects)) return;
      return sitemap.extendPageData?.(pageData, isProd);
    },
    async afterBuild(config, isProd) {
      await sitemap.afterBuild?.(config, isProd);
      if (!isProd || !config.outDir) return;
      const robots = path.join(config.outDir, 'robots.txt');
      if (fs.existsSync(robots))
        fs.writeFileSync(robots, robotsTxt(fs.readFileSync(robots, 'utf8'), siteOrigin));
      const map = path.join(config.outDir, 'sitemap.xml');
      if (siteOrigin && fs.existsSync(map))
        fs.writeFileSync(
          map,
          cleanSitemap(fs.readFileSync(map, 'utf8'), siteOrigin, opts.redirects),
        );
      // The social preview cards SeoHead's og:image tags point at (one per area, blog, site).
      // Loaded here, not with the config: resvg is a native module only this step needs.
      const { writeSocialImages } = await import('./social-images');
      writeSocialImages(config.outDir, socialCards({ areas: opts.areas, products: opts.products }));
    },
  };
}
