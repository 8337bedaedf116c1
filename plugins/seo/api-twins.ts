/**
 * The Markdown twins of the API pages, from their records (markdown-twins.ts): most of the twins
 * and most of their cost (the Markdown serializer, then the HTML tokenizer). They are written half on the main thread and half in a worker thread, on the
 * second core, which the build leaves idle after rendering its pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApiPage } from '../../common/api-pages/format';
import { apiPageMarkdown, type TwinContext } from './markdown-twins';

/** One API page's twin to write: its record, and where the twin goes. */
export interface ApiTwinJob {
  recordFile: string;
  mdFile: string;
}

/** What llms.txt lists of a page. */
export interface TwinEntry {
  title: string;
  description: string;
}

/** Writes one API page's twin; returns its title and description. */
export function writeApiTwin(job: ApiTwinJob, ctx: TwinContext): TwinEntry {
  const record = JSON.parse(fs.readFileSync(job.recordFile, 'utf8')) as ApiPage;
  fs.mkdirSync(path.dirname(job.mdFile), { recursive: true });
  fs.writeFileSync(job.mdFile, apiPageMarkdown(record, ctx));
  const head = (record.frontmatter.head ?? []) as Array<[string, Record<string, string>]>;
  return {
    title: record.title,
    description: head.find(([, a]) => a.name === 'description')?.[1].content ?? '',
  };
}

/** Message to the worker (api-twins-worker.ts) and its answer. */
export interface TwinsRequest {
  jobs: ApiTwinJob[];
  ctx: TwinContext;
}
export type TwinsReply = { entries: TwinEntry[] } | { error: string };

const TS_WORKER = new URL('../shared/ts-worker.mjs', import.meta.url);
const TWINS_WORKER = fileURLToPath(new URL('./api-twins-worker.ts', import.meta.url));

/**
 * Writes the twins of `jobs` in a worker thread; resolves to their entries in order. Rejects when
 * the worker fails (the caller writes them itself then).
 */
export function writeApiTwinsInWorker(jobs: ApiTwinJob[], ctx: TwinContext): Promise<TwinEntry[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(TS_WORKER, { workerData: { module: TWINS_WORKER } });
    const settle = (fn: () => void) => {
      fn();
      void worker.terminate();
    };
    worker.once('message', (reply: TwinsReply) =>
      settle(() => ('error' in reply ? reject(new Error(reply.error)) : resolve(reply.entries))),
    );
    worker.once('error', (e) => settle(() => reject(e)));
    worker.once('exit', (code) => reject(new Error(`the twins worker exited (${code})`)));
    worker.postMessage({ jobs, ctx } satisfies TwinsRequest);
  });
}
