import fs from 'node:fs';
import path from 'node:path';
import { apiKey, type ApiEntry } from '../../../common/apis/api-list';
import { readApiCache } from '../api-cache';
import type { GeneratedApi, SpecCache } from '../generate';
import { logGenerated, readable, type ApiGeneration } from '../generation';
import { SpecError } from '../load-spec';
import { listStamp } from './list-change';
import { affectedApis, applyFiles, mergeGenerated, renderPlan, staleFiles } from './partial';

/**
 * The API reference's side of `npm run dev` (README "Writing locally", ARCHITECTURE.md "The dev
 * loop"): what happens when an author saves a spec. The dev server's plugin (plugins/dev/) watches
 * the files and calls `regenerate`; this module decides what to render (partial.ts), renders it
 * with the build's generator (generation.ts), writes only what changed and keeps the last good
 * pages while a spec is broken. A build never loads it (tests/import-graph.test.ts).
 */
export interface ApiDevLoop {
  /**
   * The generation a dev start serves: the cached one, a list-only change rendered on top of the
   * last (list-change.ts), a full generation, or, while a spec is broken, the last good pages.
   */
  start: () => Promise<GeneratedApi>;
  /**
   * Spec files changed: regenerates the pages of the APIs read from them, the routes `opened`
   * lists first (their records written, then `early` called), then the rest, writing only files
   * whose content changed once the whole run succeeded; the other APIs keep theirs. On an error
   * the last good pages stay and the error is returned. Without `changed`: every API.
   */
  regenerate: (
    changed?: readonly string[],
    opened?: () => readonly string[],
    early?: () => void,
  ) => Promise<Regenerated>;
  /** A newer change arrived: the running regeneration stops at its next page. */
  interrupt: () => void;
  /** The error that keeps the dev server on its last good pages, if any (shown by plugins/dev). */
  report: () => Error | undefined;
}

/** What a dev regeneration did: the API files whose pages were rendered, or why none were. */
export interface Regenerated {
  apis: string[];
  error?: Error;
  /** A newer change stopped the run (nothing was written but the open pages' records). */
  interrupted?: boolean;
}

class Interrupted extends Error {}

/** Generated into `dir.next` first and swapped in whole, so a failed run leaves the served pages as they were. */
function swapIn(dirs: string[]): void {
  for (const dir of dirs) {
    fs.rmSync(`${dir}.old`, { recursive: true, force: true });
    if (fs.existsSync(dir)) fs.renameSync(dir, `${dir}.old`);
    fs.renameSync(`${dir}.next`, dir);
    fs.rmSync(`${dir}.old`, { recursive: true, force: true });
  }
}

