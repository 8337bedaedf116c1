import { describe, expect, it } from 'vitest';
import { RELEVANCE_CASES, relevanceHit } from './search-relevance-cases.mjs';

describe('relevance set', () => {
  it('has at least 30 queries, each with an expected route and none twice', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(30);
    expect(
      RELEVANCE_CASES.every((c) => c.want.length > 0 && c.want.every((r) => r.startsWith('/'))),
    ).toBe(true);
    expect(new Set(RELEVANCE_CASES.map((c) => c.q)).size).toBe(RELEVANCE_CASES.length);
    // Each case names what it tests; the benchmark reports the groups apart.
    expect(RELEVANCE_CASES.every((c) => /^[a-zA-Z]+$/.test(c.group))).toBe(true);
    for (const g of ['typo', 'synonym', 'concept', 'status', 'operationId', 'path'])
      expect(
        RELEVANCE_CASES.some((c) => c.group === g),
        g,
      ).toBe(true);
  });

  it('a "first" case needs its first route in first place; the others any expected route in the top 3', () => {
    const first = { want: ['/a', '/b'], first: true };
    expect(relevanceHit(first, ['/a', '/x', '/y'])).toBe(true);
    expect(relevanceHit(first, ['/x', '/a', '/y'])).toBe(false);
    expect(relevanceHit(first, ['/b', '/x'])).toBe(false);
    const any = { want: ['/a', '/b'] };
    expect(relevanceHit(any, ['/x', '/y', '/b'])).toBe(true);
    expect(relevanceHit(any, ['/x', '/y', '/z', '/a'])).toBe(false);
    expect(relevanceHit(any, [])).toBe(false);
  });
});
