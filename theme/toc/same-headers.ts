/** What an outline entry shows (Rspress's `Header` carries these and more). */
export interface OutlineEntry {
  id: string;
  text: string;
  depth: number;
}

/** True when two outlines show the same entries (id, text and depth, in order). */
export function sameHeaders(a: readonly OutlineEntry[], b: readonly OutlineEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((h, i) => h.id === b[i]!.id && h.text === b[i]!.text && h.depth === b[i]!.depth)
  );
}
