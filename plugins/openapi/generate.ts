import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashFiles } from '../shared/file-hash';
import type { SidebarItem } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import { apiModel, hasChanges as changesOf, presentApis, type ModelledApi } from './api-models';
import { apiRoutes } from './api-routes';
import { operationKey } from './compare-versions';
import { replaceVersionBar } from './render-versions';
import { drainSamplerWarnings, restoreSamplerWarnings } from './examples';
import { apiLinkScope, DescriptionLinks, type LinkProblem } from './description-links';
import { loadSpec, type LoadedSpec, type ParsedFiles } from './load-spec';
import { publishedSpec, specStem } from './published-spec';
import { cachedPostmanCollection, closeConverter, postmanFile } from './postman';
import type { ApiModel, ApiOperation } from './model';
import { buildProfile } from '../build-log/profile';
import { initHighlighter, memo } from './highlight';
import type { GeneratedPage } from '../shared/write-pages';
import { sidebarGroupUrl, type ApiPage } from '../../common/api-pages/format';
import { operationCodeBlocks } from './render-operation';
import { highlightAhead } from './highlight-ahead';
import { guidesByOperation, type GuideApiPaths, type GuideLink } from '../api-links/guides';
import {
  pageJobs,
  recordFile,
  sidebarOf,
  versionContext,
  writePage,
  type PageWriter,
  type VersionModels,
} from './page-jobs';
import { renderThread, startRenderPool, type RenderLinks, type RenderPool } from './render-pool';

export { SCHEMA_GROUP_INLINE_MAX } from './page-jobs';

export type { GeneratedPage };

/** How a regeneration treats a page: rendered, its version bar only replaced ('bar'), or left alone. */
export type RenderMode = boolean | 'bar';

/** What the search index and site metadata need to know about an operation page. */
export interface OperationRecord {
  route: string;
  method: string;
  path: string;
  operationId?: string;
  summary: string;
  tag: string;
  parameters: string[];
  specFile: string;
  /** The operation's description (Markdown), for the search excerpt. */
  description?: string;
  /** Path of the spec's first server URL, e.g. `/v3` (`https://{tenant}.api.example.com/v3`). */
  basePath: string;
}

/** The path part of a spec's first server URL, variables replaced by their defaults. */
function serverBasePath(servers: unknown): string {
  const first = Array.isArray(servers)
    ? (servers[0] as
        { url?: unknown; variables?: Record<string, { default?: unknown }> } | undefined)
    : undefined;
  if (!first || typeof first.url !== 'string') return '';
  const url = first.url.replace(/\{([^}]+)\}/g, (m, name: string) =>
    String(first.variables?.[name]?.default ?? m),
  );
  const path = url
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return path.startsWith('/') ? path : '';
}

/** What the search index needs to know about a schema page. */
export interface SchemaRecord {
  route: string;
  name: string;
  /** The schema's description (Markdown), for the search excerpt. */
  description?: string;
  /** Its top-level property names, as keywords. */
  fields: string[];
  specFile: string;
}

export interface GeneratedApi {
  pages: GeneratedPage[];
  /** Each version's sidebar stub for Rspress (its root link): Rspress shows a sidebar where one is configured. */
  sidebars: Record<string, SidebarItem[]>;
  operations: OperationRecord[];
  schemas: SchemaRecord[];
  /** Bundled specs to publish: public file name → YAML text. */
  bundles: Record<string, string>;
  warnings: string[];
  /** Description links that lead to no page or anchor of the site (description-links.ts). */
  linkProblems: LinkProblem[];
  specs: Array<{
    file: string;
    base: string;
    operations: number;
    tags: number;
    warnings: string[];
    convertedFrom?: string;
    /** The files the spec was read from, relative to the specs folder (an edit of one regenerates this API; dev-loop/). */
    files?: string[];
    /** A hash of what the other versions' version menus link to (pages by operation, tag, schema). */
    menu?: string;
  }>;
}

