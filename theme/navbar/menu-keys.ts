/**
 * Where a key press moves the focus in a disclosure menu (the navbar's product and language
 * menus). `index` is the focused item (-1: the menu's button); the result is the item to
 * focus, or null when the key does not move the focus. Arrow keys wrap around.
 */
export function menuFocusTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home':
      return index < 0 ? null : 0;
    case 'End':
      return index < 0 ? null : count - 1;
    default:
      return null;
  }
}
