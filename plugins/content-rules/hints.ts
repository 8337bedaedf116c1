/** "Did you mean …?" hints: the nearest known word by edit distance. */

/** Levenshtein distance (insert, delete, substitute: 1 each). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The candidate nearest to `word`, or undefined when even the nearest is too far to be a typo
 * (more than `maxShare` of the word's length differs).
 */
export function nearest(
  word: string,
  candidates: Iterable<string>,
  maxShare = 0.5,
): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    // Lengths alone bound the distance: skip candidates that cannot win.
    if (Math.abs(c.length - word.length) >= bestD) continue;
    const d = editDistance(word, c);
    if (d < bestD || (d === bestD && best !== undefined && c < best)) {
      best = c;
      bestD = d;
    }
  }
  return best !== undefined && bestD <= Math.max(2, Math.ceil(word.length * maxShare))
    ? best
    : undefined;
}

/**
 * The route nearest to a dead link: the closest by edit distance, preferring routes that share
 * the link's last segment (a page moved to another folder) when no close spelling exists.
 */
export function nearestRoute(route: string, routes: Iterable<string>): string | undefined {
  const list = [...routes];
  const close = nearest(route, list, 0.3);
  if (close) return close;
  const last = route.split('/').pop();
  return last
    ? list
        .filter((r) => r.split('/').pop() === last)
        .sort((a, b) => editDistance(route, a) - editDistance(route, b))[0]
    : undefined;
}