/** Loaded specs reused while none of the files they were read from changed (the dev server's regenerations). */
export type SpecCache = Map<string, { hash: string; loaded: LoadedSpec }>;

/** The split files parsed for a spec cache's specs, reused by the next load that reads them (load-spec.ts). */
const parsedBySpecCache = new WeakMap<SpecCache, ParsedFiles>();
const parsedFiles = (cache: SpecCache): ParsedFiles => {
  let p = parsedBySpecCache.get(cache);
  if (!p) parsedBySpecCache.set(cache, (p = new Map()));
  return p;
};

/** What the version menus of an API's sibling versions link to: its pages by operation, tag and schema. */
function menuHash(model: ApiModel): string {
  const keys = [
    model.landingSlug,
    model.schemaIndexSlug,
    ...model.tags.map((t) => t.slug),
    ...model.operations.map((o) => `${operationKey(o)}=${o.slug}`),
    ...[...model.schemaSlugs].map(([n, slug]) => `${n}=${slug}`),
  ];
  return crypto.createHash('sha256').update(JSON.stringify(keys)).digest('hex').slice(0, 16);
}

/**
 * The dev loop's partial regeneration (plugins/openapi/dev-loop/): a build never sets it. `apis`:
 * the API files to load (default every present one); the result holds only those. `render`: which
 * of their pages are rendered and written, given each loaded API's menu hash (default all; 'bar':
 * only the version bar of the page's record on disk is replaced). `otherRoutes`: routes of the
 * pages not regenerated, which description links may lead to. `specCache`: loaded specs to reuse.
 * `writeFile`: receives every file instead of the disk (the folders are then not emptied first).
 * `pause`: awaited between pages (the dev server yields to its requests there, or stops).
 */
export interface PartialRun {
  apis?: ReadonlySet<string>;
  render?: (menus: ReadonlyMap<string, string>) => (api: ApiEntry, route: string) => RenderMode;
  otherRoutes?: Iterable<string>;
  specCache?: SpecCache;
  writeFile?: (file: string, content: string) => void;
  pause?: () => Promise<void>;
}

/**
 * Loads every configured spec present in `specsDir` and writes its pages as API pages
 * (common/api-pages/format.ts): one JSON record per route under `dataDir` (read by the server
 * render and the Markdown twins), sidebar groups under `groupsDir` (served), and a stub Markdown
 * file per route under `outDir` that gives Rspress the route (its content is never compiled:
 * plugins/routing). Returns routes, sidebar stubs and search records. A missing spec file
 * means that area has only its hand-written pages.
 */
export async function generateApi(opts: GenerateOptions): Promise<GeneratedApi> {
  // Builds only: the dev loop's partial regeneration renders in process.
  const count = opts.partial ? 0 : (opts.renderWorkers?.count ?? 0);
  const pool = count
    ? startRenderPool(
        {
          specsDir: opts.specsDir,
          specs: opts.specs,
          existingRoutes: [...(opts.existingRoutes ?? [])],
          outDir: opts.outDir,
          dataDir: opts.dataDir ?? path.join(opts.outDir, 'records'),
          memo: opts.renderWorkers?.memo,
        },
        count,
      )
    : undefined;
  try {
    return await generate(opts, pool);
  } finally {
    await pool?.close();
  }
}

