/**
 * An element id the server's HTML and the browser agree on. The server renders with React and
 * the browser hydrates with preact/compat (plugins/client-runtime): `useId` gives different ids on
 * each side, and hydration keeps the server's attributes, so an `aria-controls` written later by
 * the browser would name an id the page does not have. Ids are derived from what the element
 * stands for instead (a sidebar group's key, a menu's label); `useId` is refused by the linter.
 */
export function stableId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')}`;
}
