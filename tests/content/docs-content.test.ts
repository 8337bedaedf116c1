import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '../../config/tags';
import { readApiList } from '../../plugins/apis';
import { checkContentAsync, contentPages } from '../../plugins/content-rules/check-content';
import { formatProblem, type SpecsByVersion } from '../../plugins/content-rules/check-page';
import { siteRoutes } from '../../plugins/content-rules/site-routes';
import { loadVendorRules, vendorSkipMessage } from '../../plugins/content-rules/vendor-rules';
import { REPO_ROOT } from '../lib/shared';

const DOCS = path.join(REPO_ROOT, 'docs');
const SPECS = path.join(REPO_ROOT, 'specs');
const today = new Date().toISOString().slice(0, 10);
// The rules that read the vendor snapshot (../shared/vendor, or VENDOR_DIR) run when it is there.
const { rules: vendor, dir: vendorAt } = loadVendorRules({ repoRoot: REPO_ROOT, specsDir: SPECS });

// The routes the build would have (hand-written pages, every generated API page of apis.yaml,
// blog lists, tag pages, redirects), derived from the data as the build derives them.
let site: { routes: Set<string>; specs: SpecsByVersion };
beforeAll(async () => {
  const list = readApiList(REPO_ROOT, SPECS);
  site = await siteRoutes({
    docsRoot: DOCS,
    specsDir: SPECS,
    apis: list.entries,
    products: list.products,
  });
}, 120_000);

describe("docs content: the build's content rules (plugins/content-rules/check-content.ts)", () => {
  it("has content pages to check, and knows every API version's routes", () => {
    expect(contentPages(DOCS).length).toBeGreaterThan(0);
    for (const api of readApiList(REPO_ROOT, SPECS).entries)
      expect(site.routes.has(api.base), api.base).toBe(true);
  });
  it('every page passes every rule (file:line:col: message)', async () => {
    const problems = (
      await checkContentAsync({
        docsRoot: DOCS,
        shownRoot: 'docs',
        routes: site.routes,
        specs: site.specs,
        today,
        vendor,
        repoRoot: REPO_ROOT,
      })
    ).map(formatProblem);
    expect(problems, problems.join('\n')).toEqual([]);
  }, 600_000); // ~30 s idle; the snapshot's word lists and Markdown parses take minutes on a loaded machine
  // Named in the test report when the snapshot is absent (a clone elsewhere).
  if (!vendor) it.skip(vendorSkipMessage(vendorAt), () => {});
});

describe('tags', () => {
  it('every tag of config/tags.ts has at least one page, and pages only use those tags', async () => {
    const { collectTags } = await import('../../plugins/tags/collect-tags');
    const { readMarkdownPages } = await import('../../plugins/shared/markdown-pages');
    const byTag = collectTags(readMarkdownPages(DOCS));
    expect(byTag.size).toBe(TAGS.length);
    expect([...byTag.entries()].filter(([, p]) => p.length === 0).map(([t]) => t)).toEqual([]);
  });
});
