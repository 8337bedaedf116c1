/**
 * The Markdown twins of the API pages, from their records (markdown-twins.ts): most of the twins
 * and most of their cost (the Markdown serializer, then the HTML tokenizer). The records exist once
 * the API pages are rendered, long before the site is built, so a worker thread writes the twins
 * then (llms.ts starts it), on the core the content rules and the compile leave idle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApiPage } from '../../common/api-pages/format';
import { buildProfile, type BuildProfile } from '../build-log/profile';
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

/**
 * Twins written per context before a fresh one: the memos of markdown-twins.ts and
 * html-to-markdown.ts are kept per context, so one context for a whole build kept every section's
 * HTML: 94 MB of the worker's heap for the default build's 1,797 twins (29 MB with a context per
 * 500, measured after a collection), ~300 MB at scale, still held while static generation ran and raising the build's peak. An
 * API's pages come together, where most repeats are, so few hits are lost at the seams.
 */
export const TWINS_PER_CONTEXT = 500;

/**
 * Writes the twins of `jobs` in order, with a fresh copy of `ctx` every `every` of them, calling
 * `collect` as each fresh one starts. The worker passes a full collection there: left to itself, V8
 * kept the dropped memos in the old generation while static generation ran beside it (scale corpus,
 * paired cold builds: peak 1,436 and 1,435 MB without, 1,297 and 1,383 MB with; no CPU cost the
 * build profile shows).
 */
export function writeApiTwins(
  jobs: readonly ApiTwinJob[],
  ctx: TwinContext,
  every = TWINS_PER_CONTEXT,
  write: (job: ApiTwinJob, ctx: TwinContext) => TwinEntry = writeApiTwin,
  collect: () => void = () => undefined,
): TwinEntry[] {
  let current = ctx;
  return jobs.map((job, i) => {
    if (i && i % every === 0) {
      current = { ...ctx };
      collect();
    }
    return write(job, current);
  });
}

/** Message to the worker (api-twins-worker.ts): `clean`, a folder it empties first. */
export interface TwinsRequest {
  jobs: ApiTwinJob[];
  ctx: TwinContext;
  clean?: string;
}
/** Its answer, with when it finished (ms since the epoch) and its thread's CPU time (ms). */
export type TwinsReply = ({ entries: TwinEntry[] } | { error: string }) & {
  endedAt: number;
  cpuMs: number;
};

const TS_WORKER = new URL('../shared/ts-worker.mjs', import.meta.url);
const TWINS_WORKER = fileURLToPath(new URL('./api-twins-worker.ts', import.meta.url));

/** Twins being written by a worker thread. */
export interface TwinsInWorker {
  /** Their entries in job order; rejects when the worker failed (the caller writes them itself then). */
  entries: () => Promise<TwinEntry[]>;
}

/**
 * Writes the twins of `jobs` in a worker thread, timed as the profile's phase `phase` (its own
 * span and CPU: it runs beside the main thread's phases). The worker does not keep the process
 * alive (a build that fails meanwhile exits) until `entries` is awaited.
 */
export function writeApiTwinsInWorker(
  jobs: ApiTwinJob[],
  ctx: TwinContext,
  opts: { clean?: string; phase?: string; profile?: BuildProfile } = {},
): TwinsInWorker {
  const worker = new Worker(TS_WORKER, { workerData: { module: TWINS_WORKER } });
  worker.unref();
  const done = opts.phase ? (opts.profile ?? buildProfile).thread(opts.phase) : undefined;
  const result = new Promise<TwinEntry[]>((resolve, reject) => {
    worker.once('message', (reply: TwinsReply) => {
      done?.({ endedAt: reply.endedAt - performance.timeOrigin, cpuMs: reply.cpuMs });
      if ('error' in reply) reject(new Error(reply.error));
      else resolve(reply.entries);
    });
    worker.once('error', (e) => {
      done?.({ endedAt: performance.now(), cpuMs: 0 });
      reject(e);
    });
    // After its answer the worker ends by itself (its heap let go before the site's render).
    worker.once('exit', (code) => {
      done?.({ endedAt: performance.now(), cpuMs: 0 });
      reject(new Error(`the twins worker exited (${code})`));
    });
  });
  // Handled by whoever awaits `entries`; not an unhandled rejection meanwhile.
  result.catch(() => undefined);
  worker.postMessage({ jobs, ctx, clean: opts.clean } satisfies TwinsRequest);
  return {
    entries: () => {
      worker.ref();
      return result.finally(() => worker.unref());
    },
  };
}
