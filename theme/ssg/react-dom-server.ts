/**
 * `react-dom/server` as Rspress's server entry (runtime/ssrServerEntry.js) sees it in the static
 * generation bundle (swapped in by plugins/routing). Rspress renders every page with
 * `renderToPipeableStream`, waits for everything, pipes the stream into a PassThrough and decodes
 * it back into a string: React encodes the page into UTF-8 chunk by chunk and Node decodes it
 * again, ~12 % of the generation's CPU. Nothing on the server waits for data once Rspress has
 * preloaded the route (the API page's record and chunk included), so `renderToString` makes the
 * same HTML in one synchronous pass, without the round trip. A page that would need the stream (a
 * component that suspends, which renderToString would leave to the browser) is rendered by the
 * stream as before: the output never differs. Around the synchronous render, the navbar's and the
 * footer's HTML is rendered once and copied into every page that has the same (server-memo.tsx).
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import * as server from 'react-dom/server';
import { abandonPage, beginPage, stitchPage } from './server-memo';
import { pageRendered } from './worker-gc';

export * from 'react-dom/server';

/** What Rspress's entry passes and calls (its options are those of renderToPipeableStream). */
interface Options {
  onError?: (error: unknown) => void;
  onAllReady?: () => void;
  [option: string]: unknown;
}

/**
 * React marks a Suspense boundary it could not finish in a synchronous render `<!--$!-->` (left to
 * the client). Such a page is rendered again by the stream, which waits for it.
 */
const CLIENT_RENDERED = '<!--$!-->';

/** The HTML `renderToString` makes of `node`, or undefined where the stream must render it. */
export function renderSync(
  node: ReactNode,
  render: (node: ReactNode) => string = server.renderToString,
): string | undefined {
  let html: string;
  beginPage();
  try {
    html = render(node);
  } catch {
    // Thrown again (and reported as Rspress reports it) by the stream.
    abandonPage();
    return undefined;
  }
  if (html.includes(CLIENT_RENDERED)) {
    abandonPage();
    return undefined;
  }
  // The parts rendered once (server-memo.tsx) copied into the page.
  return stitchPage(html);
}

/**
 * Ends `destination` with `html`. Rspress pipes into a PassThrough and reads it back with
 * `stream/consumers`' `text()`: written, the page would be UTF-8 encoded into a Buffer and decoded
 * again (~5 % of the generation's CPU). A PassThrough passes its input on unchanged, so the string
 * goes straight to its readable side, as a string (`text()` takes strings as they are); any
 * other destination is written to.
 */
export function endWith<T extends NodeJS.WritableStream>(destination: T, html: string): T {
  if (destination instanceof PassThrough && destination.readableLength === 0) {
    destination.setEncoding('utf8');
    destination.push(html, 'utf8');
    destination.push(null);
    // The writable side, never written, is closed as end() would.
    destination.end();
    return destination;
  }
  destination.end(html);
  return destination;
}

export function renderToPipeableStream(node: ReactNode, options: Options = {}) {
  // The worker's heap kept down while it renders (worker-gc.ts).
  pageRendered();
  const html = renderSync(node);
  if (html === undefined) return server.renderToPipeableStream(node, options);
  // Rspress pipes only once everything is ready; the callback order is the stream's.
  queueMicrotask(() => options.onAllReady?.());
  return {
    pipe<T extends NodeJS.WritableStream>(destination: T): T {
      return endWith(destination, html);
    },
    abort() {},
  };
}
