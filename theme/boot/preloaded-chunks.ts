/**
 * Runs the scripts the page preloads (Rspress's `<link rel="preload" as="script">` for the page's
 * route chunk). A chunk only registers its modules with the bundle's runtime: nothing in it is
 * evaluated until the app imports it, which then needs no request. Done after the first paint,
 * before the reader's first use (first-use.ts): a preload that never runs stays in Lighthouse's
 * simulated first-paint graph as a script the paint waited for (issue 37, BENCHMARKS.md "The sixth
 * round"), and the browser warns about a preload left unused.
 */
export function runPreloadedChunks(doc: Document = document): number {
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]');
  for (const link of links) {
    const script = doc.createElement('script');
    script.src = link.href;
    doc.head.appendChild(script);
  }
  return links.length;
}
