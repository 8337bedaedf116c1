/** The id of the JSON list of the page's scripts (plugins/client-boot writes it in place of their tags). */
export const SCRIPT_LIST_ID = 'portal-scripts';

/**
 * Runs inline in every page's <head> (as source text: loadAfterPaintScript). Once the document
 * is parsed, a frame has been drawn and the first content is on screen (its `paint` entry), adds
 * the page's scripts, in order: nothing they fetch competes with what the first paint needs, and
 * Lighthouse's simulation counts none of it in FCP and LCP. A tab opened in the background gets no
 * frames and no paint: it starts after `fallbackMs`; a visible tab whose browser reports no paint
 * entries, after ten times that. Plain DOM, no closures over module scope: it is stringified.
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
  // Started once the first content is on screen (its paint entry), else after the task that
  // follows the next frame.
  const whenPainted = () => {
    if (typeof PerformanceObserver !== 'function') return start();
    try {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      start();
    }
  };
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(whenPainted, 0));
    // A tab opened in the background gets no frames and no paint; a visible one waits longer.
    setTimeout(start, doc.visibilityState === 'hidden' ? fallbackMs : fallbackMs * 10);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

export const loadAfterPaintScript = () =>
  `(${loadAfterPaint.toString()})(${JSON.stringify(SCRIPT_LIST_ID)},200);`;
