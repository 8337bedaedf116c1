import fs from 'node:fs';
import path from 'node:path';
import { readFrontmatter } from '../shared/frontmatter';
import type { LlmsTxtPage, RspressPlugin } from '@rspress/core';
import { recordPath } from '../../common/api-pages/format';
import { decodeEntities, markdownTwinHref } from './html-to-markdown';
import { llmsSections, renderLlmsTxt } from './llms-txt';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { LLMS_DOC_SECTIONS } from '../../config/site';
import { htmlPageMarkdown, sourceMarkdown, type TwinContext } from './markdown-twins';
import {
  writeApiTwin,
  writeApiTwinsInWorker,
  type ApiTwinJob,
  type TwinEntry,
  type TwinsInWorker,
} from './api-twins';
import { cleanRoutePath, isIndexable } from './paths';

export interface LlmsOptions {
  siteOrigin: string;
  siteTitle: string;
  siteDescription: string;
  docsRoot: string;
  /** Folder of the API page records (plugins/routing). */
  dataDir: string;
  isApiPage: (absolutePath: string) => boolean;
  redirects: ReadonlyArray<{ from: string }>;
  /** The API list: one llms.txt section per API version. */
  apis: readonly ApiEntry[];
  /** The products: their sections' order and titles. */
  products: readonly Product[];
  /**
   * The API pages (plugins/openapi): a build's worker thread writes their twins from their records
   * once the `config` hooks have made them, beside the content rules and the compile.
   */
  apiPages?: () => Promise<ReadonlyArray<{ routePath: string }>>;
  /** Where it writes them until afterBuild moves them into the site (the compile empties the output folder). */
  stageDir?: string;
}

/** The built HTML file of a route, as Rspress names it. */
export function htmlFileOf(routePath: string): string {
  if (routePath.endsWith('/')) return `${routePath.slice(1)}index.html`;
  return `${routePath.slice(1)}.html`;
}

