import { describe, expect, it } from 'vitest';
import { lruSet } from './lru';

describe('lruSet', () => {
  it('keeps the `max` most recently set or touched entries, newest last', () => {
    const m = new Map<string, number>();
    lruSet(m, 'a', 1, 2);
    lruSet(m, 'b', 2, 2);
    lruSet(m, 'a', 1, 2); // touched: b is now the oldest
    lruSet(m, 'c', 3, 2);
    expect([...m]).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
  });
  it('trims a map that was over the limit down to it', () => {
    const m = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    lruSet(m, 'd', 4, 1);
    expect([...m.keys()]).toEqual(['d']);
  });
});
