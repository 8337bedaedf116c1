import path from 'node:path';
import type { ApiEntry } from '../../../common/apis/api-list';
import type { Product } from '../../../common/apis/products';
import { checkContent, contentPages, formatReport } from './check-content';
import { guideSpecOperations } from './site-routes';

/**
 * The build's content check: every rule of the content test over every page, with the build's
 * real route list. It prints all problems of the run, one `file:line:col: message` line each,
 * and fails the build with a one-line summary (no stack trace). Returns the summary, or null.
 */
export function contentCheck(opts: {
  docsRoot: string;
  specsDir: string;
  apis: readonly ApiEntry[];
  products: readonly Product[];
}): (routes: Iterable<string>) => Promise<string | null> {
  return async (routes) => {
    const started = Date.now();
    const specs = await guideSpecOperations(opts.specsDir, opts.apis, opts.products);
    const shownRoot = path.relative(process.cwd(), opts.docsRoot) || '.';
    const problems = checkContent({
      docsRoot: opts.docsRoot,
      shownRoot,
      routes,
      specs,
      today: new Date().toISOString().slice(0, 10),
    });
    if (!problems.length) {
      console.log(
        `info    [content] ${contentPages(opts.docsRoot).length} pages pass the content rules (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      return null;
    }
    const { lines, summary } = formatReport(problems);
    console.error(lines.join('\n'));
    return summary;
  };
}
