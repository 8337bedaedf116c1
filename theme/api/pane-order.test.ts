import { describe, expect, it } from 'vitest';
import { paneOrder } from './pane-order';

describe('paneOrder', () => {
  it('puts the layout parts in the order given, between what comes before and after it', () => {
    const all = ['nav', 'h-link', 'm-1', 'm-2', 'p-copy', 'footer'];
    const inLayout = (s: string) => /^[hmp]-/.test(s);
    expect(paneOrder(all, inLayout, [['h-link'], ['p-copy'], ['m-1', 'm-2']])).toEqual([
      'nav',
      'h-link',
      'p-copy',
      'm-1',
      'm-2',
      'footer',
    ]);
  });
  it('leaves a page without the layout as it is', () => {
    expect(paneOrder(['a', 'b'], () => false, [])).toEqual(['a', 'b']);
  });
});
