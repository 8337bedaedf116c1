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
import { writeApiTwin, writeApiTwinsInWorker, type ApiTwinJob, type TwinEntry } from './api-twins';
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
}

/** The built HTML file of a route, as Rspress names it. */
export function htmlFileOf(routePath: string): string {
  if (routePath.endsWith('/')) return `${routePath.slice(1)}index.html`;
  return `${routePath.slice(1)}.html`;
}

const meta = (html: string, name: string) =>
  decodeEntities(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/**
 * llms.txt (sections by area, llms-txt.ts), llms-full.txt and a Markdown twin per page
 * (`/a/b.md`), written after the HTML build from records, sources and built pages
 * (markdown-twins.ts) instead of Rspress's SSG-MD, which compiles and renders the site a third time.
 */
export function llmsPlugin(opts: LlmsOptions): RspressPlugin {
  let routes: Array<{ routePath: string; absolutePath: string }> = [];
  return {
    name: 'portal-llms',
    routeGenerated(list) {
      routes = list.map((r) => ({ routePath: r.routePath, absolutePath: r.absolutePath }));
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      // One per build: what the twins memoize (markdown-twins.ts) is let go with it.
      const ctx: TwinContext = { siteOrigin: opts.siteOrigin };
      const out = config.outDir ?? 'doc_build';
      const pages: LlmsTxtPage[] = [];
      const mdFiles = new Map<string, string>();
      const mdFileOf = (routePath: string) =>
        path.join(out, htmlFileOf(routePath).replace(/\.html$/, '.md'));
      // Half the API pages' twins are written by a worker thread meanwhile (api-twins.ts).
      const apiRoutes = routes.filter((r) => opts.isApiPage(r.absolutePath));
      const jobOf = (r: (typeof routes)[number]): ApiTwinJob => ({
        recordFile: path.join(opts.dataDir, recordPath(cleanRoutePath(r.routePath))),
        mdFile: mdFileOf(r.routePath),
      });
      // The second half in route order: an API's pages stay together on one thread, where its
      // repeated sections and fields are converted once (markdown-twins.ts memoizes per thread).
      const toWorker = apiRoutes.slice(Math.ceil(apiRoutes.length / 2));
      const inWorker = new Set(toWorker);
      const fromWorker = writeApiTwinsInWorker(toWorker.map(jobOf), ctx).catch((e: Error) => {
        console.warn(
          `warn    [llms] API twins written on the main thread: the worker failed (${e.message})`,
        );
        return toWorker.map((r) => writeApiTwin(jobOf(r), ctx));
      });
      const entries = new Map<(typeof routes)[number], TwinEntry>();
      for (const r of routes) {
        if (inWorker.has(r)) continue;
        const route = cleanRoutePath(r.routePath);
        const htmlFile = path.join(out, htmlFileOf(r.routePath));
        if (opts.isApiPage(r.absolutePath)) {
          entries.set(r, writeApiTwin(jobOf(r), ctx));
          continue;
        }
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
        const mdFile = mdFileOf(r.routePath);
        fs.mkdirSync(path.dirname(mdFile), { recursive: true });
        fs.writeFileSync(mdFile, md);
        entries.set(r, { title, description });
      }
      const workerEntries = await fromWorker;
      toWorker.forEach((r, i) => entries.set(r, workerEntries[i]!));
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
        mdFiles.set(link, mdFileOf(r.routePath));
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