export interface GenerateOptions {
  specsDir: string;
  outDir: string;
  /** Where the page records go, as `page-data/<route>.json` paths (default: `<outDir>/records`); build-time only. */
  dataDir?: string;
  /** Where the sidebar groups go, as `page-data/<base>/_sidebar/<group>.json` paths (served; default: `<outDir>/public`). */
  groupsDir?: string;
  /** The API list (specs/apis.yaml), in menu order. */
  specs: readonly ApiEntry[];
  specSourceUrl?: (file: string) => string;
  /** Routes that already exist (hand-written pages): an API page may not take one. */
  existingRoutes?: Set<string>;
  /** The guides' inline API paths: each operation page lists the guides that link to it. */
  guides?: readonly GuideApiPaths[];
  /** The dev loop's partial regeneration (dev-loop/): which APIs and pages, and where files go. */
  partial?: PartialRun;
  /**
   * A Postman collection per API version (postman.ts), published beside its spec and linked from
   * its root page; `cacheDir` keeps converted collections between builds (the converter is slow).
   * Off in the dev server.
   */
  postman?: { cacheDir?: string };
  /** The dev server serves no `/api-specs/`: the operations' excerpts are linked but not made. */
  linkExcerptsOnly?: boolean;
  /** Highlight the code samples in a worker thread ahead of the pages (highlight-ahead.ts); builds. */
  highlightWorker?: boolean;
  /** Receives the loaded APIs' models once they are made (generation.ts keeps some for later build steps). */
  onModels?: (models: ModelledApi[]) => void;
  /**
   * Render the pages in `count` worker threads beside the main thread, which renders a share too
   * (render-pool.ts); builds. `memo`: the highlight memo file the workers start from
   * (highlight-memo.ts).
   */
  renderWorkers?: { count: number; memo?: { file: string; key: string } };
}

