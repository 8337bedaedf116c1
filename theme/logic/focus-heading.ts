/** A page heading as seen at one moment: the element and its text (React may reuse the element). */
export interface HeadingMark {
  el: unknown;
  text: string;
}

/**
 * Whether the heading now on screen belongs to another page than the one before: a new element,
 * or the same element with another text (two API pages share one component, so React updates
 * the heading in place). No heading yet means the next page has not rendered.
 */
export function headingChanged(before: HeadingMark, now: HeadingMark): boolean {
  if (!now.el) return false;
  return now.el !== before.el || now.text !== before.text;
}
