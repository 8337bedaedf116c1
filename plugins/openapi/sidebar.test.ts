import { describe, expect, it } from 'vitest';
import { WINDOW_SIDE } from '../../common/api-pages/group-window';
import { pageSidebar, type VersionSidebar } from './sidebar';

const ops = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    text: `Operation ${i}`,
    link: `/v/${tag}-op-${i}`,
    context: 'method-get',
  }));

const vs: VersionSidebar = {
  base: '/v',
  label: 'V',
  links: [],
  groups: [
    { text: 'Long', key: 'long', items: ops('long', 600) },
    { text: 'Short', key: 'short', items: ops('short', 12) },
  ],
  order: [],
};

describe('pageSidebar', () => {
  it('carries a window of a long group around the page, with the group’s total', () => {
    for (const at of [0, 300, 599]) {
      const g = pageSidebar(vs, 'long', `/v/long-op-${at}`).groups[0]!;
      expect(g.total).toBe(600);
      expect(g.items).toHaveLength(2 * WINDOW_SIDE + 1);
      expect(g.items!.map((i) => i.link)).toContain(`/v/long-op-${at}`);
    }
    // The group's own page (not one of its items): its first items.
    const own = pageSidebar(vs, 'long', '/v/long').groups[0]!;
    expect(own.items![0]!.link).toBe('/v/long-op-0');
  });
  it('carries a small group whole, as before, and only the titles of the others', () => {
    const s = pageSidebar(vs, 'short', '/v/short-op-3');
    expect(s.groups[1]).toEqual(vs.groups[1]);
    expect(s.groups[1]).not.toHaveProperty('total');
    expect(s.groups[0]).toEqual({ text: 'Long', key: 'long' });
  });
});
