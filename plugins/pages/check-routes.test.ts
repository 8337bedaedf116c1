import { describe, expect, it } from 'vitest';
import { findDuplicateRoutes } from './check-routes';

describe('findDuplicateRoutes', () => {
  it('reports two files producing one route, naming both', () => {
    expect(
      findDuplicateRoutes([
        { route: '/guide', source: 'docs/guide.md' },
        { route: '/guide/', source: 'docs/guide/index.md' },
      ]),
    ).toEqual(['duplicate route /guide/: docs/guide.md and docs/guide/index.md both produce it']);
  });
  it('reports a generated page colliding with a hand-written one', () => {
    expect(
      findDuplicateRoutes([
        { route: '/blog', source: 'docs/blog.md' },
        { route: '/blog', source: 'the blog list generator' },
      ]),
    ).toHaveLength(1);
  });
  it('accepts distinct routes', () => {
    expect(
      findDuplicateRoutes([
        { route: '/a', source: 'a.md' },
        { route: '/b', source: 'b.md' },
      ]),
    ).toEqual([]);
  });
});
