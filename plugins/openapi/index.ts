import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import { fileToRoute, listPageFiles } from '../content-check/docs-routes';
import { formatLinkReport } from './description-links';
import { generateApi, type GeneratedApi, type GeneratedPage } from './generate';
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
  /** Where the data-page records are written (build-time only). */
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
}

/** Warnings counted per spec, the first few shown; BUILD_VERBOSE=1 lists them all. */
function logWarnings(specs: Array<{ file: string; warnings: string[] }>): void {
  const shown = process.env.BUILD_VERBOSE ? Infinity : 3;
  for (const { file, warnings } of specs) {
    if (!warnings.length) continue;
    console.warn(`warn    [openapi] ${file}: ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`);
    for (const w of warnings.slice(0, shown)) console.warn(`          - ${w}`);
    if (warnings.length > shown) console.warn(`          … ${warnings.length - shown} more (BUILD_VERBOSE=1 lists them all)`);
  }
}

/** Spec files → API reference pages, sidebars and published bundles (see README "API reference"). */
export function openApiPlugin(opts: OpenApiPluginOptions): { plugin: RspressPlugin; pages: () => Promise<GeneratedPage[]> } {
  let api: GeneratedApi | undefined;
  const ensure = async () => {
    if (api) return api;
    const existing = new Set(listPageFiles(opts.docsRoot).map(fileToRoute));
    try {
      api = await generateApi({ specsDir: opts.specsDir, outDir: opts.outDir, dataDir: opts.dataDir, groupsDir: opts.groupsDir, specs: opts.apis, existingRoutes: existing, specSourceUrl: opts.specSourceUrl });
    } catch (e) {
      if (e instanceof SpecError) {
        // A readable message instead of a stack trace: file, pointer, line, reason.
        const err = new Error(`OpenAPI spec error: ${e.message}`);
        err.stack = err.message;
        throw err;
      }
      throw e;
    }
    const problems = api.linkProblems;
    if (opts.linkReportFile) {
      fs.mkdirSync(path.dirname(opts.linkReportFile), { recursive: true });
      fs.writeFileSync(opts.linkReportFile, formatLinkReport(problems));
    }
    if (opts.strictLinks && problems.length) {
      const shown = problems.slice(0, 10).map((p) => `  ${p.api} ${p.page}: ${p.link}`);
      const err = new Error(`Dead links in spec descriptions (STRICT_DESCRIPTION_LINKS): ${problems.length}${opts.linkReportFile ? `, all listed in ${path.relative(process.cwd(), opts.linkReportFile)}` : ''}\n${shown.join('\n')}${problems.length > 10 ? `\n  … ${problems.length - 10} more` : ''}`);
      err.stack = err.message;
      throw err;
    }
    for (const w of opts.apiListWarnings ?? []) console.warn(`warn    [openapi] ${w}`);
    logWarnings(api.specs.map((s) => ({ file: path.join(path.relative(process.cwd(), opts.specsDir) || '.', s.file), warnings: s.warnings })));
    opts.onGenerated?.(api);
    return api;
  };
  const plugin: RspressPlugin = {
    name: 'portal-openapi',
    async config(config) {
      const { sidebars } = await ensure();
      config.themeConfig ??= {};
      // Only a stub per API version goes into the site data every page loads (so Rspress lays out
      // a sidebar there); each page carries its own sidebar in its record (theme/sidebar/).
      config.themeConfig.sidebar = { ...(config.themeConfig.sidebar ?? {}), ...sidebars };
      return config;
    },
    async afterBuild(config) {
      const out = path.join(config.outDir ?? 'doc_build', 'api-specs');
      fs.mkdirSync(out, { recursive: true });
      for (const [file, yaml] of Object.entries((await ensure()).bundles)) fs.writeFileSync(path.join(out, file), yaml);
    },
  };
  return { plugin, pages: async () => (await ensure()).pages };
}
