import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { fileToRoute, listPageFiles } from '../content-check/docs-routes';
import { problemsError } from '../shared/build-error';
import type { GeneratedPage } from '../shared/write-pages';
import { findDuplicateRoutes } from './check-routes';

export interface PageSource {
  /** Who generates these pages, for error messages. */
  name: string;
  pages: () => GeneratedPage[] | Promise<GeneratedPage[]>;
}

/**
 * The one addPages hook of the portal: runs every page generator, then fails the build
 * with the files involved when two pages would share a route (Rspress would otherwise keep
 * one silently, or stop with a message that names no file).
 */
export function pagesPlugin(opts: { docsRoot: string; sources: PageSource[] }): RspressPlugin {
  return {
    name: 'portal-pages',
    async addPages() {
      const files = listPageFiles(opts.docsRoot).map((f) => ({ route: fileToRoute(f), source: path.join(path.basename(opts.docsRoot), f) }));
      const generated: GeneratedPage[] = [];
      const claims = [...files];
      for (const source of opts.sources) {
        const pages = await source.pages();
        generated.push(...pages);
        claims.push(...pages.map((p) => ({ route: p.routePath, source: `${source.name} (${path.relative(process.cwd(), p.filepath ?? '')})` })));
      }
      const problems = findDuplicateRoutes(claims);
      if (problems.length) throw problemsError('Route errors', problems);
      return generated;
    },
  };
}
