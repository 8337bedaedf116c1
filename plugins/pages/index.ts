import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { buildError, problemsError } from '../shared/build-error';
import type { GeneratedPage } from '../shared/write-pages';
import { findDuplicateRoutes } from './check-routes';

/** How long after the dev server's pages are known the content rules run (its first page is served meanwhile). */
const DEV_CHECK_DELAY_MS = 4000;

export interface PageSource {
  /** Who generates these pages, for error messages. */
  name: string;
  pages: () => GeneratedPage[] | Promise<GeneratedPage[]>;
}

/**
 * The one addPages hook of the portal: runs every page generator, then fails the build
 * with the files involved when two pages would share a route (Rspress would otherwise keep
 * one silently, or stop with a message that names no file), then runs the content check.
 */
export function pagesPlugin(opts: {
  docsRoot: string;
  sources: PageSource[];
  check?: (routes: string[]) => Promise<string | null>;
}): RspressPlugin {
  return {
    name: 'portal-pages',
    async addPages(_config, isProd) {
      const files = listPageFiles(opts.docsRoot).map((f) => ({
        route: fileToRoute(f),
        source: path.join(path.basename(opts.docsRoot), f),
      }));
      const generated: GeneratedPage[] = [];
      const claims = [...files];
      // A generator that fails (a page's bad frontmatter) waits for the content check, which names the line.
      let failed: unknown;
      for (const source of opts.sources) {
        let pages: GeneratedPage[];
        try {
          pages = await source.pages();
        } catch (e) {
          failed ??= e;
          continue;
        }
        generated.push(...pages);
        claims.push(
          ...pages.map((p) => ({
            route: p.routePath,
            source: `${source.name} (${path.relative(process.cwd(), p.filepath ?? '')})`,
          })),
        );
      }
      const problems = findDuplicateRoutes(claims);
      if (problems.length) throw problemsError('Route errors', problems);
      const routes = claims.map((c) => c.route);
      // The dev server does not wait for the content rules (seconds at start): they run once it is
      // serving, and print their warnings then. Unless a generator failed: the check names the line.
      if (!isProd && !failed && opts.check) {
        const check = opts.check;
        setTimeout(() => {
          check(routes).then(
            (summary) => summary && console.warn(`warn    ${summary}`),
            (e: unknown) => console.error(`error   [content] ${(e as Error).message}`),
          );
        }, DEV_CHECK_DELAY_MS).unref();
        return generated;
      }
      // The content rules, with every route of the site known (plugins/content-rules/index.ts).
      const summary = await opts.check?.(routes);
      // The dev server starts anyway, so the author sees the pages while fixing them; a build fails,
      // unless CONTENT_CHECK=warn (the docs built against another specs corpus, tests/build/real-corpus).
      const warnOnly = !isProd || process.env.CONTENT_CHECK === 'warn';
      if (summary && warnOnly) console.warn(`warn    ${summary}`);
      else if (summary) throw buildError(summary);
      // In dev, a generator that failed on a page the content check names leaves its pages out.
      if (failed && (!warnOnly || !summary)) throw failed;
      return generated;
    },
  };
}
