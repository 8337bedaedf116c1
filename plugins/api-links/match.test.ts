import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './fixtures/operations';
import { indexOperations, matchApiPath } from './match';

const index = indexOperations(OPERATIONS);
const route = (text: string, product?: string) => {
  const m = matchApiPath(index, text, product);
  return m && 'route' in m ? m.route : m;
};

describe('matchApiPath', () => {
  it('links a method and path to that operation of the version named by the base path', () => {
    expect(route('GET /v3/sources')).toBe('/idn/api/v3/list-sources');
    expect(route('POST /v3/sources')).toBe('/idn/api/v3/create-source');
    expect(route('GET /beta/sources')).toBe('/idn/api/beta/list-sources');
    expect(route('post /v3/transforms')).toBe('/idn/api/v3/create-transform');
  });

  it('fits a template parameter or a concrete value into a {param} segment', () => {
    expect(route('GET /v3/sources/{id}')).toBe('/idn/api/v3/get-source');
    expect(route('GET /v3/sources/{sourceId}')).toBe('/idn/api/v3/get-source');
    expect(route('DELETE /v3/sources/2c9180835d2e5168015d32f890ca1581')).toBe('/idn/api/v3/delete-source');
    expect(route('GET /v3/sources/{sourceId}/provisioning-policies/CREATE')).toBe('/idn/api/v3/get-provisioning-policy');
  });

  it('prefers the template with more literal segments', () => {
    expect(route('POST /v3/search/count')).toBe('/idn/api/v3/search-count');
    expect(route('GET /v3/search/identities/abc')).toBe('/idn/api/v3/search-get');
  });

  it('without a method: the only operation of the path, else its GET, else nothing', () => {
    expect(route('/beta/trigger-subscriptions')).toBe('/idn/api/beta/list-trigger-subscriptions');
    expect(route('/v3/transforms')).toBe('/idn/api/v3/create-transform');
    expect(route('/v3/sources/{id}')).toBe('/idn/api/v3/get-source');
    expect(route('/v3/workflows/{id}')).toBeNull();
  });

  it('ignores a query string, a fragment and a trailing slash', () => {
    expect(route('GET /v3/sources?limit=10&offset=20')).toBe('/idn/api/v3/list-sources');
    expect(route('/v3/sources#top')).toBe('/idn/api/v3/list-sources');
    expect(route('GET /v3/sources?filters=name eq "Active Directory"')).toBe('/idn/api/v3/list-sources');
    expect(route('/v3/sources/')).toBe('/idn/api/v3/list-sources');
  });

  it('reports a path under a known base that no operation has, and a method the path lacks', () => {
    expect(matchApiPath(index, 'GET /v3/no-such-thing')).toEqual({ unmatched: 'GET /v3/no-such-thing' });
    expect(matchApiPath(index, 'PUT /v3/sources')).toEqual({ unmatched: 'PUT /v3/sources' });
    expect(matchApiPath(index, '/beta/sources/a/b')).toEqual({ unmatched: '/beta/sources/a/b' });
  });

  it('leaves text that is not a path under a known base alone', () => {
    for (const t of ['/v3', '/v3/', '/v3/...', '/idn/docs/transforms', 'GET', 'sources', 'GET /v4/sources', 'const x = "/v3/sources"', '/v3/sources and more']) {
      expect(matchApiPath(index, t), t).toBeNull();
    }
  });

  it('breaks a tie between specs sharing a base path with the page product', () => {
    expect(route('GET /api/profiles', 'nerm')).toBe('/nerm/api/get-profiles');
    expect(route('GET /api/profiles', 'other')).toBe('/other/api/get-profiles');
  });
});
