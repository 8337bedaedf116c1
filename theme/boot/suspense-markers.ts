/**
 * React's static HTML marks each `<Suspense>` boundary with two comments, `<!--$-->` and
 * `<!--/$-->`. Preact, which hydrates that HTML in the browser (plugins/client-runtime), does not
 * know them: when a boundary's first child is such a comment, Preact hydrates the element after
 * it and then moves it before the comment (`insertBefore`). Rspress's route sits in one, so on
 * every page the whole content element was detached and inserted again while hydrating, and the
 * browser styled and laid it out anew. Removed before hydration, the element is already where
 * Preact expects it. Only for Preact: React (`rspress dev`) needs them to hydrate its boundaries.
 */
const MARKERS = new Set(['$', '/$']);

/** Removes the Suspense boundary comments under `root`; returns how many. */
export function removeSuspenseMarkers(root: Node): number {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const found: Node[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (MARKERS.has((n as Comment).data)) found.push(n);
  for (const n of found) n.parentNode?.removeChild(n);
  return found.length;
}
