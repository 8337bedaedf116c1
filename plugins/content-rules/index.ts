import path from 'node:path';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import type { ModelledApi } from '../openapi/api-models';
import { checkContentAsync, contentPages, formatReport } from './check-content';
import { publishedFileRoutes } from '../openapi/published-spec';
import { guideSpecs } from './site-routes';
import { identifierSummary } from './identifier-summary';
import { loadVendorRules, vendorSkipMessage, type IdentifierStats } from './vendor-rules';

/** The API versions whose models the build keeps for the guides' request examples. */
export { guidedApis } from './site-routes';

/**
 * The build's content check: every rule of the content test over every page, with the build's
 * real route list. It prints all problems of the run, one `file:line:col: message` line each,
 * and fails the build with a one-line summary (no stack trace). Returns the summary, or null.
 * The guides' requests are checked against the API models the generation kept (`models`: the
 * build state's, plugins/build-state.ts), not against specs loaded again.
 */
export function contentCheck(opts: {
  docsRoot: string;
  specsDir: string;
  apis: readonly ApiEntry[];
  products: readonly Product[];
  /** The loaded models of the guided API versions (site-routes.ts, guidedApis). */
  models: () => Promise<readonly ModelledApi[]>;
}): (routes: Iterable<string>) => Promise<string | null> {
  return async (routes) => {
    const started = Date.now();
    const specs = guideSpecs(await opts.models(), opts.products);
    const shownRoot = path.relative(process.cwd(), opts.docsRoot) || '.';
    const { rules: vendor, dir } = loadVendorRules({
      repoRoot: process.cwd(),
      specsDir: opts.specsDir,
    });
    if (!vendor) console.warn(`warn    [content] ${vendorSkipMessage(dir)}`);
    const stats = new Map<string, IdentifierStats>();
    if (vendor) vendor.onIdentifiers = (file, s) => stats.set(file, s);
    const problems = await checkContentAsync({
      vendor,
      docsRoot: opts.docsRoot,
      shownRoot,
      routes: [...routes, ...publishedFileRoutes(opts.apis)],
      specs,
      today: new Date().toISOString().slice(0, 10),
    });
    if (vendor)
      for (const line of identifierSummary(stats, process.env.BUILD_VERBOSE === '1'))
        console.log(`info    [content] ${line}`);
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
