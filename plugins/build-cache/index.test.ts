import { describe, expect, it } from 'vitest';
import { buildSettingsDigest, withSettingsDigest } from './index';

describe('the build cache key', () => {
  it('names every build setting that changes output, set or not', () => {
    expect(buildSettingsDigest({ SITE_ORIGIN: 'https://developer.portal.test' })).toEqual([
      'SITE_ORIGIN=https://developer.portal.test',
      'REPO_URL=',
      'GTM_ID=',
      'BASE_URL=',
    ]);
  });
  it('differs between builds with and without SITE_ORIGIN', () => {
    expect(buildSettingsDigest({})).not.toEqual(
      buildSettingsDigest({ SITE_ORIGIN: 'https://a.test' }),
    );
  });
  it("adds the settings to Rspress's digest and leaves a cache that is off alone", () => {
    expect(withSettingsDigest({ cacheDigest: ['routes'] }, ['SITE_ORIGIN=x'])).toEqual({
      cacheDigest: ['routes', 'SITE_ORIGIN=x'],
    });
    expect(withSettingsDigest(true, ['a'])).toEqual({ cacheDigest: ['a'] });
    expect(withSettingsDigest(false, ['a'])).toBe(false);
    expect(withSettingsDigest(undefined, ['a'])).toBeUndefined();
  });
});
