import { describe, expect, it } from 'vitest';
import { layoutDefaults, routeOfFile } from './no-sidebar';

describe('layoutDefaults', () => {
  it('gives pages outside every area the full width', () => {
    for (const route of ['/idn', '/iiq', '/nerm', '/blog/some-post'])
      expect(layoutDefaults(route, {}), route).toEqual({ sidebar: false, pageType: 'doc-wide' });
  });
  it('leaves area pages, other page types and explicit choices alone', () => {
    expect(layoutDefaults('/idn/docs/transforms', {})).toEqual({});
    expect(layoutDefaults('/iiq/api', {})).toEqual({});
    expect(layoutDefaults('/', { pageType: 'home' })).toEqual({});
    expect(layoutDefaults('/iiq', { sidebar: true })).toEqual({});
  });
});

describe('routeOfFile', () => {
  it('spells the route as the site does', () => {
    expect(routeOfFile('/r/docs', '/r/docs/iiq/index.md')).toBe('/iiq');
    expect(routeOfFile('/r/docs', '/r/docs/index.md')).toBe('/');
    expect(routeOfFile('/r/docs', '/r/docs/blog/a-post.md')).toBe('/blog/a-post');
  });
});
