/**
 * The API pages rendered by the main thread and worker threads (render-worker.ts) side by side:
 * the render phase is otherwise bound by the main thread. Each worker models the specs the
 * generator loaded (sent as they are), renders the pages `renderThread` gives it and writes their
 * records and stub files; it sends back, page by page in its own order, what the generator
 * collects (excerpts, link problems, sampler warnings). The generator walks every page in its
 * usual order, renders the main thread's share itself and takes each other page's result from its
 * owner's inbox, so what it assembles is in the order an in-process run gives. One worker by
 * default: every thread keeps its own Shiki, line tokens, samples, compiled code and heap, so each
 * further thread costs CPU for the same pages, and the main thread, idle while it waits for the
 * workers, is the cheapest second thread there is. Builds only: the dev loop renders in process
 * (generate.ts, PartialRun).
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApiEntry } from '../../common/apis/api-list';
import type { GuideLink } from '../api-links/guides';
import type { LinkProblem } from './description-links';
import type { OpenApiDocument } from './types';

/** What a worker starts with: enough to model the specs as the generator does. */
export interface RenderWorkerInit {
  specsDir: string;
  specs: readonly ApiEntry[];
  existingRoutes: string[];
  outDir: string;
  dataDir: string;
  /** This worker's number, and how many there are (renderThread). */
  index: number;
  count: number;
  /** The highlight memo file and its key (highlight-memo.ts), when the generation has one. */
  memo?: { file: string; key: string };
}

/** Per version (spec file): its downloads' links and its pages' source link. */
export interface RenderLinks {
  specUrl: string;
  specBytes: number;
  postmanHref?: string;
  specSource: string;
  linkExcerptsOnly?: boolean;
}

/** Sent once the generator has loaded the specs: what only it knows. */
export interface RenderWorkerStart {
  /**
   * Each present version's loaded document, by spec file: a structured clone keeps its shared
   * objects and cycles, so the worker models it as the generator did, without loading it again.
   */
  docs: Array<[string, OpenApiDocument]>;
  siteRoutes: string[];
  guideLinks: Array<[string, GuideLink[]]>;
  links: Record<string, RenderLinks>;
}

/** One rendered page's share of the generation's result. */
export interface PageResult {
  route: string;
  /** The operation excerpts it published (spec-excerpt.ts): file name, text. */
  excerpts: Array<[string, string]>;
  problems: LinkProblem[];
  sampler: string[];
}

export type RenderWorkerMessage =
  | ({ type: 'page' } & PageResult)
  | { type: 'done'; memo: Array<[string, string]>; heapMb: number }
  | { type: 'error'; message: string };

/** Which of `count` owners renders the page `slug` (null: the version's root): by a hash of the slug, so an operation keeps its thread across versions and its samples' highlighting is reused there. */
export function pageOwner(slug: string | null, count: number): number {
  let h = 0x811c9dc5;
  for (const c of slug ?? '') h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return (h >>> 0) % count;
}

/** The thread that renders the page `slug` when `workers` worker threads render beside the main thread: -1 the main thread, else the worker's number. */
export const renderThread = (slug: string | null, workers: number): number =>
  pageOwner(slug, workers + 1) - 1;

/** Messages of one worker in arrival order, taken one at a time; a failure rejects every take from then on. */
export class Inbox<T> {
  private readonly queue: T[] = [];
  private readonly waiting: Array<{ resolve: (m: T) => void; reject: (e: Error) => void }> = [];
  private error: Error | undefined;

  push(message: T): void {
    const w = this.waiting.shift();
    if (w) w.resolve(message);
    else this.queue.push(message);
  }

  fail(error: Error): void {
    this.error ??= error;
    for (const w of this.waiting.splice(0)) w.reject(this.error);
  }

  take(): Promise<T> {
    if (this.queue.length) return Promise.resolve(this.queue.shift()!);
    if (this.error) return Promise.reject(this.error);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }
}

/** How many render workers a build uses beside the main thread: env RENDER_WORKERS (0 renders in process), default 1. */
export function renderWorkerCount(env = process.env.RENDER_WORKERS): number {
  if (env === undefined || env === '') return 1;
  const n = Number(env);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`RENDER_WORKERS must be a whole number of worker threads, got "${env}"`);
  return n;
}

export interface RenderPool {
  readonly count: number;
  /** Lets the workers render, once the generator has loaded the specs. */
  start: (message: RenderWorkerStart) => void;
  /** The result of the page at `route`, the next one its owner sends. */
  page: (owner: number, route: string) => Promise<PageResult>;
  /** Waits for every worker's end: the highlight memo entries they made, and their heap sizes. */
  finish: () => Promise<{ memo: Array<[string, string]>; heapMb: number[] }>;
  /** Stops the workers (after `finish`, or when the generation failed). */
  close: () => Promise<void>;
}

const TS_WORKER = new URL('../shared/ts-worker.mjs', import.meta.url);
const RENDER_WORKER = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

/** Starts `count` workers; they start their highlighters while the generator loads the specs. */
export function startRenderPool(
  init: Omit<RenderWorkerInit, 'index' | 'count'>,
  count: number,
): RenderPool {
  const inboxes = Array.from({ length: count }, () => new Inbox<RenderWorkerMessage>());
  const workers = inboxes.map((inbox, index) => {
    const worker = new Worker(TS_WORKER, {
      workerData: {
        module: RENDER_WORKER,
        init: { ...init, index, count } satisfies RenderWorkerInit,
      },
    });
    worker.on('message', (m: RenderWorkerMessage) =>
      m.type === 'error'
        ? inbox.fail(new Error(`API page render worker ${index}: ${m.message}`))
        : inbox.push(m),
    );
    worker.on('error', (e) =>
      inbox.fail(new Error(`API page render worker ${index}: ${e.message}`)),
    );
    worker.on('exit', (code) =>
      inbox.fail(new Error(`API page render worker ${index} exited (${code}) before it was done`)),
    );
    return worker;
  });
  return {
    count,
    start: (message) => {
      for (const w of workers) w.postMessage(message);
    },
    page: async (owner, route) => {
      const m = await inboxes[owner]!.take();
      if (m.type !== 'page' || m.route !== route)
        throw new Error(
          `API page render worker ${owner} sent ${m.type === 'page' ? m.route : `"${m.type}"`} where ${route} was due`,
        );
      return m;
    },
    finish: async () => {
      const memo: Array<[string, string]> = [];
      const heapMb: number[] = [];
      for (const [i, inbox] of inboxes.entries()) {
        const m = await inbox.take();
        if (m.type !== 'done')
          throw new Error(`API page render worker ${i} sent more pages than due`);
        memo.push(...m.memo);
        heapMb.push(m.heapMb);
      }
      return { memo, heapMb };
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
