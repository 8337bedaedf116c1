import { describe, expect, it } from 'vitest';
import { navItems } from '../../config/nav';
import { projectApiList } from '../../tests/lib/shared';

const LIST = await projectApiList();
const NAV = navItems(LIST.entries, LIST.products);
import { linkIsActive, navEntries, type NavConfigItem } from './nav-entries';

const config: NavConfigItem[] = [
  {
    text: 'IDN',
    items: [
      { text: 'V3 APIs', link: '/idn/api/v3' },
      { text: 'Docs', link: '/idn/docs' },
    ],
  },
  { text: 'Blog', link: '/blog', activeMatch: '^/blog' },
  {
    text: 'Community',
    items: [{ text: 'Forum', link: 'https://forum.example.com', rel: 'noopener' }],
  },
];

describe('navEntries', () => {
  it('marks the menu that holds the current page and the link that is it', () => {
    const [idn, blog, community] = navEntries(config, '/idn/api/v3');
    expect(idn).toMatchObject({
      text: 'IDN',
      active: true,
      items: [{ text: 'V3 APIs', current: 'page' }, { text: 'Docs' }],
    });
    expect('items' in idn && idn.items[1].current).toBeUndefined();
    expect(blog).toMatchObject({ link: '/blog', active: false });
    expect(community).toMatchObject({ active: false, items: [{ rel: 'noopener' }] });
  });
  it('a page below a link makes its menu active without being the current page', () => {
    const [idn] = navEntries(config, '/idn/api/v3/list-sources');
    expect(idn.active).toBe(true);
    expect('items' in idn && idn.items[0].current).toBeUndefined();
  });
  it('reads the site navbar', () => {
    const entries = navEntries(NAV as NavConfigItem[], '/blog/some-post');
    expect(entries.map((e) => e.text)).toEqual(['IDN', 'IIQ', 'NERM', 'Blog', 'Community']);
    expect(entries.find((e) => e.text === 'Blog')?.active).toBe(true);
  });
});

describe('linkIsActive', () => {
  it('does not confuse a sibling that shares a prefix', () => {
    expect(linkIsActive({ link: '/idn/api/v3' }, '/idn/api/v3-legacy')).toBe(false);
    expect(linkIsActive({ link: '/idn/api/v3/' }, '/idn/api/v3')).toBe(true);
  });
  it('reads .html, /index and trailing-slash spellings as the same page', () => {
    const [idn] = navEntries(config, '/idn/api/v3.html');
    expect('items' in idn && idn.items[0].current).toBe('page');
    expect(
      navEntries([{ text: 'Docs', link: '/idn/docs/index.html' }], '/idn/docs/')[0],
    ).toMatchObject({ current: 'page' });
  });
  it('never marks an external link', () => {
    expect(linkIsActive({ link: 'https://example.com/idn' }, '/idn')).toBe(false);
  });
});
