import { describe, expect, it } from 'vitest';
import { menuFocusTarget } from './menu-keys';

describe('menuFocusTarget', () => {
  it('ArrowDown from the button opens on the first item, then moves down and wraps', () => {
    expect(menuFocusTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuFocusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuFocusTarget('ArrowDown', 2, 3)).toBe(0);
  });
  it('ArrowUp from the button goes to the last item, then moves up and wraps', () => {
    expect(menuFocusTarget('ArrowUp', -1, 3)).toBe(2);
    expect(menuFocusTarget('ArrowUp', 1, 3)).toBe(0);
    expect(menuFocusTarget('ArrowUp', 0, 3)).toBe(2);
  });
  it('Home and End jump within the items only', () => {
    expect(menuFocusTarget('Home', 2, 3)).toBe(0);
    expect(menuFocusTarget('End', 0, 3)).toBe(2);
    expect(menuFocusTarget('Home', -1, 3)).toBeNull();
  });
  it('other keys, and empty menus, leave the focus alone', () => {
    expect(menuFocusTarget('Tab', 0, 3)).toBeNull();
    expect(menuFocusTarget('a', 0, 3)).toBeNull();
    expect(menuFocusTarget('ArrowDown', -1, 0)).toBeNull();
  });
});
