import { describe, expect, it } from 'vitest';
import { WHOLE_GROUP_MAX, WINDOW_SIDE } from '../../common/api-pages/group-window';
import { shownItems } from './shown-items';
import { fromLinks, type NavNode } from './tree';

const list = (n: number) =>
  fromLinks(Array.from({ length: n }, (_, i) => ({ text: `Op ${i}`, link: `/v/op-${i}` })));
const apiGroup: NavNode = {
  key: '/v/t',
  text: 'T',
  link: '/v/t',
  group: true,
  itemsUrl: '/g.json',
};
const at = (path: string) => (link: string) => link === path;

describe('shownItems', () => {
  it('shows a window of a long group opened by its toggle, around the page or from the start', () => {
    const all = list(600);
    const around = shownItems(apiGroup, all, at('/v/op-450'));
    expect(around.total).toBe(600);
    expect(around.items).toHaveLength(2 * WINDOW_SIDE + 1);
    expect(around.items!.map((i) => i.link)).toContain('/v/op-450');
    const elsewhere = shownItems(apiGroup, all, at('/v/other'));
    expect(elsewhere.items![0]!.link).toBe('/v/op-0');
  });
  it('keeps the window a page carries, with its total', () => {
    const window = list(41);
    expect(shownItems({ ...apiGroup, items: window, total: 600 }, window, at('/x'))).toEqual({
      items: window,
      total: 600,
    });
  });
  it('shows small groups, hand-written groups and unloaded groups as they are', () => {
    const small = list(WHOLE_GROUP_MAX);
    expect(shownItems(apiGroup, small, at('/x'))).toEqual({ items: small });
    const docs = list(200);
    expect(shownItems({ key: 'd', text: 'D', group: true }, docs, at('/x'))).toEqual({
      items: docs,
    });
    expect(shownItems(apiGroup, undefined, at('/x'))).toEqual({ items: undefined });
  });
});
