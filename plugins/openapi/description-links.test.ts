import { afterEach, describe, expect, it } from 'vitest';
import {
  DescriptionLinks,
  formatLinkReport,
  headingSlug,
  unlinkAnchors,
} from './description-links';
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

describe('no dead link from a description (issue 35)', () => {
  let links: DescriptionLinks;
  afterEach(() => links?.end());
  const scope = {
    file: 'shelf.yaml',
    base: '/shelf',
    operations,
    tags: [{ name: 'Book Shelves', slug: 'book-shelves' }],
    schemas: [{ name: 'Book', slug: 'schemas/book' }],
  };

  it('renders a link that resolves nowhere as its text, and reports it as written', () => {
    links = new DescriptionLinks(routes);
    links.beginApi(scope);
    const html = markdownToHtml(
      'See [comments](${externalDocsUrl}/rest/commits/comments), [relative](guide/intro) and [gone](/no/such/page).',
    );
    links.endPage('/shelf/list-books', new Set());
    expect(html).toBe('<p>See comments, relative and gone.</p>');
    expect(links.problems.map((p) => p.link)).toEqual([
      // The placeholder is reported as the spec wrote it, not mangled.
      '${externalDocsUrl}/rest/commits/comments',
      'guide/intro',
      '/no/such/page',
    ]);
  });
  it('unlinks in-page anchors to fields the page does not have, keeps those it has', () => {
    links = new DescriptionLinks(routes);
    links.beginApi(scope);
    const html = markdownToHtml('Like [a check run](#check_run) or [the request](#request).');
    const lacking = links.endPage('/shelf/list-books', new Set(['request']));
    expect(unlinkAnchors(html, lacking)).toBe(
      '<p>Like a check run or <a href="#request">the request</a>.</p>',
    );
    expect(links.problems.map((p) => p.link)).toEqual(['#check_run']);
  });
  it('resolves Redoc anchors to the operation, tag and schema pages', () => {
    links = new DescriptionLinks(routes);
    links.beginApi(scope);
    const html = markdownToHtml(
      '[op](#operation/listBooks), [tag](#tag/Book-Shelves), [tag op](#tag/Book-Shelves/operation/setPermissions), [schema](#schemas/Book), [model](#/components/schemas/Book), [none](#operation/nope)',
    );
    const lacking = links.endPage('/shelf/list-books', new Set());
    const out = unlinkAnchors(html, lacking);
    expect(out).toContain('<a href="/shelf/list-books">op</a>');
    expect(out).toContain('<a href="/shelf/book-shelves">tag</a>');
    expect(out).toContain('<a href="/shelf/set-permissions">tag op</a>');
    expect(out).toContain('<a href="/shelf/schemas/book">schema</a>');
    expect(out).toContain('<a href="/shelf/schemas/book">model</a>');
    expect(out).toContain(', none</p>');
    expect(links.problems.map((p) => p.link)).toEqual(['#operation/nope']);
  });
});
