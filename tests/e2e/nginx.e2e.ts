import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../config/site';
import { buildCsp, confCsp, inlineScripts, sha256 } from '../../deploy/csp.mjs';
import { findNginx, startNginx } from '../../deploy/local-nginx.mjs';
import { minifyScript } from '../../plugins/shared/minify-script';
import { HEAD_SCRIPT } from '../../theme/logic/inline-scripts';
import { readPendingRoutes, readRouteInventory, REPO_ROOT, SHARED_NOTE } from '../lib/shared';
import { launch, siteDir, waitHydrated } from './browser';

/** The first script the page loads (listed in the page: plugins/client-boot). */
const firstScript = (html: string) =>
  (
    JSON.parse(
      /<script type="application\/json" id="portal-scripts">([^<]*)<\/script>/.exec(html)![1]!,
    ) as string[]
  )[0]!;

/**
 * deploy/nginx.conf, run by the real nginx on 127.0.0.1 against the built site: clean URLs,
 * redirects, the not-found page, caching, compression, security headers and the CSP (checked
 * in Chromium). Skipped when there is no nginx binary; CI installs it (.ci/run).
 */
const NGINX = findNginx();
const DOC = '/idn/docs/transforms/operations/lower';
const API = '/idn/api/v3/list-sources';

describe.runIf(NGINX)('deploy/nginx.conf with the real nginx', () => {
  let base: string;
  let server: Awaited<ReturnType<typeof startNginx>> | undefined;
  const get = (p: string, init: RequestInit = {}) =>
    fetch(`${base}${p}`, { redirect: 'manual', ...init });
  /** Each path answers with `status` and the given value of `header`. */
  const expectAnswers = async (
    cases: ReadonlyArray<[path: string, value: string]>,
    status: number,
    header: string,
  ) => {
    for (const [p, value] of cases) {
      const res = await get(p);
      expect(res.status, p).toBe(status);
      expect(res.headers.get(header), p).toBe(value);
    }
  };

  beforeAll(async () => {
    // deploy/nginx.conf with only root, listen, user, pid, logs and temp paths made local (deploy/local-nginx.mjs).
    server = await startNginx({ root: siteDir() });
    base = server.url;
  });

  afterAll(async () => {
    await server?.stop();
  });

  const inventory = readRouteInventory();
  it.skipIf(!inventory)(
    `serves every route of ${SHARED_NOTE('routes.txt')} with its own page (200)`,
    async () => {
      const pending = readPendingRoutes();
      const routes = inventory!.routes.filter((r) => !pending.has(r));
      const failures: string[] = [];
      for (let i = 0; i < routes.length; i += 16) {
        await Promise.all(
          routes.slice(i, i + 16).map(async (r) => {
            const res = await get(r);
            const body = await res.text();
            if (res.status !== 200) failures.push(`${r}: HTTP ${res.status}`);
            else if (body.includes(TEXTS.notFound.body)) failures.push(`${r}: the not-found page`);
          }),
        );
      }
      expect(failures).toEqual([]);
      for (const { from, to } of inventory!.redirects) {
        const res = await get(from);
        expect(res.status, from).toBe(301);
        expect(res.headers.get('location'), from).toBe(to);
      }
    },
  );

  it('maps clean URLs to `x.html` and to `x/index.html`', async () => {
    for (const [route, file] of [
      ['/', 'index.html'],
      [API, `${API.slice(1)}.html`],
      ['/idn/docs', 'idn/docs/index.html'],
      ['/blog', 'blog.html'],
    ]) {
      expect(fs.existsSync(path.join(siteDir(), file)), file).toBe(true);
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe(fs.readFileSync(path.join(siteDir(), file), 'utf8'));
    }
  });

  it('redirects the spec §2 paths, `.html`, `/index.html` and trailing slashes with 301 to the clean path', async () => {
    const cases: Array<[string, string]> = [
      ['/conf', '/'],
      ['/developerdays', '/'],
      ['/developerdays/agenda', '/'],
      ['/index.html', '/'],
      ['/idn/docs/index.html', '/idn/docs'],
      [`${DOC}.html`, DOC],
      [`${DOC}.html?x=1`, `${DOC}?x=1`],
      ['/idn/docs/', '/idn/docs'],
      ['/docs/', '/docs'],
    ];
    await expectAnswers(cases, 301, 'location');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const p of [
      '/no/such/page',
      '/idn/docs/no-such-page',
      '/static/js/missing.js',
      '/404.html',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      const body = await res.text();
      expect(body, p).toContain(TEXTS.notFound.body.slice(0, 40));
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year (immutable) and revalidates HTML', async () => {
    const html = fs.readFileSync(path.join(siteDir(), 'index.html'), 'utf8');
    const js = firstScript(html);
    const css = /<link[^>]+href="(\/static\/css\/[^"]+\.css)"/.exec(html)![1]!;
    for (const asset of [js, css]) {
      const res = await get(asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(js)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const page of ['/', DOC, '/robots.txt'])
      expect((await get(page)).headers.get('cache-control'), page).toBe('no-cache');
  });

  it('caches the search index files for a year and revalidates its manifest', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(siteDir(), 'search/manifest.json'), 'utf8'),
    ) as { shards: Array<{ file: string; buckets?: Record<string, string> }> };
    const split = manifest.shards.find((s) => s.buckets)!;
    for (const file of [manifest.shards[0]!.file, Object.values(split.buckets!)[0]!]) {
      const res = await get(`/search/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/search/manifest.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text responses with gzip', async () => {
    const html = fs.readFileSync(path.join(siteDir(), 'index.html'), 'utf8');
    const js = firstScript(html);
    for (const p of ['/', DOC, js]) {
      const res = await get(p, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding'), p).toBe('gzip');
      expect(res.headers.get('vary'), p).toMatch(/accept-encoding/i);
    }
  });

  it('sends the security headers on pages, assets, redirects and the not-found page', async () => {
    for (const p of ['/', DOC, '/favicon.svg', '/conf', '/no/such/page']) {
      const h = (await get(p)).headers;
      expect(h.get('content-security-policy'), p).toBe(confCsp());
      expect(h.get('x-content-type-options'), p).toBe('nosniff');
      expect(h.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(h.get('permissions-policy'), p).toContain('camera=()');
      expect(h.get('x-frame-options'), p).toBe('DENY');
      expect(h.get('server'), p).toBe('nginx');
    }
  });

  it('the CSP allows exactly the inline scripts of the build, by hash (no unsafe-inline for scripts)', () => {
    const csp = confCsp();
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The portal's own first-paint script, hashed here from its source constant (minified as
    // rspress.config.ts sends it).
    const headScript = minifyScript(HEAD_SCRIPT);
    expect(
      scriptSrc,
      'theme/logic/inline-scripts.ts changed: run `node deploy/csp.mjs --write` after a build',
    ).toContain(sha256(headScript));
    expect(inlineScripts(siteDir())).toContain(headScript);
    // Every inline script of the build, and nothing stale.
    expect(
      csp,
      `deploy/nginx.conf is out of date: run \`node deploy/csp.mjs ${path.relative(REPO_ROOT, siteDir())} --write\``,
    ).toBe(buildCsp(siteDir()));
  });

  it('serves the machine-readable files with their types', async () => {
    const expectations: Array<[string, string]> = [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      // Written only with SITE_ORIGIN (a sitemap needs absolute URLs); the default build has none.
      ...(fs.existsSync(path.join(siteDir(), 'sitemap.xml'))
        ? [['/sitemap.xml', 'application/xml; charset=utf-8'] as [string, string]]
        : []),
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
      [`${DOC}.md`, 'text/markdown; charset=utf-8'],
      [`${API}.md`, 'text/markdown; charset=utf-8'],
      // Rspress's Markdown links to a folder page read /a/b.md; the file is /a/b/index.md.
      ['/idn/docs/transforms.md', 'text/markdown; charset=utf-8'],
      ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ];
    await expectAnswers(expectations, 200, 'content-type');
  });

  it('pages load in Chromium under the CSP without violations', async () => {
    const browser: Browser = await launch();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text()))
          problems.push(`${page.url()}: ${m.text()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
          (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
            `${e.violatedDirective} ${e.blockedURI}`,
          );
        });
      });
      for (const p of ['/', DOC, API, '/blog', '/no/such/page']) {
        await page.goto(`${base}${p}`, { waitUntil: 'load' });
        await waitHydrated(page);
        // Colour mode from the inline head script ran (it is allowed by its hash).
        await page.evaluate(() => window.scrollTo(0, 400));
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
        );
        problems.push(...violations.map((v) => `${p}: ${v}`));
      }
      // Client-side navigation loads further chunks under the same policy.
      await page.goto(`${base}/idn/docs/transforms`, { waitUntil: 'load' });
      await waitHydrated(page);
      await page
        .locator(`.rspress-doc a[href="${DOC}"], .rspress-doc a[href="${DOC}.html"]`)
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === DOC);
      problems.push(
        ...(await page.evaluate(
          () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
        )),
      );
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
