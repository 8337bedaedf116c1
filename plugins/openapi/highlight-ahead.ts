/**
 * Code blocks highlighted ahead, in a worker thread, while the main thread renders pages: Shiki
 * is about half of a cold generation's CPU time (ten sample languages per operation), and it
 * runs on the second core instead. The generator hands over each operation's blocks before it
 * renders any page, in page order, and awaits an operation's before rendering its page; the
 * results go to the highlight memo, so the page's render finds them there and its HTML is what
 * highlighting on the main thread gives. A block the worker did not get (a page rendered again
 * under a tighter budget has other samples) or could not do is highlighted on the main thread.
 */
import { Worker } from 'node:worker_threads';
import {
  blockKey,
  HIGHLIGHT_LANGS,
  memo,
  needsShiki,
  storeHighlighted,
  THEME_OPTIONS,
  TOKENIZE_OPTIONS,
  type RawToken,
} from './highlight';

export type Block = readonly [lang: string, code: string];

export interface HighlightAhead {
  /** Sends blocks to the worker; the promise settles when they are highlighted (or the worker failed). */
  send: (blocks: readonly Block[]) => Promise<void>;
  /** Stops the worker (what it has not done yet is highlighted on the main thread when needed). */
  close: () => Promise<void>;
}

export function highlightAhead(
  workerFile = new URL('./highlight-worker.mjs', import.meta.url),
): HighlightAhead {
  const worker = new Worker(workerFile, {
    workerData: { theme: THEME_OPTIONS, langs: [...HIGHLIGHT_LANGS], options: TOKENIZE_OPTIONS },
  });
  const pending = new Map<number, { blocks: Block[]; done: () => void }>();
  // Each block sent, by key: the batch that carries it (a block recurs across an API's versions).
  const sent = new Map<string, Promise<void>>();
  let next = 0;
  let failed = false;
  // Held open only while blocks are out: a generation that fails part way leaves no worker
  // keeping the process alive.
  worker.unref();
  const settleAll = () => {
    for (const p of pending.values()) p.done();
    pending.clear();
  };
  worker.on('message', ({ id, tokens }: { id: number; tokens: RawToken[][][] }) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    p.blocks.forEach(([lang, code], i) => storeHighlighted(lang, code, tokens[i]!));
    p.done();
    if (!pending.size) worker.unref();
  });
  worker.on('error', (e) => {
    failed = true;
    console.warn(
      `warn    [openapi] code blocks highlighted on the main thread: the highlight worker failed (${e.message})`,
    );
    settleAll();
  });
  worker.on('exit', () => {
    failed = true;
    settleAll();
  });
  return {
    send(blocks) {
      if (failed) return Promise.resolve();
      const earlier = new Set<Promise<void>>();
      const todo = blocks.filter(([lang, code]) => {
        const key = blockKey(lang, code);
        const batch = sent.get(key);
        if (batch) earlier.add(batch);
        return needsShiki(lang) && !batch && !memo.has(key);
      });
      const id = next++;
      const batch = todo.length
        ? new Promise<void>((done) => {
            if (!pending.size) worker.ref();
            pending.set(id, { blocks: todo, done });
            worker.postMessage({ id, blocks: todo });
          })
        : Promise.resolve();
      for (const [lang, code] of todo) sent.set(blockKey(lang, code), batch);
      return Promise.all([batch, ...earlier]).then(() => undefined);
    },
    async close() {
      await worker.terminate();
    },
  };
}
