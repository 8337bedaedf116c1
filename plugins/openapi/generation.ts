import fs from 'node:fs';
import path from 'node:path';
import type { ApiEntry } from '../../common/apis/api-list';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { readGuidePaths, type GuideApiPaths } from '../api-links/guides';
import { buildError } from '../shared/build-error';
import { apiCacheKey, clearApiCache, readApiCache, writeApiCache } from './api-cache';
import { loadApiModels, type ApiModels, type ModelledApi } from './api-models';
import { formatLinkReport } from './description-links';
import { memo } from './highlight';
import { loadMemo, memoKey, saveMemo } from './highlight-memo';
import { renderWorkerCount } from './render-pool';
import { generateApi, type GeneratedApi, type PartialRun } from './generate';
import { SpecError } from './load-spec';

export interface OpenApiPluginOptions {
  /** Folder with the spec files (env SPECS_DIR, default specs/). */
  specsDir: string;
  /** The API list (apis.yaml), in menu order, and what reading it warned about. */
  apis: readonly ApiEntry[];
  apiListWarnings?: string[];
  /** The docs root, to keep generated routes from taking a hand-written page's route. */
  docsRoot: string;
  /** Where the routes' stub files are written (git-ignored). */
  outDir: string;
  /** Where the API page records are written (build-time only). */
  dataDir: string;
  /** Where the sidebar group files are written (served as they are). */
  groupsDir: string;
  /** URL of a spec file's source, for the 'View the OpenAPI source' link of generated pages. */
  specSourceUrl?: (file: string) => string;
  /** Where the list of description links that lead nowhere is written (description-links.ts). */
  linkReportFile?: string;
  /** Fail the build on such links (env STRICT_DESCRIPTION_LINKS=1), as dead links in docs pages do. */
  strictLinks?: boolean;
  /**
   * Receives the generated data (search index, site metadata) and the models of the versions
   * `keepModels` selects (api-models.ts, ApiModels).
   */
  onGenerated?: (api: GeneratedApi, models: ApiModels) => void;
  /**
   * The versions whose loaded models a later step of the run reads (default none): kept in memory
   * after a generation, loaded on first use after one reused from the cache.
   */
  keepModels?: (api: ApiEntry) => boolean;
  /**
   * Reuse the last generation when no input changed (api-cache.ts): `file` holds the result and
   * its key, `sources` are the generator's source files.
   */
  cache?: { file: string; sources: readonly string[] };
  /**
   * `rspress dev`: no downloads (excerpts, Postman collections) are made; the dev loop
   * (dev-loop/) regenerates pages after spec edits and keeps the last good ones while a spec is
   * broken.
   */
  dev?: boolean;
}

/**
 * One generation of the API reference, shared by the build (index.ts) and the dev loop
 * (dev-loop/): the inputs besides the specs (routes taken, the guides' API paths), the cache and
 * its key, the highlighting memo, the generator run and what follows it (reports, warnings, the
 * build state). Nothing here knows about spec edits.
 */
export interface ApiGeneration {
  readonly opts: OpenApiPluginOptions;
  /** The hand-written pages' routes, read once. */
  routes: () => string[];
  /** The guides' inline API paths, read once: each operation page lists the guides that link to it. */
  guidePaths: () => GuideApiPaths[];
  /** The cache key of a full generation with the current inputs. */
  cacheKey: () => string;
  /** The files a cached generation needs on disk (records, groups, stubs). */
  stubsOf: (g: GeneratedApi) => string[];
  /** The cached generation when its key (default: the current inputs') matches, said in the log. */
  cached: (key?: string) => GeneratedApi | undefined;
  /**
   * Runs the generator; `into` maps each output folder to where it is written, `partial` is the
   * dev loop's partial regeneration (which then writes the highlighting memo itself).
   */
  run: (into?: (dir: string) => string, partial?: PartialRun) => Promise<GeneratedApi>;
  /** A build's full generation: the cached one, or a run in place (the stamp cleared first). */
  generate: () => Promise<GeneratedApi>;
  /** Stamps `g` as the cached generation for the current inputs. */
  store: (g: GeneratedApi, key?: string) => void;
  /** What follows a generation: link report, strict links, warnings, the build state. */
  finish: (g: GeneratedApi) => void;
  /** The models of the versions `opts.keepModels` selects, of the last full run or loaded (ApiModels). */
  models: ApiModels;
  /**
   * Lets the kept models go (a later `models()` loads them again): a build's last reader, the
   * content rules, is done before the Rspack compile, and they would otherwise be held through
   * static generation, the build's peak memory.
   */
  releaseModels: () => void;
  /** The highlighted blocks of earlier generations, read before the first run of a process. */
  readMemo: () => void;
  /** ...and written after each run that highlighted new blocks. */
  writeMemo: () => void;
}

