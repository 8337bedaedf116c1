import fs from 'node:fs';
import path from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { baseUrl, siteDir } from './browser';

/**
 * No broken internal links or anchors anywhere in the built site, checked two independent
 * ways: linkinator crawls the served site from `/` (every page, script, stylesheet and
 * fragment it links to), and a static pass over every built HTML file checks each
 * `href="…#fragment"` against the ids of its target page. External links are skipped: the
 * tests run offline.
 */

describe('links (linkinator crawl of the served site)', () => {
  it('finds no broken internal link or anchor', { timeout: 900_000 }, async () => {
    const origin = baseUrl();
    const checker = new LinkChecker();
    const redirected = new Set<string>();
    checker.on('redirect', (info: { url: string }) => redirected.add(info.url));
    const result = await checker.check({
      path: `${origin}/`,
      recurse: true,
      // The machine is shared: modest concurrency, generous timeouts and retries keep a busy CPU from looking like broken links.
      concurrency: 8,
      timeout: 60_000,
      retryErrors: true,
      retryErrorsCount: 3,
      checkFragments: true,
      // Extension-less URLs are pages (/a/b → a/b.html), not folders: resolve relative links and `#x` against them as such.
      cleanUrls: true,
      redirects: 'allow',
      linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
    });
    // One line per broken URL (linkinator reports each occurrence; its `parent` is the first page that linked to it).
    const broken = [
      ...new Map(
        result.links
          .filter((l) => l.state === LinkState.BROKEN)
          .map((l) => [
            l.url,
            `${l.url.replace(origin, '')} (HTTP ${l.status ?? '?'}, linked from ${l.parent?.replace(origin, '') ?? '?'})${l.failureDetails?.length ? ` — ${l.failureDetails.map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`)).join('; ')}` : ''}`,
          ]),
      ).values(),
    ];
    const ok = result.links.filter((l) => l.state === LinkState.OK).length;
    const pages = result.links.filter(
      (l) => l.state === LinkState.OK && !/\.\w+$/.test(new URL(l.url).pathname),
    ).length;
    console.log(
      `linkinator: ${ok} internal URLs OK (${pages} pages), ${redirected.size} redirected, ${result.links.filter((l) => l.state === LinkState.SKIPPED).length} external skipped, ${broken.length} broken`,
    );
    expect(broken, broken.slice(0, 50).join('\n')).toEqual([]);
    expect(pages).toBeGreaterThan(500);
  });
});

/** Maps a site path to its built HTML file, as the servers do (clean URLs, folder index pages). */
function pageFile(root: string, pathname: string): string | null {
  const p = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  const candidates = p === '/' ? ['index.html'] : [`${p}.html`, `${p}/index.html`, p];
  for (const c of candidates) {
    const f = path.join(root, c);
    if (f.startsWith(root) && fs.existsSync(f) && fs.statSync(f).isFile() && f.endsWith('.html'))
      return f;
  }
  return null;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'static' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('anchors (static pass over every built page)', () => {
  it('every internal `#fragment` link names an id on its target page', { timeout: 300_000 }, () => {
    const root = path.resolve(siteDir());
    const idCache = new Map<string, Set<string>>();
    const ids = (file: string) => {
      let set = idCache.get(file);
      if (!set) {
        const html = fs.readFileSync(file, 'utf8');
        set = new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decode(m[1]!)));
        idCache.set(file, set);
      }
      return set;
    };
    const broken: string[] = [];
    let checked = 0;
    for (const file of htmlFiles(root)) {
      const html = fs.readFileSync(file, 'utf8');
      const pageUrl = new URL(
        `http://site/${path
          .relative(root, file)
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, '')}`,
      );
      for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]*#[^"]*)"/g)) {
        const href = decode(m[1]!);
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('http://site')) continue; // external
        const target = new URL(href, pageUrl);
        const fragment = decodeURIComponent(target.hash.slice(1));
        if (!fragment) continue;
        const targetFile =
          target.pathname === pageUrl.pathname ? file : pageFile(root, target.pathname);
        checked++;
        if (!targetFile) broken.push(`${path.relative(root, file)}: ${href} (no such page)`);
        else if (!ids(targetFile).has(fragment))
          broken.push(
            `${path.relative(root, file)}: ${href} (no id "${fragment}" on ${path.relative(root, targetFile)})`,
          );
      }
    }
    console.log(`anchors: ${checked} fragment links checked, ${broken.length} broken`);
    expect(broken, broken.slice(0, 50).join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
