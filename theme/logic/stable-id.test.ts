import { describe, expect, it } from 'vitest';
import { stableId } from './stable-id';

describe('stableId', () => {
  it('is the same for the same key, a valid id, and differs between keys', () => {
    expect(stableId('sidebar-group', '/idn/api/v3/sources')).toBe(
      'sidebar-group-idn-api-v3-sources',
    );
    expect(stableId('sidebar-group', '/idn/api/v3#tag-group-2')).toBe(
      'sidebar-group-idn-api-v3-tag-group-2',
    );
    expect(stableId('mobile-nav', 'Identity Security Cloud')).toBe(
      'mobile-nav-Identity-Security-Cloud',
    );
    expect(stableId('a', 'x y')).not.toBe(stableId('a', 'x-z'));
  });
});
