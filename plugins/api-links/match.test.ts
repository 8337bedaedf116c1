import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './fixtures/operations';
import { indexOperations, matchApiPath } from './match';

const index = indexOperations(OPERATIONS);
const route = (text: string, product?: string) => {
  const m = matchApiPath(index, text, product);
  return m && 'route' in m ? m.route : m;
};

describe('matchApiPath', () => {
  // Per rule: written text → the route it links to (null: no link); a third entry is the page's product.
  describe.each<{
    rule: string;
    cases: Array<[text: string, route: string | null, product?: string]>;
  }>([
    {
      rule: 'links a method and path to that operation of the version named by the base path',
      cases: [
        ['GET /v3/sources', '/idn/api/v3/list-sources'],
        ['POST /v3/sources', '/idn/api/v3/create-source'],
        ['GET /beta/sources', '/idn/api/beta/list-sources'],
        ['post /v3/transforms', '/idn/api/v3/create-transform'],
      ],
    },
    {
      rule: 'fits a template parameter or a concrete value into a {param} segment',
      cases: [
        ['GET /v3/sources/{id}', '/idn/api/v3/get-source'],
        ['GET /v3/sources/{sourceId}', '/idn/api/v3/get-source'],
        ['DELETE /v3/sources/2c9180835d2e5168015d32f890ca1581', '/idn/api/v3/delete-source'],
        [
          'GET /v3/sources/{sourceId}/provisioning-policies/CREATE',
          '/idn/api/v3/get-provisioning-policy',
        ],
      ],
    },
    {
      rule: 'prefers the template with more literal segments',
      cases: [
        ['POST /v3/search/count', '/idn/api/v3/search-count'],
        ['GET /v3/search/identities/abc', '/idn/api/v3/search-get'],
      ],
    },
    {
      rule: 'without a method: the only operation of the path, else its GET, else nothing',
      cases: [
        ['/beta/trigger-subscriptions', '/idn/api/beta/list-trigger-subscriptions'],
        ['/v3/transforms', '/idn/api/v3/create-transform'],
        ['/v3/sources/{id}', '/idn/api/v3/get-source'],
        ['/v3/workflows/{id}', null],
      ],
    },
    {
      rule: 'ignores a query string, a fragment and a trailing slash',
      cases: [
        ['GET /v3/sources?limit=10&offset=20', '/idn/api/v3/list-sources'],
        ['/v3/sources#top', '/idn/api/v3/list-sources'],
        ['GET /v3/sources?filters=name eq "Active Directory"', '/idn/api/v3/list-sources'],
        ['/v3/sources/', '/idn/api/v3/list-sources'],
      ],
    },
    {
      rule: 'breaks a tie between specs sharing a base path with the page product',
      cases: [
        ['GET /api/profiles', '/nerm/api/get-profiles', 'nerm'],
        ['GET /api/profiles', '/other/api/get-profiles', 'other'],
      ],
    },
  ])('$rule', ({ cases }) => {
    it.each(cases)('%s → %s', (text, expected, product) => {
      expect(route(text, product)).toBe(expected);
    });
  });

  it('reports a path under a known base that no operation has, and a method the path lacks', () => {
    expect(matchApiPath(index, 'GET /v3/no-such-thing')).toEqual({
      unmatched: 'GET /v3/no-such-thing',
    });
    expect(matchApiPath(index, 'PUT /v3/sources')).toEqual({ unmatched: 'PUT /v3/sources' });
    expect(matchApiPath(index, '/beta/sources/a/b')).toEqual({ unmatched: '/beta/sources/a/b' });
  });

  it('leaves text that is not a path under a known base alone', () => {
    for (const t of [
      '/v3',
      '/v3/',
      '/v3/...',
      '/idn/docs/transforms',
      'GET',
      'sources',
      'GET /v4/sources',
      'const x = "/v3/sources"',
      '/v3/sources and more',
    ]) {
      expect(matchApiPath(index, t), t).toBeNull();
    }
  });
});
