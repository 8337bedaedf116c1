import type { RspressPlugin } from '@rspress/core';
import { isGeneratedPage } from '../shared/generated-page';
import { remarkDropEditorialFields } from './editorial-fields';
import { checkNoEditorialFields } from './editorial-guard';
import { shareRspressPageListParse, type SharedPageListParse } from './shared-parse';
import { trimPageData } from './trim-page-data';

/**
 * Keeps the page records in the main bundle lean (see trim-page-data.ts), the editorial fields out
 * of the browser, and Rspress's page list on the guides' shared Markdown trees (shared-parse.ts).
 */
export function rspressPageDataPlugin(opts: { generatedDir: string }): RspressPlugin {
  let shared: SharedPageListParse | undefined;
  return {
    name: 'portal-rspress-page-data',
    markdown: { remarkPlugins: [remarkDropEditorialFields] },
    beforeBuild(_config, isProd) {
      if (isProd) shared = shareRspressPageListParse();
    },
    modifySearchIndexData(pages) {
      if (!shared) return;
      const answered = shared.uninstall();
      shared = undefined;
      // The seam's guard: Markdown pages were listed without a parse it recognised, so Rspress's
      // internals changed. Pages are unaffected (every parse fell through); builds are slower.
      if (!answered && pages.some((p) => /\.mdx?$/.test(p._filepath ?? '')))
        console.warn(
          "warn    [page data] no page-list parse came from @rspress/core's extractPageData.js: the guides are parsed twice (update plugins/rspress-page-data/shared-parse.ts for this Rspress version)",
        );
    },
    extendPageData(page) {
      const file = (page as { _filepath?: string })._filepath ?? '';
      trimPageData(page, { generated: isGeneratedPage(file, opts.generatedDir) });
    },
    afterBuild(config, isProd) {
      if (isProd) checkNoEditorialFields(config.outDir ?? 'doc_build');
    },
  };
}
