import { describe, expect, it } from 'vitest';
import { buildModel } from './model';
import { versionSidebar } from './sidebar';
import { tagGroups } from './tag-groups';
import type { OpenApiDocument } from './types';

const get = (operationId: string, tag: string, extra: Record<string, unknown> = {}) => ({
  get: {
    operationId,
    summary: operationId,
    tags: [tag],
    responses: { 200: { description: 'ok' } },
    ...extra,
  },
});
const doc = {
  openapi: '3.0.3',
  info: { title: 'Shelf', version: '1' },
  tags: [{ name: 'Books' }, { name: 'Authors' }, { name: 'Loans' }, { name: 'Admin' }],
  'x-tagGroups': [
    { name: 'Lending', tags: ['Loans'] },
    { name: 'Catalogue', tags: ['Books', 'Authors', 'Missing'] },
    { name: 'Empty', tags: [] },
  ],
  paths: {
    '/books': get('listBooks', 'Books'),
    '/authors': get('listAuthors', 'Authors'),
    '/loans': get('listLoans', 'Loans'),
    '/admin': get('purge', 'Admin'),
    '/internal': get('reindex', 'Books', { 'x-internal': true }),
    '/hidden': { 'x-internal': true, ...get('hidden', 'Loans') },
  },
} as unknown as OpenApiDocument;

describe('x-tagGroups and x-internal', () => {
  const model = buildModel(doc, {});
  it('leaves x-internal operations out of the model (operation or path item)', () => {
    const ids = model.operations.map((o) => o.operationId);
    expect(ids).toEqual(['listBooks', 'listAuthors', 'listLoans', 'purge']);
  });
  it('groups tags in the spec’s order, tags in no group last under Other, empty groups dropped', () => {
    expect(tagGroups(model)?.map((g) => [g.name, g.tags.map((t) => t.name)])).toEqual([
      ['Lending', ['Loans']],
      ['Catalogue', ['Books', 'Authors']],
      ['Other', ['Admin']],
    ]);
    expect(
      tagGroups(buildModel({ ...doc, 'x-tagGroups': undefined } as OpenApiDocument, {})),
    ).toBeUndefined();
  });
  it('orders the sidebar by tag group and names each group’s section', () => {
    const sb = versionSidebar(model, '/shelf', 'Shelf');
    expect(sb.groups.map((g) => `${g.section}/${g.text}`)).toEqual([
      'Lending/Loans',
      'Catalogue/Books',
      'Catalogue/Authors',
      'Other/Admin',
    ]);
    expect(sb.order.map((l) => l.link)).toEqual([
      '/shelf',
      '/shelf/loans',
      '/shelf/list-loans',
      '/shelf/books',
      '/shelf/list-books',
      '/shelf/authors',
      '/shelf/list-authors',
      '/shelf/admin',
      '/shelf/purge',
    ]);
  });
});
