/** The id of the JSON list of the page's scripts (plugins/client-boot writes it in place of their tags). */
export const SCRIPT_LIST_ID = 'portal-scripts';

/**
 * Runs inline in every page's <head> (as source text: loadAfterPaintScript). Once the document
 * is parsed and the browser has painted it (the task after the next animation frame), adds the
 * page's scripts, in order. A tab opened in the background gets no animation frames, so after
 * `fallbackMs` it starts anyway. Plain DOM, no closures over module scope: it is stringified.
 */
export function loadAfterPaint(listId: string, fallbackMs: number): void {
  const doc = document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const list = doc.getElementById(listId);
    const srcs: string[] = list ? JSON.parse(list.textContent || '[]') : [];
    for (const src of srcs) {
      const s = doc.createElement('script');
      s.src = src;
      // Dynamically added scripts run as they arrive unless told otherwise.
      s.async = false;
      doc.head.appendChild(s);
    }
  };
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, fallbackMs);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

export const loadAfterPaintScript = () =>
  `(${loadAfterPaint.toString()})(${JSON.stringify(SCRIPT_LIST_ID)},200);`;
