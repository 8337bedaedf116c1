import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import { readDoc, type PageDoc } from './doc';
import { collapseVersions, sameOperationKey, type VersionVariant } from './versions';

const api = (
  product: ApiEntry['product'],
  base: string,
  status: ApiEntry['status'],
  versionKey: string | null,
  label: string,
): ApiEntry => ({
  file: `${base}.yaml`,
  product,
  base,
  label,
  status,
  versionKey,
  area: `${product}-api`,
});
const APIS = [
  api('idn', '/idn/api/v3', 'stable', 'v3', 'V3 APIs'),
  api('idn', '/idn/api/beta', 'beta', 'beta', 'Beta APIs'),
  api('nerm', '/nerm/api', 'stable', null, 'NERM API'),
];
const op = (r: string, o: string, m = 'get'): PageDoc =>
  readDoc({ r, t: o, p: 'idn', k: 'api', m, o });
const hit = (doc: PageDoc): { doc: PageDoc; score: number; variants?: VersionVariant[] } => ({
  doc,
  score: 1,
});

const BETA_LIST = op('/idn/api/beta/list-sources', 'listSources');
const V3_LIST = op('/idn/api/v3/list-sources', 'listSources');
const GUIDE = readDoc({ r: '/idn/api/rate-limit', t: 'Rate limits', p: 'idn', k: 'docs' });
const BETA_ONLY = op('/idn/api/beta/list-workflows', 'listWorkflows');

describe('sameOperationKey', () => {
  it('is product, method and operationId for versioned operations and schemas, null otherwise', () => {
    expect(sameOperationKey(V3_LIST, APIS)).toBe(sameOperationKey(BETA_LIST, APIS));
    expect(sameOperationKey(op('/idn/api/v3/source', 'Source', 'schema'), APIS)).toBe(
      'idn|schema|source',
    );
    expect(
      sameOperationKey(op('/idn/api/v3/delete-source', 'deleteSource', 'delete'), APIS),
    ).not.toBe(sameOperationKey(op('/idn/api/v3/get-source', 'deleteSource'), APIS));
    expect(sameOperationKey(GUIDE, APIS)).toBeNull();
    expect(sameOperationKey({ route: '/idn/api/v3/sources' }, APIS)).toBe(
      sameOperationKey({ route: '/idn/api/beta/sources' }, APIS),
    );
    expect(sameOperationKey({ route: '/idn/api/v3' }, APIS)).toBeNull();
    expect(sameOperationKey(op('/nerm/api/list-users', 'listUsers'), APIS)).toBeNull();
  });
});

describe('collapseVersions', () => {
  it('shows an operation once, in the newest stable version, at the place of its best version', () => {
    const out = collapseVersions([hit(BETA_LIST), hit(GUIDE), hit(V3_LIST), hit(BETA_ONLY)], {
      apis: APIS,
    });
    expect(out.map((h) => h.doc.route)).toEqual([
      '/idn/api/v3/list-sources',
      '/idn/api/rate-limit',
      '/idn/api/beta/list-workflows',
    ]);
    expect(out[0]!.variants).toEqual([
      { route: '/idn/api/beta/list-sources', label: 'Beta APIs', versionKey: 'beta' },
    ]);
    expect(out[2]!.variants).toBeUndefined();
  });
  it("prefers the reader's stored version when the product has it", () => {
    const out = collapseVersions([hit(V3_LIST), hit(BETA_LIST)], { apis: APIS, preferred: 'beta' });
    expect(out.map((h) => h.doc.route)).toEqual(['/idn/api/beta/list-sources']);
    expect(out[0]!.variants?.map((v) => v.versionKey)).toEqual(['v3']);
    expect(
      collapseVersions([hit(V3_LIST), hit(BETA_LIST)], { apis: APIS, preferred: 'v9' })[0]!.doc
        .route,
    ).toBe('/idn/api/v3/list-sources');
  });
});
