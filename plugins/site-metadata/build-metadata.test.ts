import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadApiList } from '../apis/load-api-list';
import { siteAreas } from '../../config/areas';
import { buildSiteMetadata } from './build-metadata';

const SPECS = path.join(__dirname, '../../specs');
const { entries: apis, products } = loadApiList(SPECS, path.join(SPECS, 'apis.yaml'));

describe('buildSiteMetadata', () => {
  const meta = buildSiteMetadata(
    [
      {
        routePath: '/idn/docs/rules/java-docs',
        relativePath: 'idn/docs/rules/java-docs.md',
        absolutePath: '/repo/docs/idn/docs/rules/java-docs.md',
      },
      {
        routePath: '/idn/docs/',
        relativePath: 'idn/docs/index.md',
        absolutePath: '/repo/docs/idn/docs/index.md',
      },
      {
        routePath: '/idn/api/v3/list-sources',
        relativePath: '../.generated/api/idn-v3/list-sources.mdx',
        absolutePath: '/repo/.generated/api/idn-v3/list-sources.mdx',
      },
      {
        routePath: '/blog',
        relativePath: '../.generated/blog/blog.mdx',
        absolutePath: '/repo/.generated/blog/blog.mdx',
      },
    ],
    { generatedDir: '/repo/.generated', apis, areas: siteAreas(products) },
  );
  it('has locale en/ltr and a Next version record per area', () => {
    expect(meta.locale).toEqual({ lang: 'en', dir: 'ltr' });
    expect(meta.versions.map((v) => v.area)).toEqual([
      'idn-api',
      'idn-docs',
      'idn-tools',
      'iiq-api',
      'nerm-api',
    ]);
    for (const v of meta.versions)
      expect(v).toMatchObject({ name: 'current', label: 'Next', isLast: true, breadcrumbs: true });
  });
  it('has a record per API version of apis.yaml, in list order', () => {
    // The list's own entries, so adding a version to apis.yaml keeps this test green.
    expect(meta.apiVersions.map((v) => [v.base, v.label, v.status, v.area])).toEqual(
      apis.map((a) => [a.base, a.label, a.status, a.area]),
    );
    expect(meta.apiVersions.map((v) => [v.base, v.label, v.status, v.area])).toEqual(
      expect.arrayContaining([
        ['/idn/api/v3', 'V3 APIs', 'stable', 'idn-api'],
        ['/idn/api/beta', 'Beta APIs', 'beta', 'idn-api'],
        ['/iiq/api', 'IIQ API', 'stable', 'iiq-api'],
        ['/nerm/api', 'NERM API', 'stable', 'nerm-api'],
      ]),
    );
    expect(meta.apiVersions[0]!.spec).toBe('/api-specs/idn-v3.yaml');
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
