/**
 * Social preview images (og:image): one card per area of the site, so a shared link shows what
 * part of the portal it leads to. Pure: SeoHead.tsx picks a page's card and writes its tags;
 * social-images.ts draws the cards as PNG files after the build.
 */
import type { Product } from '../../common/apis/products';
import { areaForPath, type Area } from '../../config/areas';
import { SITE_TITLE } from '../../config/site';

/** Open Graph's recommended size (1.91:1), which X/Twitter's large card shows uncropped too. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
/** Where the images are written under the build output and served from. */
export const SOCIAL_IMAGE_DIR = 'og';

export interface SocialCard {
  id: string;
  /** The big line: the area. */
  title: string;
  /** The line under it: the product. */
  subtitle: string;
}

/** The areas and products of the site (config/areas.ts, specs/products.yaml) the cards are drawn for. */
export interface CardSite {
  areas: readonly Area[];
  products: readonly Product[];
}

/** The line under an area's title: its product's long name (footer title) or label. */
const productLine = (site: CardSite, id: string) => {
  const p = site.products.find((x) => x.id === id);
  return p ? (p.footer ?? p.label) : SITE_TITLE;
};

const SITE: SocialCard = {
  id: 'site',
  title: SITE_TITLE,
  subtitle: 'API references, guides, tools and a blog',
};
const BLOG: SocialCard = { id: 'blog', title: 'Blog', subtitle: SITE_TITLE };

/** Every card the build draws. */
export function socialCards(site: CardSite): SocialCard[] {
  return [
    SITE,
    BLOG,
    ...site.areas.map((a) => ({
      id: a.id,
      title: a.label,
      subtitle: productLine(site, a.product),
    })),
  ];
}

/** The card of a route: its area's, the blog's, else the site's. */
export function socialCardFor(route: string, site: CardSite): SocialCard {
  const area = areaForPath(site.areas, route);
  if (area) return { id: area.id, title: area.label, subtitle: productLine(site, area.product) };
  if (route === '/blog' || route.startsWith('/blog/')) return BLOG;
  return SITE;
}

/**
 * The image tags of a route's page (its path without the site's base; `withBase` adds it to the
 * image's): absolute URLs only, so none without an origin (and the Twitter card stays `summary`,
 * which needs no image).
 */
export function socialImageMeta(
  route: string,
  siteOrigin: string,
  site: CardSite,
  withBase: (path: string) => string = (p) => p,
): Array<{ property?: string; name?: string; content: string }> {
  if (!siteOrigin) return [{ name: 'twitter:card', content: 'summary' }];
  const card = socialCardFor(route, site);
  const url = `${siteOrigin}${withBase(`/${SOCIAL_IMAGE_DIR}/${card.id}.png`)}`;
  const alt = card.id === 'site' ? SITE_TITLE : `${SITE_TITLE}: ${card.title}`;
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: alt },
  ];
}
