import { describe, expect, it } from 'vitest';
import { toSlug } from '../../plugins/openapi/slug';
import type { SearchDoc } from './types';
import { commonBase, expandRoutes, idSlug, shrinkRoute } from './op-route';

const op = (r: string, o?: string): SearchDoc => ({
  r,
  t: 'T',
  p: 'idn',
  k: 'api',
  m: 'get',
  ...(o ? { o } : {}),
});

describe('op-route', () => {
  it.each([
    'listSources',
    'getAccountByID',
    'runAdvancedSearchbyID',
    'createPersonalAccessToken',
    'getSodViolationReport',
    'listAccessProfiles',
  ])('gives lodash kebab-case for camelCase operationIds: %s', (id) => {
    expect(idSlug(id), id).toBe(toSlug(id));
  });
  it('leaves out only the routes it gives back, and expands them to the same documents', () => {
    const docs = [
      op('/idn/api/v3/list-sources', 'listSources'),
      op('/idn/api/v3/get-v-3-thing', 'getV3Thing'), // lodash splits digits: kept
      op('/idn/api/v3/list-sources-2', 'listSources'), // a numbered duplicate: kept
      op('/idn/api/v3/sources'), // a generated page without an operationId: kept
    ];
    const base = commonBase(docs);
    expect(base).toBe('/idn/api/v3');
    const shipped = docs.map((d) => shrinkRoute(d, base));
    expect(shipped.map((d) => d.r)).toEqual([
      undefined,
      '/idn/api/v3/get-v-3-thing',
      '/idn/api/v3/list-sources-2',
      '/idn/api/v3/sources',
    ]);
    expect(expandRoutes(shipped, base)).toEqual(docs);
  });
  it('keeps every route of a shard without operations', () => {
    const docs = [op('/idn/docs/transforms')];
    expect(commonBase(docs)).toBeUndefined();
    expect(docs.map((d) => shrinkRoute(d, undefined))).toEqual(docs);
  });
});
