import { describe, expect, it } from 'vitest';
import type { PageIndexInfo } from '@rspress/core';
import { trimPageData } from './trim-page-data';

const page = (): PageIndexInfo =>
  ({
    routePath: '/idn/api/v3/list-sources',
    title: 'List sources',
    toc: [{ id: 'request', text: 'Request', depth: 2, charIndex: 0 }],
    content: 'text',
    description: 'Lists sources.',
    frontmatter: { title: 'List sources' },
    lang: 'en',
    version: '',
    _filepath: '/x.mdx',
    _relativePath: '../.generated/x.mdx',
  }) as PageIndexInfo;

describe('trimPageData', () => {
  it('keeps only the route of generated pages (their module has the rest)', () => {
    const p = page();
    trimPageData(p, { generated: true });
    expect(Object.keys(p).sort()).toEqual(['_filepath', 'lang', 'routePath', 'version']);
    expect(p.routePath).toBe('/idn/api/v3/list-sources');
  });
  it('keeps the description and source path of hand-written pages, not their frontmatter', () => {
    const p = page();
    trimPageData(p, { generated: false });
    expect(p.description).toBe('Lists sources.');
    expect(p.frontmatter).toBeUndefined();
    expect(p._relativePath).toBe('../.generated/x.mdx');
  });
  it('keeps the frontmatter of blog posts (the RSS feed reads it after the build)', () => {
    const p = { ...page(), routePath: '/blog/a-post' } as PageIndexInfo;
    trimPageData(p, { generated: false });
    expect(p.frontmatter).toEqual({ title: 'List sources' });
  });
  it('drops the editorial fields from the blog records it keeps', () => {
    const p = {
      ...page(),
      routePath: '/blog/a-post',
      frontmatter: {
        title: 'A post',
        sources: ['sailpoint-oss/api-specs/x.yaml'],
        verified: new Date('2026-11-26'),
      },
    } as unknown as PageIndexInfo;
    trimPageData(p, { generated: false });
    expect(p.frontmatter).toEqual({ title: 'A post' });
  });
});
