import { describe, expect, it } from 'vitest';
import { allItemsText, groupWindow, WHOLE_GROUP_MAX, WINDOW_SIDE } from './group-window';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);
const size = 2 * WINDOW_SIDE + 1;

describe('groupWindow', () => {
  it('keeps a group of up to WHOLE_GROUP_MAX items whole, wherever the page is', () => {
    expect(groupWindow(items(WHOLE_GROUP_MAX), 30)).toEqual(items(WHOLE_GROUP_MAX));
    expect(groupWindow(items(3), -1)).toEqual([0, 1, 2]);
  });
  it('shows a window of a group of 600 around its first, middle and last item', () => {
    const all = items(600);
    expect(groupWindow(all, 0)).toEqual(items(size));
    const middle = groupWindow(all, 300);
    expect(middle).toHaveLength(size);
    expect(middle[0]).toBe(300 - WINDOW_SIDE);
    expect(middle.at(-1)).toBe(300 + WINDOW_SIDE);
    expect(groupWindow(all, 599)).toEqual(all.slice(600 - size));
    // Near an end the window stays full and still holds the page.
    expect(groupWindow(all, 5)).toEqual(items(size));
    expect(groupWindow(all, 590)).toContain(590);
  });
  it('shows the first items when the page is not in the group', () => {
    expect(groupWindow(items(WHOLE_GROUP_MAX + 1), -1)).toEqual(items(size));
  });
});

describe('allItemsText', () => {
  it('names the count and the group', () => {
    expect(allItemsText('Sources', 1572, true)).toBe('All 1,572 operations of Sources');
    expect(allItemsText('Schemas', 300, false)).toBe('All 300 schemas');
  });
});
