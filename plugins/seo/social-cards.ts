/**
 * Social preview images (og:image): one card per area of the site, so a shared link shows what
 * part of the portal it leads to. Pure: SeoHead.tsx picks a page's card and writes its tags;
 * social-images.ts draws the cards as PNG files after the build.
 */
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

const PRODUCT: Record<Area['product'], string> = {
  idn: 'Cloud identity platform (IDN)',
  iiq: 'On-premises identity product (IIQ)',
  nerm: 'Non-employee risk product (NERM)',
};

const SITE: SocialCard = {
  id: 'site',
  title: SITE_TITLE,
  subtitle: 'API references, guides, tools and a blog',
};
const BLOG: SocialCard = { id: 'blog', title: 'Blog', subtitle: SITE_TITLE };

/** Every card the build draws. */
export function socialCards(areas: readonly Area[]): SocialCard[] {
  return [
    SITE,
    BLOG,
    ...areas.map((a) => ({ id: a.id, title: a.label, subtitle: PRODUCT[a.product] })),
  ];
}

/** The card of a route: its area's, the blog's, else the site's. */
export function socialCardFor(route: string): SocialCard {
  const area = areaForPath(route);
  if (area) return { id: area.id, title: area.label, subtitle: PRODUCT[area.product] };
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
  withBase: (path: string) => string = (p) => p,
): Array<{ property?: string; name?: string; content: string }> {
  if (!siteOrigin) return [{ name: 'twitter:card', content: 'summary' }];
  const card = socialCardFor(route);
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
