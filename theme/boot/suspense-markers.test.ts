// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { removeSuspenseMarkers } from './suspense-markers';

describe('removeSuspenseMarkers', () => {
  it("removes React's boundary comments and keeps the elements, texts and other comments", () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="doc"><!--$--><div class="page">a<!-- -->b</div><!--/$--></div><!--keep-->';
    expect(removeSuspenseMarkers(root)).toBe(2);
    expect(root.innerHTML).toBe(
      '<div class="doc"><div class="page">a<!-- -->b</div></div><!--keep-->',
    );
    expect(root.querySelector('.doc')?.firstChild).toBe(root.querySelector('.page'));
  });

  it('finds none twice', () => {
    const root = document.createElement('div');
    root.innerHTML = '<!--$--><p>x</p><!--/$-->';
    removeSuspenseMarkers(root);
    expect(removeSuspenseMarkers(root)).toBe(0);
  });
});
