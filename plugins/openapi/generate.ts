import fs from 'node:fs';
import path from 'node:path';
import { stringifyYaml } from '@redocly/openapi-core';
import type { SidebarItem } from '@rspress/core';
import type { ApiSpecConfig } from '../../config/areas';
import { drainSamplerWarnings } from './examples';
import { loadSpec } from './load-spec';
import { buildModel, type ApiModel, type ApiOperation } from './model';
import { renderIndexPage, renderLandingPage, renderTagPage } from './render-lists';
import { initHighlighter } from './highlight';
import type { PageSource } from '../shared/page-file';
import { dataPageRecord } from '../shared/data-page';
import type { GeneratedPage } from '../shared/write-pages';
import { recordPath, sidebarGroupUrl } from '../../common/data-pages/format';
import { renderOperationPage, type PageContext } from './render-operation';
import { pageSidebar, prevNextOf, versionSidebar } from './sidebar';

export type { GeneratedPage };

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
  /** Path of the spec's first server URL, e.g. `/v3` (`https://{tenant}.api.identitynow.com/v3`). */
  basePath: string;
}

/** The path part of a spec's first server URL, variables replaced by their defaults. */
function serverBasePath(servers: unknown): string {
  const first = Array.isArray(servers) ? (servers[0] as { url?: unknown; variables?: Record<string, { default?: unknown }> } | undefined) : undefined;
  if (!first || typeof first.url !== 'string') return '';
  const url = first.url.replace(/\{([^}]+)\}/g, (m, name: string) => String(first.variables?.[name]?.default ?? m));
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path.startsWith('/') ? path : '';
}

export interface GeneratedApi {
  pages: GeneratedPage[];
  /** Each version's sidebar stub for Rspress (its root link): Rspress shows a sidebar where one is configured. */
  sidebars: Record<string, SidebarItem[]>;
  operations: OperationRecord[];
  /** Bundled specs to publish: public file name → YAML text. */
  bundles: Record<string, string>;
  warnings: string[];
  specs: Array<{ file: string; base: string; operations: number; tags: number; warnings: string[] }>;
}

/**
 * Loads every configured spec present in `specsDir` and writes its pages as data pages
 * (common/data-pages/format.ts): one JSON record per route under `dataDir` (read by the server
 * render and the Markdown twins), sidebar groups under `groupsDir` (served), and a stub Markdown
 * file per route under `outDir` that gives Rspress the route (its content is never compiled:
 * plugins/data-routes). Returns routes, sidebar stubs and search records. A missing spec file
 * means that area has only its hand-written pages.
 */
export async function generateApi(opts: {
  specsDir: string;
  outDir: string;
  /** Where the page records go, as `page-data/<route>.json` paths (default: `<outDir>/records`); build-time only. */
  dataDir?: string;
  /** Where the sidebar groups go, as `page-data/<base>/_sidebar/<group>.json` paths (served; default: `<outDir>/public`). */
  groupsDir?: string;
  specs: readonly ApiSpecConfig[];
  specSourceUrl?: (file: string) => string;
  /** Routes that already exist (hand-written pages): an API page may not take one. */
  existingRoutes?: Set<string>;
}): Promise<GeneratedApi> {
  const result: GeneratedApi = { pages: [], sidebars: {}, operations: [], bundles: {}, warnings: [], specs: [] };
  const dataDir = opts.dataDir ?? path.join(opts.outDir, 'records');
  const groupsDir = opts.groupsDir ?? path.join(opts.outDir, 'public');
  for (const dir of [opts.outDir, dataDir, groupsDir]) fs.rmSync(dir, { recursive: true, force: true });
  const writeJson = (dir: string, urlPath: string, value: unknown) => {
    const file = path.join(dir, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(value));
  };
  await initHighlighter();
  const models = new Map<string, { cfg: ApiSpecConfig; model: ApiModel; warnings: string[] }>();
  drainSamplerWarnings();
  for (const cfg of opts.specs) {
    const file = path.join(opts.specsDir, cfg.file);
    if (!fs.existsSync(file)) continue;
    const loaded = await loadSpec(file);
    const reserved = [...(opts.existingRoutes ?? [])]
      .filter((r) => r.startsWith(`${cfg.base}/`))
      .map((r) => r.slice(cfg.base.length + 1));
    const model = buildModel(loaded.doc, { landingSlug: cfg.landingSlug, reserved, file: path.relative(process.cwd(), file) });
    const warnings = [...loaded.warnings, ...model.warnings];
    result.warnings.push(...warnings);
    result.bundles[cfg.file] = stringifyYaml(loaded.doc, { lineWidth: -1, noRefs: true });
    models.set(cfg.file, { cfg, model, warnings });
  }

  // Same operation in the other IDN version, matched by operationId, else by method + path.
  const keyOf = (o: ApiOperation) => o.operationId ?? `${o.method} ${o.path}`;
  const counterpart = (cfg: ApiSpecConfig, op: ApiOperation): PageContext['otherVersion'] => {
    if (!cfg.versionKey) return undefined;
    for (const { cfg: other, model } of models.values()) {
      if (other === cfg || !other.versionKey || other.area !== cfg.area) continue;
      const match = model.operations.find((o) => keyOf(o) === keyOf(op));
      if (match) return { label: other.label, route: `${other.base}/${match.slug}` };
    }
    return undefined;
  };

  for (const { cfg, model, warnings } of models.values()) {
    const dir = path.join(opts.outDir, cfg.file.replace(/\.ya?ml$/, ''));
    fs.mkdirSync(dir, { recursive: true });
    const specUrl = `/api-specs/${cfg.file}`;
    const sidebar = versionSidebar(model, cfg.base, cfg.label);
    for (const g of sidebar.groups) writeJson(groupsDir, sidebarGroupUrl(cfg.base, g.key), g.items);
    const ctx: PageContext = { model, base: cfg.base, specUrl };
    const specSource = opts.specSourceUrl?.(cfg.file) ?? specUrl;
    const write = (slug: string | null, page: PageSource, openGroup?: string) => {
      const routePath = slug ? `${cfg.base}/${slug}` : cfg.base;
      const record = dataPageRecord({ ...page, extra: { ...page.extra, specSource } }, routePath, {
        sidebar: pageSidebar(sidebar, openGroup),
        prevNext: prevNextOf(sidebar, routePath),
      });
      writeJson(dataDir, recordPath(routePath), record);
      // The route's file for Rspress: title only, never compiled into a bundle.
      const filepath = path.join(dir, `${slug ?? 'index'}.md`);
      fs.writeFileSync(filepath, `---\ntitle: ${JSON.stringify(page.title)}\n---\n`);
      result.pages.push({ routePath, filepath });
    };
    write(null, renderIndexPage(ctx, cfg.label));
    write(model.landingSlug, renderLandingPage(ctx, model));
    for (const tag of model.tags) write(tag.slug, renderTagPage(ctx, tag), tag.slug);
    for (const op of model.operations) {
      write(op.slug, renderOperationPage({ ...ctx, otherVersion: counterpart(cfg, op) }, op), model.tags.find((t) => t.operations.includes(op))?.slug);
      result.operations.push({
        route: `${cfg.base}/${op.slug}`,
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
    }
    const sampler = drainSamplerWarnings().map((w) => `example generation: ${w}`);
    warnings.push(...sampler);
    result.warnings.push(...sampler);
    result.sidebars[cfg.base] = [{ text: cfg.label, link: cfg.base }];
    result.specs.push({ file: cfg.file, base: cfg.base, operations: model.operations.length, tags: model.tags.length, warnings });
  }
  return result;
}