export function apiDevLoop(gen: ApiGeneration): ApiDevLoop {
  const { opts } = gen;
  const stamp = listStamp(gen);
  let api: GeneratedApi | undefined;
  let devError: Error | undefined;
  // Specs loaded by earlier runs, reused while their files are unchanged; a newer change stops a run.
  const specCache: SpecCache = new Map();
  let run = 0;

  const finish = (g: GeneratedApi) => {
    gen.finish(g);
    stamp.write(g);
  };
  /** A full generation beside the served pages, swapped in on success (the cached one if inputs are unchanged). */
  const generate = async (): Promise<GeneratedApi> => {
    const key = opts.cache && gen.cacheKey();
    const hit = gen.cached(key);
    if (hit) return hit;
    const started = performance.now();
    const next = (dir: string) => `${dir}.next`;
    const g = await gen.run(next);
    swapIn([opts.outDir, opts.dataDir, opts.groupsDir]);
    for (const p of g.pages) p.filepath = opts.outDir + p.filepath.slice(next(opts.outDir).length);
    gen.store(g, key);
    logGenerated(g, started);
    return g;
  };

  const start = async (): Promise<GeneratedApi> => {
    if (api) return api;
    const listOnly = stamp.read();
    if (listOnly) {
      api = listOnly.prev;
      const started = performance.now();
      const res = listOnly.products.size
        ? await regenerate(listOnly.changed, undefined, undefined, listOnly.products)
        : (finish(listOnly.prev), { apis: [] as string[] });
      if (!res.error && !res.interrupted) {
        if (!listOnly.products.size) gen.store(listOnly.prev);
        console.log(
          `info    [openapi] API list changed: ${res.apis.length ? `${res.apis.join(', ')} regenerated` : 'no pages changed'}, the other APIs' pages reused (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
        return api;
      }
      api = undefined;
      devError = undefined;
    }
    let g: GeneratedApi;
    try {
      g = await generate();
    } catch (e) {
      const err = readable(e);
      // The dev server starts anyway, on the last pages generated, and shows the error.
      const last = opts.cache
        ? readApiCache<GeneratedApi>(opts.cache.file, null, gen.stubsOf)
        : undefined;
      if (!last || !(e instanceof SpecError)) throw err;
      devError = err;
      g = last;
    }
    finish(g);
    api = g;
    return g;
  };

  /** `listChanged`: APIs (`apiKey`) whose list of versions changed (apis.yaml): their other versions get new version bars. */
  const regenerate = async (
    changed?: readonly string[],
    opened: () => readonly string[] = () => [],
    early?: () => void,
    listChanged: ReadonlySet<string> = new Set(),
  ): Promise<Regenerated> => {
    const mine = ++run;
    try {
      if (!api || !changed) {
        const g = await generate();
        finish(g);
        api = g;
        devError = undefined;
        return { apis: opts.apis.map((a) => a.file) };
      }
      const prev = api;
      // While a spec is broken every API is regenerated: the fix may touch a file no API was read from yet.
      const affected = devError
        ? new Set(opts.apis.map((a) => a.file))
        : affectedApis(opts.apis, prev, opts.specsDir, changed);
      if (!affected.size && !listChanged.size) return { apis: [] };
      const products = new Set<string>(listChanged);
      for (const a of opts.apis) if (affected.has(a.file)) products.add(apiKey(a));
      const load = new Set(opts.apis.filter((a) => products.has(apiKey(a))).map((a) => a.file));
      const otherRoutes = prev.pages
        .map((p) => p.routePath)
        .concat(Object.keys(prev.bundles).map((f) => `/api-specs/${f}`));
      const plan = renderPlan(opts.apis, prev, affected, listChanged);
      const pause = async () => {
        // Yields to the dev server's requests between pages; a newer change stops this run.
        await new Promise((r) => setImmediate(r));
        if (mine !== run) throw new Interrupted();
      };
      const once = async (only?: ReadonlySet<string>) => {
        const files = new Map<string, string>();
        const rendered = new Set<string>();
        const barred = new Set<string>();
        const g = await gen.run(undefined, {
          apis: load,
          otherRoutes,
          specCache,
          writeFile: (f, c) => files.set(f, c),
          pause,
          render: (menus) => {
            const all = plan(menus);
            return (a, route) => {
              const mode = !only || only.has(route) ? all(a, route) : false;
              if (mode === 'bar') barred.add(route);
              else if (mode) rendered.add(route);
              return mode;
            };
          },
        });
        return { g, files, rendered, barred };
      };
      // The pages open in a browser first (a few records, seconds before the rest): they reload at once.
      const open = new Set(opened());
      if (early && open.size) {
        const first = await once(open);
        const records = [...first.files].filter(([f]) => f.startsWith(opts.dataDir + path.sep));
        if (first.rendered.size) {
          applyFiles(new Map(records));
          early();
        }
      }
      const { g, files, rendered, barred } = await once();
      applyFiles(files);
      gen.writeMemo();
      for (const f of staleFiles(opts.apis, prev, g, files, opts, rendered))
        fs.rmSync(f, { force: true });
      const merged = mergeGenerated(opts.apis, prev, g, rendered, opts.outDir);
      gen.store(merged);
      finish(merged);
      api = merged;
      devError = undefined;
      const count = (set: ReadonlySet<string>, a: ApiEntry) =>
        g.pages.filter(
          (p) =>
            set.has(p.routePath) &&
            (p.routePath === a.base || p.routePath.startsWith(`${a.base}/`)),
        ).length;
      const done = (a: ApiEntry) =>
        [
          count(rendered, a) && `${count(rendered, a)} pages`,
          count(barred, a) && `${count(barred, a)} version bars`,
        ].filter(Boolean);
      return {
        apis: opts.apis
          .filter((a) => done(a).length)
          .map((a) => `${a.file} (${done(a).join(', ')})`),
      };
    } catch (e) {
      if (e instanceof Interrupted) return { apis: [], interrupted: true };
      devError = readable(e);
      return { apis: [], error: devError };
    }
  };

  return {
    start,
    regenerate: (changed, opened, early) => regenerate(changed, opened, early),
    interrupt: () => void run++,
    report: () => devError,
  };
}
