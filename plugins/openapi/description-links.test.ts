import { afterEach, describe, expect, it } from 'vitest';
import { DescriptionLinks, formatLinkReport, headingSlug } from './description-links';
import { markdownToHtml } from './markdown-html';
import type { ApiOperation } from './model';

const op = (operationId: string, summary: string): ApiOperation => ({
  slug: operationId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  method: 'get',
  path: '/x',
  operationId,
  summary,
  tag: 'T',
  op: {},
  parameters: [],
  webhook: false,
  deprecated: false,
});
const routes = new Set([
  '/idn/api/standard-collection-parameters',
  '/shelf/list-books',
  '/shelf/set-permissions',
]);
const operations = [
  op('listBooks', 'List books'),
  op('setPermissions', 'Set permissions for an organization'),
];
const TEXT = [
  'See [permissions](#set-permissions-for-an-organization), [by id](#listBooks), [paging](/idn/api/standard-collection-parameters),',
  '[vendor guide](/docs/api/authentication#scopes), [request](#request), [gone](#nowhere), [relative](guide/intro), [site](https://vendor.test/a).',
].join(' ');

describe('description links', () => {
  let links: DescriptionLinks;
  afterEach(() => links?.end());

  it('slugs headings as GitHub does', () => {
    expect(headingSlug('Set permissions for an organization')).toBe(
      'set-permissions-for-an-organization',
    );
    expect(headingSlug('Get a user’s (v2) roles')).toBe('get-a-users-v2-roles');
  });
  it('points operation anchors at their pages and root-relative links at linkBase; reports the rest', () => {
    links = new DescriptionLinks(routes);
    links.beginApi({
      file: 'shelf.yaml',
      base: '/shelf',
      linkBase: 'https://vendor.test',
      operations,
    });
    const html = markdownToHtml(TEXT);
    links.endPage('/shelf/list-books', new Set(['request']));
    expect(html).toContain('<a href="/shelf/set-permissions">permissions</a>');
    expect(html).toContain('<a href="/shelf/list-books">by id</a>');
    expect(html).toContain('<a href="/idn/api/standard-collection-parameters">paging</a>');
    expect(html).toContain(
      '<a href="https://vendor.test/docs/api/authentication#scopes">vendor guide</a>',
    );
    expect(html).toContain('<a href="#request">request</a>');
    expect(links.problems).toEqual([
      { api: 'shelf.yaml', page: '/shelf/list-books', link: '#nowhere' },
      { api: 'shelf.yaml', page: '/shelf/list-books', link: 'guide/intro' },
    ]);
  });
  it('reports root-relative links to no route of the site when the API has no linkBase, also from the description cache', () => {
    links = new DescriptionLinks(routes);
    links.beginApi({ file: 'other.yaml', base: '/shelf', operations });
    markdownToHtml(TEXT);
    links.endPage('/shelf/a', new Set());
    markdownToHtml(TEXT);
    links.endPage('/shelf/b', new Set(['request']));
    expect(links.problems.map((p) => `${p.page} ${p.link}`)).toEqual([
      '/shelf/a /docs/api/authentication#scopes',
      '/shelf/a #request',
      '/shelf/a #nowhere',
      '/shelf/a guide/intro',
      '/shelf/b /docs/api/authentication#scopes',
      '/shelf/b #nowhere',
      '/shelf/b guide/intro',
    ]);
    expect(formatLinkReport(links.problems).split('\n')[1]).toBe(
      'other.yaml\t/shelf/a\t/docs/api/authentication#scopes',
    );
  });
  it('leaves links alone outside an API’s pages', () => {
    links = new DescriptionLinks(routes);
    expect(markdownToHtml('[gone](/nowhere-at-all)')).toContain('href="/nowhere-at-all"');
    expect(links.problems).toEqual([]);
  });
});
