import type { RspressPlugin } from '@rspress/core';
import { isGeneratedPage } from '../shared/generated-page';
import { remarkDropEditorialFields } from './editorial-fields';
import { checkNoEditorialFields } from './editorial-guard';
import { trimPageData } from './trim-page-data';

/** Keeps the page records in the main bundle lean (see trim-page-data.ts), and the editorial fields out of the browser. */
export function rspressPageDataPlugin(opts: { generatedDir: string }): RspressPlugin {
  return {
    name: 'portal-rspress-page-data',
    markdown: { remarkPlugins: [remarkDropEditorialFields] },
    extendPageData(page) {
      const file = (page as { _filepath?: string })._filepath ?? '';
      trimPageData(page, { generated: isGeneratedPage(file, opts.generatedDir) });
    },
    afterBuild(config, isProd) {
      if (isProd) checkNoEditorialFields(config.outDir ?? 'doc_build');
    },
  };
}
