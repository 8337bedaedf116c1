import { describe, expect, it } from 'vitest';
import { editDistance, nearest, nearestRoute } from './hints';

describe('hints', () => {
  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
  it('names the nearest tag, or nothing when none is close', () => {
    expect(nearest('transform', ['transforms', 'rules', 'cli'])).toBe('transforms');
    expect(nearest('autentication', ['authentication', 'authorization'])).toBe('authentication');
    expect(nearest('kubernetes', ['cli', 'sdk'])).toBeUndefined();
  });
  it('names the nearest route: a typo, or the same page in another folder', () => {
    const routes = [
      '/idn/docs/transforms/operations/lower',
      '/idn/docs/transforms/operations/upper',
      '/idn/api/v3/list-sources',
    ];
    expect(nearestRoute('/idn/docs/transforms/operations/lowr', routes)).toBe(
      '/idn/docs/transforms/operations/lower',
    );
    expect(nearestRoute('/idn/docs/old-place/list-sources', routes)).toBe(
      '/idn/api/v3/list-sources',
    );
    expect(nearestRoute('/nothing/like/it', routes)).toBeUndefined();
  });
});
