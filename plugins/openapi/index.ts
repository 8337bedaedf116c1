import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { apiKey, previousVersion, type ApiEntry } from '../../common/apis/api-list';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { readGuidePaths, type GuideApiPaths } from '../api-links/guides';
import { recordPath } from '../../common/api-pages/format';
import { formatLinkReport } from './description-links';
import { memo } from './highlight';
import { loadMemo, memoKey, saveMemo } from './highlight-memo';
import { generateApi, type GeneratedApi, type GeneratedPage, type SpecCache } from './generate';
import { affectedApis, applyFiles, mergeGenerated, renderPlan, staleFiles } from './partial';
import { SpecError } from './load-spec';
import { buildError } from '../shared/build-error';
import {
  apiCacheKey,
  clearApiCache,
  hashFiles,
  readApiCache,
  writeApiCache,
} from '../dev/api-cache';

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
  /** Receives the generated data (search index, site metadata). */
  onGenerated?: (api: GeneratedApi) => void;
  /**
   * Reuse the last generation when no input changed (plugins/dev/api-cache.ts): `file` holds the
   * result and its key, `sources` are the generator's source files.
   */
  cache?: { file: string; sources: readonly string[] };
  /** `rspress dev`: a broken spec is reported and the last good pages are kept (plugins/dev). */
  dev?: boolean;
}

/** A spec error as the author reads it: file, line, JSON pointer and reason, no stack trace. */
function readable(e: unknown): Error {
  if (!(e instanceof SpecError)) return e as Error;
  return buildError(`OpenAPI spec error: ${e.message}`);
}

