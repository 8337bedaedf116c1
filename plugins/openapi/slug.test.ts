import { describe, expect, it } from 'vitest';
import { operationSlug, toSlug } from './slug';

describe('toSlug', () => {
  it.each([
    ['getAccountById', 'get-account-by-id'],
    ['runAdvancedSearchbyID', 'run-advanced-searchby-id'],
    ['Launched Workflows', 'launched-workflows'],
    ['Service Provider Config', 'service-provider-config'],
    ['IdentityNow V3 API', 'identity-now-v-3-api'],
    ['SOD Policies', 'sod-policies'],
  ])('%s → %s', (input, out) => expect(toSlug(input)).toBe(out));
});

describe('operationSlug', () => {
  it('uses the operationId', () => {
    expect(operationSlug({ operationId: 'listSources', method: 'get', path: '/sources' })).toBe(
      'list-sources',
    );
  });
  it('falls back to method and path', () => {
    expect(operationSlug({ method: 'GET', path: '/nodes/{id}' })).toBe('get-nodes-id');
  });
});
