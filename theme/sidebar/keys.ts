/**
 * Keyboard model of the sidebar, as a tree view's (WAI-ARIA APG): the sidebar is one Tab stop,
 * the arrow keys move between the visible entries, Right opens a group (or enters an open one),
 * Left closes it (or goes up to its group), Home and End jump, and typing a name jumps to the
 * next entry starting with it. These are the pure parts; Sidebar.tsx applies them to the DOM.
 */

export type Move = 'next' | 'previous' | 'first' | 'last' | 'open' | 'close';

export function moveFor(key: string): Move | undefined {
  return (
    {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
      ArrowRight: 'open',
      ArrowLeft: 'close',
    } as const
  )[key];
}

/** The index focus goes to among `count` visible entries; undefined when it stays. */
export function stepIndex(
  count: number,
  current: number,
  move: 'next' | 'previous' | 'first' | 'last',
): number | undefined {
  if (!count) return undefined;
  const to =
    move === 'first'
      ? 0
      : move === 'last'
        ? count - 1
        : move === 'next'
          ? Math.min(current + 1, count - 1)
          : Math.max(current - 1, 0);
  return to === current ? undefined : to;
}

/** A printable key without modifiers adds to the type-ahead query ("/" stays the search shortcut). */
export const isTypeAhead = (e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}) => e.key.length === 1 && e.key !== ' ' && e.key !== '/' && !e.ctrlKey && !e.metaKey && !e.altKey;

/**
 * The entry type-ahead lands on: the first after `current` (wrapping) whose label starts with
 * the query; a query still matching the current entry keeps it (typing "sou" after "s" refines).
 */
export function typeAheadIndex(
  labels: string[],
  current: number,
  query: string,
): number | undefined {
  const q = query.toLowerCase();
  const starts = (i: number) => labels[i]!.trim().toLowerCase().startsWith(q);
  if (current >= 0 && q.length > 1 && starts(current)) return current;
  for (let k = 1; k <= labels.length; k++) {
    const i = (current + k + labels.length) % labels.length;
    if (starts(i)) return i;
  }
  return undefined;
}
