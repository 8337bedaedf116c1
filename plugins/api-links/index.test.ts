import { describe, expect, it } from 'vitest';
import { formatApiLinkStats } from './index';

describe('formatApiLinkStats', () => {
  it('counts the links and lists each written path no operation has, with its file', () => {
    const stats = new Map([
      ['idn/docs/b.md', { linked: 2, unmatched: ['GET /v3/gone'] }],
      ['idn/docs/a.md', { linked: 1, unmatched: [] }],
    ]);
    expect(formatApiLinkStats(stats)).toEqual([
      'info    [api-links] 3 API paths in guides linked to their operation page; 1 match no operation:',
      '          - idn/docs/b.md: `GET /v3/gone`',
    ]);
  });
});
