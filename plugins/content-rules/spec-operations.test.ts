import { describe, expect, it } from 'vitest';
import {
  checkCall,
  filterTerms,
  findOperation,
  parseFilterFields,
  pathMatches,
  specOperations,
} from './spec-operations';

const doc = {
  openapi: '3.0.3',
  paths: {
    '/transforms': {
      get: { parameters: [{ $ref: '#/components/parameters/transformFilters' }] },
      post: {},
    },
    '/transforms/{id}': { parameters: [{ name: 'id', in: 'path' }], get: {}, put: {} },
    '/sources/{sourceId}/schemas': { get: {} },
    '/sources/default-schemas': { get: {} },
  },
  components: {
    parameters: {
      transformFilters: {
        name: 'filters',
        in: 'query',
        description:
          'Filter expression.\n\nThis endpoint accepts these fields and operators:\n\n- **internal**: *eq*\n- **name**: *eq, sw*\n',
      },
    },
  },
};
const ops = specOperations(doc);

describe('spec operations', () => {
  it('lists method, path and the filters fields (through $refs)', () => {
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /transforms',
      'POST /transforms',
      'GET /transforms/{id}',
      'PUT /transforms/{id}',
      'GET /sources/{sourceId}/schemas',
      'GET /sources/default-schemas',
    ]);
    expect(ops[0]!.filters).toEqual(
      new Map([
        ['internal', ['eq']],
        ['name', ['eq', 'sw']],
      ]),
    );
    expect(ops[1]!.filters).toBeNull();
    expect(parseFilterFields('- **id**: *eq, in*\n* **created**: *gt, lt*')).toEqual(
      new Map([
        ['id', ['eq', 'in']],
        ['created', ['gt', 'lt']],
      ]),
    );
  });
  it('match paths segment-wise: a value or a placeholder fits a {param}, a placeholder never fits a literal', () => {
    expect(pathMatches('/transforms/{id}', '/transforms/2cd8e9c0')).toBe(true);
    expect(pathMatches('/transforms/{id}', '/transforms/{transformId}')).toBe(true);
    expect(pathMatches('/transforms/{id}', '/transforms')).toBe(false);
    expect(pathMatches('/sources/default-schemas', '/sources/{id}')).toBe(false);
    expect(findOperation(ops, 'GET', '/sources/default-schemas')?.path).toBe(
      '/sources/default-schemas',
    );
    expect(findOperation(ops, 'get', '/sources/abc/schemas')?.path).toBe(
      '/sources/{sourceId}/schemas',
    );
  });
  it('read field/operator terms of a filter expression', () => {
    expect(filterTerms('name sw "a eq b" and (internal eq false or not id in ("x","y"))')).toEqual([
      { field: 'name', op: 'sw' },
      { field: 'internal', op: 'eq' },
      { field: 'id', op: 'in' },
    ]);
    expect(filterTerms('attributes.cloudStatus pr')).toEqual([
      { field: 'attributes.cloudStatus', op: 'pr' },
    ]);
  });
  it('report unknown operations and filters the operation does not list', () => {
    const call = (method: string, path: string, filters?: string) => ({
      line: 1,
      method,
      version: 'v3',
      path,
      source: 'code' as const,
      ...(filters ? { filters } : {}),
    });
    expect(checkCall(call('GET', '/transforms', 'name sw "Dep"'), ops, 'idn-v3.yaml')).toEqual([]);
    expect(checkCall(call('DELETE', '/transforms/{id}'), ops, 'idn-v3.yaml')).toEqual([
      'DELETE /v3/transforms/{id} is not an operation of idn-v3.yaml',
    ]);
    expect(
      checkCall(call('GET', '/transforms', 'name co "x" and type eq "lower"'), ops, 'idn-v3.yaml'),
    ).toEqual([
      'GET /v3/transforms: filters field "name" does not take "co" on GET /transforms (it takes eq, sw)',
      'GET /v3/transforms: filters field "type" is not one GET /transforms accepts (internal: eq; name: eq, sw)',
    ]);
    expect(checkCall(call('GET', '/transforms/abc', 'name eq "x"'), ops, 'idn-v3.yaml')).toEqual([
      'GET /v3/transforms/abc: GET /transforms/{id} takes no filters parameter, but the example sends filters=name eq "x"',
    ]);
  });
});
