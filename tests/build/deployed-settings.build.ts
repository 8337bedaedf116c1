import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from './build-site';

// The settings a deployment builds with (README "Environment variables"). `npm test`'s main build
// leaves them unset, so this fixture build is where their output is checked: absolute URLs in the
// sitemap, robots.txt, the RSS feed and canonical links, and "Edit this page" links.
const FIXTURE = path.join(__dirname, 'fixtures', 'deployed');
const ORIGIN = 'https://developer.portal.test';
const REPO = 'https://git.portal.test/docs/portal';

describe('a build with SITE_ORIGIN and REPO_URL set', () => {
  let r: BuildResult;
  const read = (file: string) => fs.readFileSync(path.join(r.outDir, file), 'utf8');
  beforeAll(async () => {
    r = await buildSite({
      docsDir: path.join(FIXTURE, 'docs'),
      specsDir: path.join(__dirname, 'fixtures', 'api-features', 'specs'),
      // The fixture's pages are stubs, not guides: the content rules have fixtures of their own.
      env: { CONTENT_CHECK: 'warn', SITE_ORIGIN: `${ORIGIN}/`, REPO_URL: REPO },
    });
  }, 240_000);

  it('builds', () => {
    expect(r.code, r.output.slice(-3000)).toBe(0);
  });

  it('writes a sitemap of absolute URLs and names it in robots.txt', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${ORIGIN}/idn/api/getting-started`);
    expect(locs).toContain(`${ORIGIN}/idn/api/v1/list-books`);
    expect(locs.filter((l) => !l.startsWith(`${ORIGIN}/`))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('writes the RSS feed with absolute links to the posts', () => {
    const rss = read('blog/rss.xml');
    expect(rss).toContain(`<link>${ORIGIN}/blog/release-notes</link>`);
  });

  it('gives hand-written and generated pages a canonical URL and og:url on the origin', () => {
    for (const route of ['/idn/api/getting-started', '/idn/api/v1/list-books']) {
      const html = read(`${route}.html`);
      expect(html, route).toContain(`<link rel="canonical" href="${ORIGIN}${route}">`);
      expect(html, route).toContain(`content="${ORIGIN}${route}"`);
    }
  });

  it('links hand-written pages to their source file in the repository', () => {
    expect(read('idn/api/getting-started.html')).toContain(
      `href="${REPO}/tree/main/docs/idn/api/getting-started.md"`,
    );
  });
});
