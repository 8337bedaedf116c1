import { describe, expect, it } from 'vitest';
import { siteAreas } from '../../config/areas';
import { REPO_ROOT } from '../../tests/lib/shared';
import { readApiList } from '../apis';
import { layoutDefaults, routeOfFile } from './no-sidebar';

const AREAS = siteAreas(readApiList(REPO_ROOT, `${REPO_ROOT}/specs`).products);

describe('layoutDefaults', () => {
  it('gives pages outside every area the full width', () => {
    for (const route of ['/idn', '/iiq', '/nerm', '/blog/some-post'])
      expect(layoutDefaults(route, {}, AREAS), route).toEqual({
        sidebar: false,
        pageType: 'doc-wide',
      });
  });
  it('leaves area pages, other page types and explicit choices alone', () => {
    expect(layoutDefaults('/idn/docs/transforms', {}, AREAS)).toEqual({});
    expect(layoutDefaults('/iiq/api', {}, AREAS)).toEqual({});
    expect(layoutDefaults('/', { pageType: 'home' }, AREAS)).toEqual({});
    expect(layoutDefaults('/iiq', { sidebar: true }, AREAS)).toEqual({});
  });
});

describe('routeOfFile', () => {
  it('spells the route as the site does', () => {
    expect(routeOfFile('/r/docs', '/r/docs/iiq/index.md')).toBe('/iiq');
    expect(routeOfFile('/r/docs', '/r/docs/index.md')).toBe('/');
    expect(routeOfFile('/r/docs', '/r/docs/blog/a-post.md')).toBe('/blog/a-post');
  });
});