const meta = (html: string, name: string) =>
  decodeEntities(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/** A page's twin, relative to the site's folder. */
const mdFileOf = (routePath: string) => htmlFileOf(routePath).replace(/\.html$/, '.md');

/** Moves a file, copying it where a rename cannot (another file system). */
function moveFile(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

/**
 * llms.txt (sections by area, llms-txt.ts), llms-full.txt and a Markdown twin per page
 * (`/a/b.md`) from records, sources and built pages (markdown-twins.ts) instead of Rspress's
 * SSG-MD, which compiles and renders the site a third time. The API pages' twins are written
 * early by a worker thread (`config`, the profile's "API twins"), the rest after the HTML build.
 */
export function llmsPlugin(opts: LlmsOptions): RspressPlugin {
  let routes: Array<{ routePath: string; absolutePath: string }> = [];
  // The API twins' worker and the twins it writes, by their file in the site.
  let early: { worker: TwinsInWorker; files: string[] } | undefined;
  // One per build: what the twins memoize (markdown-twins.ts) is let go with it.
  const twinContext = (): TwinContext => ({ siteOrigin: opts.siteOrigin });
  const jobOf = (routePath: string, mdFile: string): ApiTwinJob => ({
    recordFile: path.join(opts.dataDir, recordPath(cleanRoutePath(routePath))),
    mdFile,
  });
  return {
    name: 'portal-llms',
    // After openapi's `config`, which writes the records: the worker starts before the content rules.
    async config(config, _utils, isProd) {
      const stage = opts.stageDir;
      if (!isProd || !opts.apiPages || !stage) return config;
      // In generation order: an API's pages stay together, where its repeated sections and fields
      // are converted once (markdown-twins.ts memoizes per thread).
      const pages = await opts.apiPages();
      const files = pages.map((p) => mdFileOf(p.routePath));
      const jobs = pages.map((p, i) => jobOf(p.routePath, path.join(stage, files[i]!)));
      early = {
        worker: writeApiTwinsInWorker(jobs, twinContext(), { clean: stage, phase: 'API twins' }),
        files,
      };
      return config;
    },
    routeGenerated(list) {
      routes = list.map((r) => ({ routePath: r.routePath, absolutePath: r.absolutePath }));
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const ctx = twinContext();
      const out = config.outDir ?? 'doc_build';
      const pages: LlmsTxtPage[] = [];
      const mdFiles = new Map<string, string>();
      const apiRoutes = routes.filter((r) => opts.isApiPage(r.absolutePath));
      const entries = new Map<(typeof routes)[number], TwinEntry>();
      for (const r of routes) {
        if (opts.isApiPage(r.absolutePath)) continue;
        const route = cleanRoutePath(r.routePath);
        const htmlFile = path.join(out, htmlFileOf(r.routePath));
        let md: string;
        let title: string;
        let description: string;
        if (/\.mdx?$/.test(r.absolutePath) && r.absolutePath.startsWith(opts.docsRoot)) {
          const source = fs.readFileSync(r.absolutePath, 'utf8');
          const fm = readFrontmatter(source).data as { title?: string; description?: string };
          md = sourceMarkdown(source, ctx);
          title = fm.title ?? /^#\s+(.+)$/m.exec(md)?.[1] ?? route;
          description = fm.description ?? '';
        } else {
          if (!fs.existsSync(htmlFile)) continue;
          const html = fs.readFileSync(htmlFile, 'utf8');
          md = htmlPageMarkdown(html, ctx);
          title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? route).replace(
            ` - ${opts.siteTitle}`,
            '',
          );
          description = meta(html, 'description');
        }
        const mdFile = path.join(out, mdFileOf(r.routePath));
        fs.mkdirSync(path.dirname(mdFile), { recursive: true });
        fs.writeFileSync(mdFile, md);
        entries.set(r, { title, description });
      }
      // The API pages' twins, from the worker started in `config`; any it did not write, here.
      const written = new Map<string, TwinEntry>();
      if (early) {
        const { worker, files } = early;
        early = undefined;
        const done = await worker.entries().catch((e: Error) => {
          console.warn(
            `warn    [llms] API twins written on the main thread: the worker failed (${e.message})`,
          );
          return [];
        });
        done.forEach((entry, i) => written.set(files[i]!, entry));
      }
      for (const r of apiRoutes) {
        const file = mdFileOf(r.routePath);
        const entry = written.get(file);
        if (entry) moveFile(path.join(opts.stageDir!, file), path.join(out, file));
        entries.set(r, entry ?? writeApiTwin(jobOf(r.routePath, path.join(out, file)), ctx));
      }
      if (opts.stageDir) fs.rmSync(opts.stageDir, { recursive: true, force: true });
      // llms.txt lists the pages in route order, as before.
      for (const r of routes) {
        const entry = entries.get(r);
        const route = cleanRoutePath(r.routePath);
        if (!entry || !isIndexable(route, opts.redirects)) continue;
        const link = markdownTwinHref(route, opts.siteOrigin);
        pages.push({
          routePath: r.routePath,
          title: entry.title,
          description: entry.description,
          link,
          frontmatter: {},
          lang: '',
          version: '',
        } as LlmsTxtPage);
        mdFiles.set(link, path.join(out, mdFileOf(r.routePath)));
      }
      const llmsTxt = renderLlmsTxt(
        {
          title: opts.siteTitle,
          description: opts.siteDescription,
          lang: '',
          version: '',
          base: '/',
          siteOrigin: opts.siteOrigin,
          sections: [{ title: '', pages }],
        },
        {
          skip: opts.redirects.map((r) => r.from),
          sections: llmsSections(opts.apis, opts.products, LLMS_DOC_SECTIONS),
        },
      );
      fs.writeFileSync(path.join(out, 'llms.txt'), llmsTxt);
      // In llms.txt order; written page by page, as it holds the whole site.
      const full = fs.openSync(path.join(out, 'llms-full.txt'), 'w');
      // Links are absolute on SITE_ORIGIN, site-relative without it.
      for (const link of [...llmsTxt.matchAll(/\]\(((?:https?:|\/)[^)]+)\)/g)].map((m) => m[1]!)) {
        const file = mdFiles.get(link);
        if (file)
          fs.writeSync(full, `---\nurl: ${link}\n---\n\n${fs.readFileSync(file, 'utf8')}\n`);
      }
      fs.closeSync(full);
    },
  };
}