/** A spec error as the author reads it: file, line, JSON pointer and reason, no stack trace. */
export function readable(e: unknown): Error {
  if (!(e instanceof SpecError)) return e as Error;
  return buildError(`OpenAPI spec error: ${e.message}`);
}

/** Warnings counted per spec, the first few shown; BUILD_VERBOSE=1 lists them all. */
function logWarnings(specs: Array<{ file: string; warnings: string[] }>): void {
  const shown = process.env.BUILD_VERBOSE ? Infinity : 3;
  for (const { file, warnings } of specs) {
    if (!warnings.length) continue;
    console.warn(
      `warn    [openapi] ${file}: ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`,
    );
    for (const w of warnings.slice(0, shown)) console.warn(`          - ${w}`);
    if (warnings.length > shown)
      console.warn(`          … ${warnings.length - shown} more (BUILD_VERBOSE=1 lists them all)`);
  }
}

export function apiGeneration(opts: OpenApiPluginOptions): ApiGeneration {
  let existingRoutes: string[] | undefined;
  const routes = () => (existingRoutes ??= listPageFiles(opts.docsRoot).map(fileToRoute).sort());
  let guides: GuideApiPaths[] | undefined;
  const guidePaths = () => (guides ??= readGuidePaths(opts.docsRoot));
  const cacheKey = () =>
    apiCacheKey({
      specsDir: opts.specsDir,
      sources: opts.cache!.sources,
      options: {
        apis: opts.apis,
        routes: routes(),
        guides: guidePaths(),
        outDir: opts.outDir,
        dataDir: opts.dataDir,
        groupsDir: opts.groupsDir,
        sourceUrls: opts.apis.map((a) => opts.specSourceUrl?.(a.file) ?? null),
        // A build also makes the excerpts and Postman collections the dev server leaves out.
        downloads: !opts.dev,
      },
    });
  const stubsOf = (g: GeneratedApi) => [
    opts.dataDir,
    opts.groupsDir,
    ...g.pages.map((p) => p.filepath),
  ];
  // The highlighted blocks of earlier generations (highlight-memo.ts), read before the first
  // generation of this process and written after each one that highlighted new blocks.
  const memoFile = opts.cache && path.join(path.dirname(opts.cache.file), 'highlight-memo.json');
  let memoSaved = -1;
  const readMemo = () => {
    if (!memoFile || memoSaved >= 0) return;
    loadMemo(memoFile, memoKey(opts.cache!.sources), memo);
    memoSaved = memo.size;
  };
  const writeMemo = () => {
    if (!memoFile || memo.size <= memoSaved) return;
    saveMemo(memoFile, memoKey(opts.cache!.sources), memo);
    memoSaved = memo.size;
  };
  const cached = (key = opts.cache && cacheKey()) => {
    const hit =
      opts.cache && key ? readApiCache<GeneratedApi>(opts.cache.file, key, stubsOf) : undefined;
    if (hit)
      console.log(
        'info    [openapi] API pages unchanged since the last generation: reused (rm -rf the generated folder to start clean)',
      );
    return hit;
  };
  // The kept models of the last full run; a partial run (dev-loop/) leaves them to be loaded again.
  const keep = opts.keepModels ?? (() => false);
  let kept: Promise<readonly ModelledApi[]> | undefined;
  const models = () =>
    (kept ??= loadApiModels({
      specsDir: opts.specsDir,
      apis: opts.apis,
      existingRoutes: routes(),
      only: keep,
    }));
  const run = async (into: (dir: string) => string = (d) => d, partial?: PartialRun) => {
    readMemo();
    kept = undefined;
    const g = await generateApi({
      specsDir: opts.specsDir,
      outDir: into(opts.outDir),
      dataDir: into(opts.dataDir),
      groupsDir: into(opts.groupsDir),
      specs: opts.apis,
      existingRoutes: new Set(routes()),
      guides: guidePaths(),
      specSourceUrl: opts.specSourceUrl,
      partial,
      onModels: partial
        ? undefined
        : (m) => (kept = Promise.resolve(m.filter((x) => keep(x.entry)))),
      // Postman collections in builds only, converted collections kept beside the API cache.
      ...(opts.dev
        ? { linkExcerptsOnly: true }
        : {
            postman: { cacheDir: opts.cache && path.dirname(opts.cache.file) },
            highlightWorker: true,
            // The pages rendered by the main thread and worker threads (render-pool.ts; RENDER_WORKERS=0: in process).
            renderWorkers: {
              count: renderWorkerCount(),
              memo: memoFile ? { file: memoFile, key: memoKey(opts.cache!.sources) } : undefined,
            },
          }),
    });
    // A partial run's caller writes the memo once its last pass is done (dev-loop/).
    if (!partial) writeMemo();
    return g;
  };
  const store = (g: GeneratedApi, key = opts.cache && cacheKey()) => {
    if (opts.cache && key) writeApiCache(opts.cache.file, key, g);
  };
  const generate = async () => {
    const key = opts.cache && cacheKey();
    const hit = cached(key);
    if (hit) return hit;
    const started = performance.now();
    // Written in place: the stamp goes first, so an interrupted run is never taken for a good one.
    if (opts.cache) clearApiCache(opts.cache.file);
    const g = await run();
    store(g, key);
    logGenerated(g, started);
    return g;
  };
  const finish = (g: GeneratedApi) => {
    const problems = g.linkProblems;
    if (opts.linkReportFile) {
      fs.mkdirSync(path.dirname(opts.linkReportFile), { recursive: true });
      fs.writeFileSync(opts.linkReportFile, formatLinkReport(problems));
    }
    if (opts.strictLinks && problems.length) {
      const shown = problems.slice(0, 10).map((p) => `  ${p.api} ${p.page}: ${p.link}`);
      throw buildError(
        `Dead links in spec descriptions (STRICT_DESCRIPTION_LINKS): ${problems.length}${opts.linkReportFile ? `, all listed in ${path.relative(process.cwd(), opts.linkReportFile)}` : ''}\n${shown.join('\n')}${problems.length > 10 ? `\n  … ${problems.length - 10} more` : ''}`,
      );
    }
    for (const w of opts.apiListWarnings ?? []) console.warn(`warn    [openapi] ${w}`);
    logWarnings(
      g.specs.map((s) => ({
        file: path.join(path.relative(process.cwd(), opts.specsDir) || '.', s.file),
        warnings: s.warnings,
      })),
    );
    opts.onGenerated?.(g, models);
  };
  return {
    opts,
    routes,
    guidePaths,
    cacheKey,
    stubsOf,
    cached,
    run,
    generate,
    store,
    finish,
    models,
    releaseModels: () => void (kept = undefined),
    readMemo,
    writeMemo,
  };
}

/** The log line of a full generation. */
export function logGenerated(g: GeneratedApi, started: number): void {
  console.log(
    `info    [openapi] ${g.pages.length} API pages generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