/** Generated into `dir.next` first and swapped in whole, so a failed run leaves the served pages as they were. */
function swapIn(dirs: string[]): void {
  for (const dir of dirs) {
    fs.rmSync(`${dir}.old`, { recursive: true, force: true });
    if (fs.existsSync(dir)) fs.renameSync(dir, `${dir}.old`);
    fs.renameSync(`${dir}.next`, dir);
    fs.rmSync(`${dir}.old`, { recursive: true, force: true });
  }
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

/** Spec files → API reference pages, sidebars and published bundles (see README "API reference"). */
export function openApiPlugin(opts: OpenApiPluginOptions): {
  plugin: RspressPlugin;
  pages: () => Promise<GeneratedPage[]>;
  regenerate: (
    changed?: readonly string[],
    opened?: () => readonly string[],
    early?: () => void,
  ) => Promise<Regenerated>;
  interrupt: () => void;
  error: () => Error | undefined;
} {
  let api: GeneratedApi | undefined;
  let existingRoutes: string[] | undefined;
  const routes = () => (existingRoutes ??= listPageFiles(opts.docsRoot).map(fileToRoute).sort());
  // The guides' inline API paths, read once: each operation page lists the guides that link to it.
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
  /** Runs the generator (or takes the cached result); in dev into side folders swapped in on success. */
  const generate = async (): Promise<GeneratedApi> => {
    const key = opts.cache ? cacheKey() : undefined;
    const cached = key ? readApiCache<GeneratedApi>(opts.cache!.file, key, stubsOf) : undefined;
    if (cached) {
      console.log(
        'info    [openapi] API pages unchanged since the last generation: reused (rm -rf the generated folder to start clean)',
      );
      return cached;
    }
    const started = performance.now();
    // A build writes in place: the stamp goes first, so an interrupted run is never taken for a good one.
    // Dev writes beside the served pages, which stay with their stamp (the fallback while a spec is broken).
    if (opts.cache && !opts.dev) clearApiCache(opts.cache.file);
    const next = (dir: string) => (opts.dev ? `${dir}.next` : dir);
    const existing = new Set(routes());
    readMemo();
    const g = await generateApi({
      specsDir: opts.specsDir,
      outDir: next(opts.outDir),
      dataDir: next(opts.dataDir),
      groupsDir: next(opts.groupsDir),
      specs: opts.apis,
      existingRoutes: existing,
      guides: guidePaths(),
      specSourceUrl: opts.specSourceUrl,
      // Postman collections in builds only, converted collections kept beside the API cache.
      ...(opts.dev
        ? { linkExcerptsOnly: true }
        : {
            postman: { cacheDir: opts.cache && path.dirname(opts.cache.file) },
            highlightWorker: true,
          }),
    });
    writeMemo();
    if (opts.dev) {
      swapIn([opts.outDir, opts.dataDir, opts.groupsDir]);
      for (const p of g.pages)
        p.filepath = opts.outDir + p.filepath.slice(next(opts.outDir).length);
    }
    if (key) writeApiCache(opts.cache!.file, key, g);
    console.log(
      `info    [openapi] ${g.pages.length} API pages generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
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
    if (opts.dev) writeListStamp(g);
    opts.onGenerated?.(g);
  };
  /*
   * Dev: after an apis.yaml edit the server restarts and the cache key (which covers the list) no
   * longer matches. When nothing else the pages are made from changed (the files the previous
   * generation's specs were read from, the generator's sources, the routes, the settings), only the
   * products whose entries changed are regenerated; the others keep their pages.
   */
  const listStampFile =
    opts.cache && path.join(path.dirname(opts.cache.file), 'api-cache-list.json');
  const entryText = (a: ApiEntry) => JSON.stringify([a, opts.specSourceUrl?.(a.file) ?? null]);
  /**
   * What the pages are made from besides the API list: the generator, routes and settings (`rest`),
   * and each spec's files by content (`specs`, so a spec deleted with its entry does not count).
   * Undefined when a spec does not say which files it was read from.
   */
  type ListFreeKey = { rest: string; specs: Record<string, string> };
  const listFreeKey = (g: GeneratedApi): ListFreeKey | undefined => {
    if (!opts.cache || g.specs.some((s) => !s.files)) return undefined;
    return {
      rest: apiCacheKey({
        specsDir: opts.specsDir,
        specFiles: [],
        sources: opts.cache.sources,
        options: {
          routes: routes(),
          guides: guidePaths(),
          outDir: opts.outDir,
          dataDir: opts.dataDir,
          groupsDir: opts.groupsDir,
        },
      }),
      specs: Object.fromEntries(
        g.specs.map((s) => [s.file, hashFiles(s.files!.map((f) => path.join(opts.specsDir, f)))]),
      ),
    };
  };
  const writeListStamp = (g: GeneratedApi) => {
    const key = listFreeKey(g);
    if (!listStampFile || !key) return;
    fs.writeFileSync(listStampFile, JSON.stringify({ key, entries: opts.apis.map(entryText) }));
  };
  /**
   * When only the list changed: the previous generation, the versions to render (`changed`, their
   * spec files) and the APIs (`apiKey`) whose version menus change (`products`).
   */
  const afterListChange = ():
    { prev: GeneratedApi; changed: string[]; products: ReadonlySet<string> } | undefined => {
    if (!opts.dev || !opts.cache || !listStampFile) return undefined;
    let stamp: { key: ListFreeKey; entries: string[] };
    try {
      stamp = JSON.parse(fs.readFileSync(listStampFile, 'utf8')) as typeof stamp;
    } catch {
      return undefined;
    }
    // The usual start (nothing changed) takes the cached pages as they are.
    if (readApiCache(opts.cache.file, cacheKey(), stubsOf)) return undefined;
    const last = readApiCache<GeneratedApi>(opts.cache.file, null, stubsOf);
    // The specs still listed must be as they were; a spec whose entry went may be gone with it.
    const listed = new Set(opts.apis.map((a) => a.file));
    const now =
      last && listFreeKey({ ...last, specs: last.specs.filter((s) => listed.has(s.file)) });
    if (
      !now ||
      now.rest !== stamp.key?.rest ||
      Object.entries(now.specs).some(([file, hash]) => stamp.key.specs?.[file] !== hash)
    )
      return undefined;
    const before = stamp.entries.map((e) => (JSON.parse(e) as [ApiEntry])[0]);
    // Version menus are per API: an API whose list of versions changed gets new version bars.
    const productList = (list: readonly ApiEntry[], p: string) =>
      JSON.stringify(list.filter((a) => apiKey(a) === p).map(entryText));
    const products = new Set([...before, ...opts.apis].map(apiKey));
    const changedProducts = [...products].filter(
      (p) => productList(before, p) !== productList(opts.apis, p),
    );
    // A version gone: its pages, records and sidebar groups go with it. A page belongs to the
    // longest base it is under (a base may be the prefix of another: /shop/api and /shop/api/v3).
    const kept = new Set(opts.apis.map((a) => a.base));
    const bases = last.specs.map((sp) => sp.base).sort((a, b) => b.length - a.length);
    const owner = (route: string) => bases.find((b) => route === b || route.startsWith(`${b}/`));
    const isGone = (route: string) => !kept.has(owner(route) ?? '');
    for (const p of last.pages.filter((p) => isGone(p.routePath))) {
      fs.rmSync(p.filepath, { force: true });
      fs.rmSync(path.join(opts.dataDir, recordPath(p.routePath)), { force: true });
    }
    for (const b of bases.filter((b) => !kept.has(b)))
      fs.rmSync(
        path.join(opts.groupsDir, 'page-data', ...b.split('/').filter(Boolean), '_sidebar'),
        {
          recursive: true,
          force: true,
        },
      );
    const prev: GeneratedApi = {
      ...last,
      pages: last.pages.filter((p) => !isGone(p.routePath)),
      specs: last.specs.filter((sp) => kept.has(sp.base)),
    };
    // Rendered again: the versions that are new or whose entry changed, and those whose "What
    // changed" page compares with another version now. Their siblings only get new version bars
    // (the version key, derived from the list, shows nowhere else in a page).
    const own = (a: ApiEntry) => entryText({ ...a, versionKey: null });
    const compared = (list: readonly ApiEntry[], a: ApiEntry) => {
      const same = list.find((x) => own(x) === own(a));
      return same && previousVersion(list, same)?.base;
    };
    const beforeOwn = new Set(before.map(own));
    const changed = opts.apis
      .filter((a) => changedProducts.includes(apiKey(a)))
      .filter((a) => !beforeOwn.has(own(a)) || compared(before, a) !== compared(opts.apis, a))
      .map((a) => a.file);
    return { prev, changed, products: new Set(changedProducts) };
  };
  /** The error that keeps the dev server on its last good pages, if any (shown by plugins/dev). */
  let devError: Error | undefined;
  // Dev: specs loaded by earlier runs, reused while their files are unchanged; a newer change stops a run.
  const specCache: SpecCache = new Map();
  let run = 0;
  const ensure = async () => {
    if (api) return api;
    const listOnly = afterListChange();
    if (listOnly) {
      api = listOnly.prev;
      const started = performance.now();
      const res = listOnly.products.size
        ? await regenerate(listOnly.changed, undefined, undefined, listOnly.products)
        : (finish(listOnly.prev), { apis: [] as string[] });
      if (!res.error && !res.interrupted) {
        if (!listOnly.products.size) writeApiCache(opts.cache!.file, cacheKey(), listOnly.prev);
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
      const last =
        opts.dev && opts.cache
          ? readApiCache<GeneratedApi>(opts.cache.file, null, stubsOf)
          : undefined;
      if (!last || !(e instanceof SpecError)) throw err;
      devError = err;
      g = last;
    }
    finish(g);
    api = g;
    return g;
  };
  /**
   * Dev: spec files changed. Regenerates the pages of the APIs read from them (partial.ts): the
   * routes `opened` lists first (their records written, then `early` called), then the rest, writing
   * only files whose content changed once the whole run succeeded; the other APIs keep theirs. On an
   * error the last good pages stay and the error is returned. Without `changed`: every API.
   * `listChanged`: APIs (`apiKey`) whose list of versions changed (apis.yaml): their other versions' pages
   * get new version bars.
   */
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
        const g = await generateApi({
          specsDir: opts.specsDir,
          outDir: opts.outDir,
          dataDir: opts.dataDir,
          groupsDir: opts.groupsDir,
          specs: opts.apis,
          existingRoutes: new Set(routes()),
          guides: guidePaths(),
          specSourceUrl: opts.specSourceUrl,
          linkExcerptsOnly: true,
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
      readMemo();
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
      writeMemo();
      for (const f of staleFiles(opts.apis, prev, g, files, opts, rendered))
        fs.rmSync(f, { force: true });
      const merged = mergeGenerated(opts.apis, prev, g, rendered, opts.outDir);
      if (opts.cache) writeApiCache(opts.cache.file, cacheKey(), merged);
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
  const plugin: RspressPlugin = {
    name: 'portal-openapi',
    async config(config) {
      const { sidebars } = await ensure();
      config.themeConfig ??= {};
      // Only a stub per API version goes into the site data every page loads (so Rspress lays out
      // a sidebar there); each page carries its own sidebar in its record (theme/sidebar/).
      config.themeConfig.sidebar = { ...config.themeConfig.sidebar, ...sidebars };
      return config;
    },
    async afterBuild(config) {
      const out = path.join(config.outDir ?? 'doc_build', 'api-specs');
      fs.mkdirSync(out, { recursive: true });
      // Bundles, per-operation excerpts (`excerpts/<spec>/<slug>.yaml`) and Postman collections.
      for (const [file, text] of Object.entries((await ensure()).bundles)) {
        const target = path.join(out, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, text);
      }
    },
  };
  return {
    plugin,
    pages: async () => (await ensure()).pages,
    regenerate,
    interrupt: () => void run++,
    error: () => devError,
  };
}

/** What a dev regeneration did: the API files whose pages were rendered, or why none were. */
export interface Regenerated {
  apis: string[];
  error?: Error;
  /** A newer change stopped the run (nothing was written but the open pages' records). */
  interrupted?: boolean;
}

class Interrupted extends Error {}
