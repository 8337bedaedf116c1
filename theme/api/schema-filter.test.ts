import { describe, expect, it } from 'vitest';
import { schemaMatches } from './schema-filter';

describe('schemaMatches', () => {
  it('matches part of a name without case or separators', () => {
    expect(schemaMatches('AccessProfile', 'access profile')).toBe(true);
    expect(schemaMatches('AccessProfile', 'PROFILE')).toBe(true);
    expect(schemaMatches('access_profile-ref', 'profileref')).toBe(true);
    expect(schemaMatches('Account', 'profile')).toBe(false);
  });
  it('keeps everything for an empty or blank query', () => {
    expect(schemaMatches('Account', '')).toBe(true);
    expect(schemaMatches('Account', '  ')).toBe(true);
  });
});
