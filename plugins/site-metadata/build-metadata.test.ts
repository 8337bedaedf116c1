import { describe, expect, it } from 'vitest';
import { buildSiteMetadata } from './build-metadata';

describe('buildSiteMetadata', () => {
  const meta = buildSiteMetadata(
    [
      { routePath: '/idn/docs/rules/java-docs', relativePath: 'idn/docs/rules/java-docs.md', absolutePath: '/repo/docs/idn/docs/rules/java-docs.md' },
      { routePath: '/idn/docs/', relativePath: 'idn/docs/index.md', absolutePath: '/repo/docs/idn/docs/index.md' },
      { routePath: '/idn/api/v3/list-sources', relativePath: '../.generated/api/idn-v3/list-sources.mdx', absolutePath: '/repo/.generated/api/idn-v3/list-sources.mdx' },
      { routePath: '/blog', relativePath: '../.generated/blog/blog.mdx', absolutePath: '/repo/.generated/blog/blog.mdx' },
    ],
    { generatedDir: '/repo/.generated' },
  );
  it('has locale en/ltr and a Next version record per area', () => {
    expect(meta.locale).toEqual({ lang: 'en', dir: 'ltr' });
    expect(meta.versions.map((v) => v.area)).toEqual(['idn-api', 'idn-docs', 'idn-tools', 'iiq-api', 'nerm-api']);
    for (const v of meta.versions) expect(v).toMatchObject({ name: 'current', label: 'Next', isLast: true, breadcrumbs: true });
  });
  it('lists every route with id, path and sidebar', () => {
    expect(meta.pages).toEqual([
      { id: 'blog', path: '/blog', sidebar: null },
      { id: 'idn/api/v3/list-sources', path: '/idn/api/v3/list-sources', sidebar: 'idn-api' },
      { id: 'idn/docs/index', path: '/idn/docs', sidebar: 'idn-docs' },
      { id: 'idn/docs/rules/java-docs', path: '/idn/docs/rules/java-docs', sidebar: 'idn-docs' },
    ]);
  });
});