async function generate(
  opts: GenerateOptions,
  pool: RenderPool | undefined,
): Promise<GeneratedApi> {
  const partial = opts.partial ?? {};
  const result: GeneratedApi = {
    pages: [],
    sidebars: {},
    operations: [],
    schemas: [],
    bundles: {},
    warnings: [],
    linkProblems: [],
    specs: [],
  };
  const dataDir = opts.dataDir ?? path.join(opts.outDir, 'records');
  const groupsDir = opts.groupsDir ?? path.join(opts.outDir, 'public');
  if (!partial.writeFile)
    for (const dir of [opts.outDir, dataDir, groupsDir])
      fs.rmSync(dir, { recursive: true, force: true });
  const writeFile =
    partial.writeFile ??
    ((file: string, content: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    });
  const writeJson = (dir: string, urlPath: string, value: unknown) =>
    writeFile(path.join(dir, urlPath), JSON.stringify(value));
  await initHighlighter();
  const models = new Map<
    string,
    {
      cfg: ApiEntry;
      model: ApiModel;
      warnings: string[];
      download: string;
      convertedFrom?: string;
      files: string[];
      menu: string;
    }
  >();
  drainSamplerWarnings();
  const present = presentApis(opts.specsDir, opts.specs);
  // Versions after the first of their API get a "What changed" page at {base}/changes (api-models.ts).
  const hasChanges = (cfg: ApiEntry) => changesOf(present, cfg);
  for (const cfg of present) {
    if (partial.apis && !partial.apis.has(cfg.file)) continue;
    const file = path.join(opts.specsDir, cfg.file);
    const hit = partial.specCache?.get(file);
    const loaded =
      hit && hit.hash === hashFiles(hit.loaded.files)
        ? hit.loaded
        : await buildProfile.time('spec load', () =>
            loadSpec(file, partial.specCache ? parsedFiles(partial.specCache) : undefined),
          );
    if (partial.specCache && loaded !== hit?.loaded)
      partial.specCache.set(file, { hash: hashFiles(loaded.files), loaded });
    const model = buildProfile.time('model', () =>
      apiModel(loaded.doc, cfg, {
        existingRoutes: opts.existingRoutes ?? [],
        changes: hasChanges(cfg),
        file: path.relative(process.cwd(), file),
      }),
    );
    const warnings = [...loaded.warnings, ...model.warnings];
    result.warnings.push(...warnings);
    const published = publishedSpec(cfg.file, loaded);
    Object.assign(result.bundles, published.files);
    models.set(cfg.file, {
      cfg,
      model,
      warnings,
      download: published.download,
      convertedFrom: loaded.convertedFrom,
      files: loaded.files.map((f) => path.relative(opts.specsDir, f)),
      menu: menuHash(model),
    });
  }
  opts.onModels?.([...models.values()].map(({ cfg, model }) => ({ entry: cfg, model })));
  const rendered =
    partial.render?.(new Map([...models].map(([f, m]) => [f, m.menu]))) ?? (() => true);
  const versions: VersionModels = { present, modelOf: (file) => models.get(file)!.model };

  // Every route the API pages take, with the hand-written ones: what description links may point at.
  const siteRoutes = new Set([...(opts.existingRoutes ?? []), ...(partial.otherRoutes ?? [])]);
  // Each version's routes (api-routes.ts): its pages and downloads, and the document its pages
  // describe (for a Swagger 2.0 spec the converted one, published beside it: published-spec.ts).
  const routesOf = new Map(
    [...models.values()].map(({ cfg, model }) => [
      cfg,
      apiRoutes(model, cfg, { changes: hasChanges(cfg) }),
    ]),
  );
  for (const { cfg, download } of models.values()) {
    const { pages, downloads } = routesOf.get(cfg)!;
    for (const route of [...pages, ...downloads, `/api-specs/${download}`]) siteRoutes.add(route);
  }
  const descriptionLinks = new DescriptionLinks(siteRoutes);
  // The guides that link to each operation (their inline API paths, plugins/api-links/guides.ts).
  const guideLinks = opts.guides?.length
    ? guidesByOperation(
        opts.guides,
        [...models.values()].flatMap(({ cfg, model }) =>
          model.operations.map((op) => ({
            route: `${cfg.base}/${op.slug}`,
            method: op.method,
            path: op.path,
            basePath: serverBasePath(model.doc.servers),
          })),
        ),
      )
    : new Map<string, GuideLink[]>();
  // What each version's pages link to besides its model (the Postman collection is converted below).
  const linksOf = new Map(
    [...models.values()].map(({ cfg, download }) => {
      const specUrl = `/api-specs/${download}`;
      const links: RenderLinks = {
        specUrl,
        specBytes: Buffer.byteLength(result.bundles[download] ?? ''),
        postmanHref: opts.postman ? `/api-specs/${postmanFile(specStem(cfg.file))}` : undefined,
        specSource: opts.specSourceUrl?.(cfg.file) ?? specUrl,
        linkExcerptsOnly: opts.linkExcerptsOnly,
      };
      return [cfg.file, links];
    }),
  );
  pool?.start({
    docs: [...models.values()].map(({ cfg, model }) => [cfg.file, model.doc]),
    siteRoutes: [...siteRoutes],
    guideLinks: [...guideLinks],
    links: Object.fromEntries(linksOf),
  });

  // Every operation's code samples go to the highlight worker first, in page order; a page waits
  // for its own (the worker keeps ahead while the main thread renders the pages before it).
  const ahead = opts.highlightWorker && !pool ? highlightAhead() : undefined;
  const collections: Array<Promise<void>> = [];
  const highlighted = new Map<ApiOperation, Promise<void>>();
  // The sampler's warnings of each operation's request body, handed back when its page renders.
  const sampled = new Map<ApiOperation, string[]>();
  if (ahead)
    buildProfile.time('render API pages', () => {
      for (const { model } of models.values())
        for (const op of model.operations) {
          highlighted.set(op, ahead.send(operationCodeBlocks(model.doc, op)));
          sampled.set(op, drainSamplerWarnings());
        }
    });
  for (const { cfg, model, warnings, files, menu, convertedFrom } of models.values()) {
    const endRender = buildProfile.start('render API pages');
    const progress = buildProfile.progress('render API pages', {
      verb: 'render',
      unit: 'pages',
      what: `API ${specStem(cfg.file)}`,
      total: routesOf.get(cfg)!.pages.length,
    });
    descriptionLinks.beginApi(apiLinkScope(cfg, model));
    const dir = path.join(opts.outDir, specStem(cfg.file));
    if (!partial.writeFile) fs.mkdirSync(dir, { recursive: true });
    const sidebar = sidebarOf(present, cfg, model);
    for (const g of sidebar.groups) writeJson(groupsDir, sidebarGroupUrl(cfg.base, g.key), g.items);
    const links = linksOf.get(cfg.file)!;
    if (opts.postman) {
      const file = postmanFile(specStem(cfg.file));
      // Converted in a worker thread while the pages render (postman.ts); awaited at the end.
      result.bundles[file] = '';
      collections.push(
        cachedPostmanCollection(model, model.title, opts.postman.cacheDir, specStem(cfg.file)).then(
          (text) => void (result.bundles[file] = text),
        ),
      );
    }
    const ctx = versionContext(
      model,
      cfg,
      { ...links, guideLinks },
      (file, text) => void (result.bundles[file] = text),
    );
    const writer: PageWriter = {
      dataDir,
      specSource: links.specSource,
      sidebar,
      descriptionLinks,
      writeFile,
    };
    for (const job of pageJobs(versions, cfg, ctx, dir)) {
      const { routePath, filepath, op, schema } = job;
      result.pages.push({ routePath, filepath });
      const thread = pool ? renderThread(job.slug, pool.count) : -1;
      if (pool && thread >= 0) {
        // Rendered and written by its worker: its share of the result, in page order.
        const page = await pool.page(thread, routePath);
        for (const [file, text] of page.excerpts) result.bundles[file] = text;
        descriptionLinks.problems.push(...page.problems);
        restoreSamplerWarnings(page.sampler);
        progress.tick();
      } else {
        progress.tick();
        if (op) {
          await highlighted.get(op);
          restoreSamplerWarnings(sampled.get(op) ?? []);
        }
        const mode = rendered(cfg, routePath);
        if (mode) {
          await partial.pause?.();
          const old = mode === 'bar' ? readRecord(recordFile(dataDir, routePath)) : undefined;
          if (old)
            replaceBar(old, job.bar(), (text) => writeFile(recordFile(dataDir, routePath), text));
          else writePage(job, writer);
        }
      }
      if (op)
        result.operations.push({
          route: routePath,
          method: op.method,
          path: op.path,
          operationId: op.operationId,
          summary: op.summary,
          tag: op.tag,
          parameters: op.parameters.map((p) => p.name),
          specFile: cfg.file,
          description: typeof op.op.description === 'string' ? op.op.description : undefined,
          basePath: serverBasePath(model.doc.servers),
        });
      if (schema)
        result.schemas.push({
          route: routePath,
          name: schema.name,
          description:
            typeof schema.schema.description === 'string' ? schema.schema.description : undefined,
          fields: Object.keys(schema.schema.properties ?? {}),
          specFile: cfg.file,
        });
    }
    const sampler = drainSamplerWarnings().map((w) => `example generation: ${w}`);
    warnings.push(...sampler);
    result.warnings.push(...sampler);
    result.sidebars[cfg.base] = [{ text: cfg.label, link: cfg.base }];
    result.specs.push({
      file: cfg.file,
      base: cfg.base,
      operations: model.operations.length,
      tags: model.tags.length,
      warnings,
      ...(convertedFrom ? { convertedFrom } : {}),
      files,
      menu,
    });
    endRender();
  }
  await ahead?.close();
  if (pool) {
    const done = await pool.finish();
    for (const [key, html] of done.memo) if (!memo.has(key)) memo.set(key, html);
    console.log(
      `info    [openapi] API pages rendered by the main thread and ${pool.count} worker thread${pool.count === 1 ? '' : 's'} (heap ${done.heapMb.map((mb) => `${mb} MB`).join(', ')})`,
    );
  }
  await Promise.all(collections);
  await closeConverter();
  descriptionLinks.end();
  result.linkProblems = descriptionLinks.problems;
  return result;
}

/** A page's record as an earlier run wrote it, if it is there and readable. */
function readRecord(file: string): ApiPage | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiPage;
  } catch {
    return undefined;
  }
}

/** A record written before with its version bar replaced (a page whose other versions changed). */
function replaceBar(old: ApiPage, bar: string, write: (text: string) => void): void {
  const [first, ...rest] = old.sections;
  if (!first) return;
  const html = replaceVersionBar(first.html, bar);
  write(JSON.stringify({ ...old, sections: [{ ...first, html }, ...rest] }));
}
