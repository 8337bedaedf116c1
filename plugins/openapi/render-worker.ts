/**
 * A render worker of render-pool.ts (run through plugins/shared/ts-worker.mjs): models the specs
 * the generator loaded and sent, highlights with its own Shiki (the memo file read first), renders
 * and writes the pages renderThread gives it, and sends each page's result, then the memo entries it
 * made.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { apiModel, hasChanges, presentApis } from './api-models';
import { apiLinkScope, DescriptionLinks } from './description-links';
import { drainSamplerWarnings } from './examples';
import { initHighlighter, memo } from './highlight';
import { loadMemo } from './highlight-memo';
import type { ApiModel } from './model';
import { pageJobs, sidebarOf, versionContext, writePage } from './page-jobs';
import { specStem } from './published-spec';
import {
  renderThread,
  type RenderWorkerInit,
  type RenderWorkerMessage,
  type RenderWorkerStart,
} from './render-pool';

const init = (workerData as { init: RenderWorkerInit }).init;
const port = parentPort!;
const post = (m: RenderWorkerMessage) => port.postMessage(m);
// Taken before anything is awaited: the generator may send it while the specs still load.
const started = new Promise<RenderWorkerStart>((resolve) => port.once('message', resolve));

async function main(): Promise<void> {
  await initHighlighter();
  if (init.memo) loadMemo(init.memo.file, init.memo.key, memo);
  const memoAtStart = memo.size;
  const start = await started;
  const present = presentApis(init.specsDir, init.specs);
  const docs = new Map(start.docs);
  const models = new Map<string, ApiModel>();
  for (const cfg of present)
    models.set(
      cfg.file,
      apiModel(docs.get(cfg.file)!, cfg, {
        existingRoutes: init.existingRoutes,
        changes: hasChanges(present, cfg),
        file: path.relative(process.cwd(), path.join(init.specsDir, cfg.file)),
      }),
    );
  // The generator has the modelling's own warnings; each page's are sent with it.
  drainSamplerWarnings();
  const descriptionLinks = new DescriptionLinks(new Set(start.siteRoutes));
  const guideLinks = new Map(start.guideLinks);
  const versions = { present, modelOf: (file: string) => models.get(file)! };
  const writeFile = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  for (const cfg of present) {
    const model = models.get(cfg.file)!;
    const links = start.links[cfg.file]!;
    let excerpts: Array<[string, string]> = [];
    const ctx = versionContext(model, cfg, { ...links, guideLinks }, (file, text) =>
      excerpts.push([file, text]),
    );
    descriptionLinks.beginApi(apiLinkScope(cfg, model));
    const writer = {
      dataDir: init.dataDir,
      specSource: links.specSource,
      sidebar: sidebarOf(present, cfg, model),
      descriptionLinks,
      writeFile,
    };
    for (const job of pageJobs(versions, cfg, ctx, path.join(init.outDir, specStem(cfg.file)))) {
      if (renderThread(job.slug, init.count) !== init.index) continue;
      excerpts = [];
      const problems = descriptionLinks.problems.length;
      writePage(job, writer);
      post({
        type: 'page',
        route: job.routePath,
        excerpts,
        problems: descriptionLinks.problems.slice(problems),
        sampler: drainSamplerWarnings(),
      });
    }
  }
  descriptionLinks.end();
  post({
    type: 'done',
    memo: [...memo].slice(memoAtStart),
    heapMb: Math.round(v8.getHeapStatistics().total_heap_size / 2 ** 20),
  });
}

main().catch((e: unknown) =>
  post({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
);
