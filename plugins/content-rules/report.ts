/**
 * The content rules over the docs without a build, with figures: every problem as
 * `file:line:col: message`, then the count per rule and the identifier rule's figures per page.
 *
 *     npx vite-node plugins/content-rules/report.ts            # problems + counts + per page
 *     npx vite-node plugins/content-rules/report.ts -- --quiet # counts and per-page figures only
 */
import path from 'node:path';
import { readApiList } from '../apis';
import { checkContent } from './check-content';
import { formatProblem } from './check-page';
import { identifierSummary } from './identifier-summary';
import { siteRoutes } from './site-routes';
import { loadVendorRules, vendorSkipMessage, type IdentifierStats } from './vendor-rules';

const RULES: Array<[string, RegExp]> = [
  ['citations resolve', /^source ".*" is not a file of /],
  ['verified after the snapshot', /^verified \S+ is before the snapshot/],
  ['identifiers found in their sources', /^identifier `/],
  ['examples the API accepts', /^(request|response) (body|example)/],
  ['one voice', /the portal is the product's own documentation/],
];

const repoRoot = process.cwd();
const docsRoot = path.resolve(process.env.DOCS_DIR ?? 'docs');
const specsDir = path.resolve(process.env.SPECS_DIR ?? 'specs');
const quiet = process.argv.includes('--quiet');
const list = readApiList(repoRoot, specsDir);
const site = await siteRoutes({
  docsRoot,
  specsDir,
  apis: list.entries,
  products: list.products,
});
const { rules: vendor, dir } = loadVendorRules({ repoRoot, specsDir });
if (!vendor) console.warn(vendorSkipMessage(dir));
const stats = new Map<string, IdentifierStats>();
if (vendor) vendor.onIdentifiers = (file, s) => stats.set(file, s);
const problems = checkContent({
  docsRoot,
  shownRoot: path.relative(repoRoot, docsRoot) || '.',
  routes: site.routes,
  specs: site.specs,
  today: new Date().toISOString().slice(0, 10),
  vendor,
  repoRoot,
});
if (!quiet) for (const p of problems) console.log(formatProblem(p));
console.log(`\n${problems.length} problems in ${new Set(problems.map((p) => p.file)).size} files`);
for (const [name, re] of RULES) {
  const hits = problems.filter((p) => re.test(p.message));
  console.log(`  ${name}: ${hits.length} in ${new Set(hits.map((p) => p.file)).size} files`);
}
const other = problems.filter((p) => !RULES.some(([, re]) => re.test(p.message)));
console.log(`  other rules: ${other.length}`);
for (const line of identifierSummary(stats, true)) console.log(line);
