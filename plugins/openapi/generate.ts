import fs from 'node:fs';
import path from 'node:path';
import { stringifyYaml } from '@redocly/openapi-core';
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import type { ApiSpecConfig } from '../../config/areas';
import { loadSpec } from './load-spec';
import { buildModel, type ApiModel, type ApiOperation } from './model';
import { renderIndexPage, renderLandingPage, renderTagPage } from './render-lists';
import { initHighlighter } from './highlight';
import { pageFiles, type PageSource } from '../shared/page-file';
import type { GeneratedPage } from '../shared/write-pages';
import { renderOperationPage, type PageContext } from './render-operation';

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
  sidebars: Record<string, Array<SidebarGroup | SidebarItem>>;
  operations: OperationRecord[];
  /** Bundled specs to publish: public file name → YAML text. */
  bundles: Record<string, string>;
  warnings: string[];
  specs: Array<{ file: string; base: string; operations: number; tags: number }>;
}

const escapeSidebarText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sidebarFor(model: ApiModel, base: string, label: string): Array<SidebarGroup | SidebarItem> {
  return [
    { text: label, link: base },
    ...model.tags.map(
      (tag): SidebarGroup => ({
        text: escapeSidebarText(tag.name),
        link: `${base}/${tag.slug}`,
        collapsible: true,
        collapsed: true,
        items: tag.operations.map((o) => ({
          text: escapeSidebarText(o.summary),
          link: `${base}/${o.slug}`,
          // Rendered as data-context on the link; CSS draws the coloured method badge from it.
          context: `method-${o.method}`,
        })),
      }),
    ),
  ];
}

/**
 * Loads every configured spec present in `specsDir`, renders its pages as Markdown files
 * under `outDir`, and returns routes, sidebars and search records. A missing spec file
 * means that area has only its hand-written pages.
 */
export async function generateApi(opts: {
  specsDir: string;
  outDir: string;
  specs: readonly ApiSpecConfig[];
  /** Absolute path of the theme component that renders a page's HTML sections. */
  htmlComponent: string;
  /** Module that registers an API sidebar at runtime (default: sidebar-registry.ts beside htmlComponent). */
  sidebarRegistry?: string;
  specSourceUrl?: (file: string) => string;
  /** Routes that already exist (hand-written pages): an API page may not take one. */
  existingRoutes?: Set<string>;
}): Promise<GeneratedApi> {
  const result: GeneratedApi = { pages: [], sidebars: {}, operations: [], bundles: {}, warnings: [], specs: [] };
  fs.rmSync(opts.outDir, { recursive: true, force: true });
  await initHighlighter();
  const models = new Map<string, { cfg: ApiSpecConfig; model: ApiModel }>();
  for (const cfg of opts.specs) {
    const file = path.join(opts.specsDir, cfg.file);
    if (!fs.existsSync(file)) continue;
    const loaded = await loadSpec(file);
    const reserved = [...(opts.existingRoutes ?? [])]
      .filter((r) => r.startsWith(`${cfg.base}/`))
      .map((r) => r.slice(cfg.base.length + 1));
    const model = buildModel(loaded.doc, { landingSlug: cfg.landingSlug, reserved, file: path.relative(process.cwd(), file) });
    result.warnings.push(...loaded.warnings.slice(0, 20), ...model.warnings);
    result.bundles[cfg.file] = stringifyYaml(loaded.doc, { lineWidth: -1, noRefs: true });
    models.set(cfg.file, { cfg, model });
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

  for (const { cfg, model } of models.values()) {
    const dir = path.join(opts.outDir, cfg.file.replace(/\.ya?ml$/, ''));
    fs.mkdirSync(dir, { recursive: true });
    const specUrl = `/api-specs/${cfg.file}`;
    // The area's sidebar ships as one JSON chunk that its pages register (theme/api/sidebar-registry.ts).
    const sidebar = sidebarFor(model, cfg.base, cfg.label);
    fs.writeFileSync(path.join(dir, '_sidebar.json'), JSON.stringify(sidebar));
    const sidebarEsm = [
      `import __sidebar from './_sidebar.json';`,
      `import { registerSidebar } from ${JSON.stringify(opts.sidebarRegistry ?? path.join(path.dirname(opts.htmlComponent), 'sidebar-registry.ts'))};`,
      `export const __sidebarRegistered = registerSidebar(${JSON.stringify(cfg.base)}, __sidebar);`,
    ];
    const ctx: PageContext = { model, base: cfg.base, specUrl };
    const write = (slug: string | null, page: PageSource) => {
      const name = slug ?? 'index';
      const filepath = path.join(dir, `${name}.mdx`);
      const withSource: PageSource = { ...page, extra: { ...page.extra, specSource: opts.specSourceUrl?.(cfg.file) ?? specUrl }, esm: sidebarEsm };
      const files = pageFiles(withSource, `${name}.json`, opts.htmlComponent);
      fs.writeFileSync(filepath, files.mdx);
      fs.writeFileSync(path.join(dir, `${name}.json`), files.json);
      result.pages.push({ routePath: slug ? `${cfg.base}/${slug}` : cfg.base, filepath });
    };
    write(null, renderIndexPage(ctx, cfg.label));
    write(model.landingSlug, renderLandingPage(ctx, model));
    for (const tag of model.tags) write(tag.slug, renderTagPage(ctx, tag));
    for (const op of model.operations) {
      write(op.slug, renderOperationPage({ ...ctx, otherVersion: counterpart(cfg, op) }, op));
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
    result.sidebars[cfg.base] = sidebar;
    result.specs.push({ file: cfg.file, base: cfg.base, operations: model.operations.length, tags: model.tags.length });
  }
  return result;
}
