import { describe, expect, it } from 'vitest';
import { siteAreas } from '../../config/areas';
import { readApiList } from '../apis';
import { REPO_ROOT } from '../../tests/lib/shared';
import { SOCIAL_IMAGE, socialCardFor, socialCards, socialImageMeta } from './social-cards';
import { cardSvg, renderCard, wrapTitle } from './social-images';

const { products } = readApiList(REPO_ROOT, `${REPO_ROOT}/specs`);
const SITE = { areas: siteAreas(products), products };

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('social preview images', () => {
  it('draws a 1200×630 PNG per card', () => {
    const png = renderCard(socialCardFor('/idn/api/v3/list-sources', SITE));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height });
  });

  it('has a card for every area, the blog and the rest of the site', () => {
    const ids = socialCards(SITE).map((c) => c.id);
    expect(ids).toEqual(['site', 'blog', ...SITE.areas.map((a) => a.id)]);
    expect(socialCardFor('/idn/docs/transforms', SITE).id).toBe('idn-docs');
    expect(socialCardFor('/blog/some-post', SITE).id).toBe('blog');
    expect(socialCardFor('/marketplace', SITE).id).toBe('site');
  });

  it('escapes the texts and wraps long titles', () => {
    expect(cardSvg({ id: 'x', title: 'A & <B>', subtitle: '"c"' })).toContain('A &amp; &lt;B&gt;');
    expect(wrapTitle('one two three four five six', 9)).toEqual(['one two', 'three', 'four five']);
  });

  it('writes absolute image tags only with an origin', () => {
    const tags = socialImageMeta('/idn/docs', 'https://dev.example.test', SITE, (p) => `/base${p}`);
    const get = (key: string) => tags.find((t) => (t.property ?? t.name) === key)?.content;
    expect(get('og:image')).toBe('https://dev.example.test/base/og/idn-docs.png');
    expect(get('og:image:width')).toBe('1200');
    expect(get('og:image:height')).toBe('630');
    expect(get('og:image:alt')).toBe('Identity Developer Portal: IDN docs');
    expect(get('twitter:card')).toBe('summary_large_image');
    expect(get('twitter:image')).toBe(get('og:image'));
    expect(socialImageMeta('/idn/docs', '', SITE)).toEqual([
      { name: 'twitter:card', content: 'summary' },
    ]);
  });
});
