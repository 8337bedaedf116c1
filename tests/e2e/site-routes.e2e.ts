import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForPath } from '../../common/apis/api-list';
import { readApiList } from '../../plugins/apis';
import { siteRoutes } from '../../plugins/content-rules/site-routes';
import { REPO_ROOT } from '../lib/shared';
import { siteDir } from './browser';
import { htmlRoutes } from './page-sample';

/**
 * The route list the content rules use without a build (plugins/content-rules/site-routes.ts:
 * specs loaded and modelled as the generation does, each version's routes from apiRoutes) is the
 * built site's: every API page it derives from specs/ was built, and every built API page is in
 * it. A second list drifting from the generator would let a guide link to a page that is not
 * built, or fail one that is.
 */
describe("the content rules' route list without a build (siteRoutes) is the built site's", () => {
  const SPECS = path.join(REPO_ROOT, 'specs');
  const list = readApiList(REPO_ROOT, SPECS);
  let derived: Set<string>;
  let built: string[];
  beforeAll(async () => {
    derived = (
      await siteRoutes({
        docsRoot: path.join(REPO_ROOT, 'docs'),
        specsDir: SPECS,
        apis: list.entries,
        products: list.products,
      })
    ).routes;
    built = htmlRoutes(siteDir());
  }, 180_000);

  // The API versions' routes, hand-written pages under a version's base included (both lists have them).
  const apiRoutes = (routes: Iterable<string>) =>
    [...routes].filter((r) => !r.startsWith('/api-specs/') && apiForPath(list.entries, r)).sort();

  it('has the same API pages as the build, for every version of specs/apis.yaml', () => {
    const fromData = apiRoutes(derived);
    expect(fromData.length).toBeGreaterThan(1000);
    expect(fromData).toEqual(apiRoutes(built));
  });

  it('has every page of the build, and no page the build lacks but its downloads', () => {
    expect([...derived].filter((r) => !r.startsWith('/api-specs/')).sort()).toEqual(built);
  });

  it("lists downloads the build published: each version's spec and Postman collection", () => {
    const downloads = [...derived].filter((r) => r.startsWith('/api-specs/'));
    expect(downloads.length).toBe(2 * list.entries.length);
    for (const r of downloads) expect(fs.existsSync(path.join(siteDir(), r)), r).toBe(true);
  });
});
