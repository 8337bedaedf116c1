/** One outline entry, as Rspress's page data and outline components carry it. */
export interface OutlineHeader {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

/** True when two outlines show the same entries (id, text and depth, in order). */
export function sameHeaders(a: readonly OutlineHeader[], b: readonly OutlineHeader[]): boolean {
  return a.length === b.length && a.every((h, i) => h.id === b[i]!.id && h.text === b[i]!.text && h.depth === b[i]!.depth);
}
