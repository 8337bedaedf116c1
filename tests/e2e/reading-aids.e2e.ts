import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_URL, SITE_ORIGIN } from '../../config/build-env';
import { gotoReady, newPage, openPage, siteDir, url, useBrowser } from './browser';

const browser = useBrowser();

const crumbsOf = async (p: string) => {
  const { context, page } = await openPage(browser(), p);
  const crumbs = await page
    .locator('nav.breadcrumbs li')
    .evaluateAll((lis) =>
      lis.map((li) => [
        li.textContent?.trim(),
        li.querySelector('a')?.getAttribute('href') ?? null,
      ]),
    );
  const ld = SITE_ORIGIN
    ? await page.locator('nav.breadcrumbs script[type="application/ld+json"]').textContent()
    : null;
  await context.close();
  return { crumbs, ld: JSON.parse(ld ?? '{}') };
};

describe('breadcrumbs', () => {
  it('IDN › Docs › Transforms › Operations › Concatenation, crumbs linking to index pages', async () => {
    const { crumbs, ld } = await crumbsOf('/idn/docs/transforms/operations/concatenation');
    expect(crumbs.map((c) => c[0])).toEqual([
      'IDN',
      'Docs',
      'Transforms',
      'Operations',
      'Concatenation',
    ]);
    expect(crumbs.slice(0, 3).map((c) => c[1])).toEqual([
      '/idn',
      '/idn/docs',
      '/idn/docs/transforms',
    ]);
    // Structured data needs absolute URLs: only with SITE_ORIGIN (the default build has none).
    if (SITE_ORIGIN) {
      expect(ld['@type']).toBe('BreadcrumbList');
      expect(ld.itemListElement).toHaveLength(5);
      expect(ld.itemListElement[0].item).toBe(`${SITE_ORIGIN}/idn`);
    }
  });
  it('IDN › API › v3 › Sources › List sources', async () => {
    const { crumbs } = await crumbsOf('/idn/api/v3/list-sources');
    expect(crumbs.map((c) => c[0])).toEqual(['IDN', 'API', 'v3', 'Sources', 'List sources']);
    expect(crumbs[3]![1]).toBe('/idn/api/v3/sources');
  });
  it('are in the static HTML too', () => {
    const html = fs.readFileSync(path.join(siteDir(), 'idn/api/v3/list-sources.html'), 'utf8');
    expect(html).toContain('aria-label="Breadcrumbs"');
    if (SITE_ORIGIN) expect(html).toContain('"@type":"BreadcrumbList"');
    else expect(html).not.toContain('application/ld+json');
  });
});

describe('version badge', () => {
  it("shows the area's 'Next' version at the top of its sidebar", async () => {
    const { context, page } = await openPage(browser(), '/iiq/api/get-accounts');
    const badge = page.locator('.rp-doc-layout__sidebar .version-badge');
    expect(await badge.locator('.version-badge__label').innerText()).toBe('Next');
    expect(await badge.innerText()).toContain('IIQ API');
    await context.close();
  });
});

describe('page footer', () => {
  it('links previous and next pages in sidebar order, and edits hand-written pages when REPO_URL is set', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs/transforms/operations/lower');
    const prev = page
      .locator('.rp-prev-next-page a, [class*="prev-next"] a')
      .filter({ hasText: 'Previous' });
    const next = page
      .locator('.rp-prev-next-page a, [class*="prev-next"] a')
      .filter({ hasText: 'Next' });
    expect(await prev.first().getAttribute('href')).toMatch(
      /\/idn\/docs\/transforms\/operations\/lookup$/,
    );
    expect(await next.first().getAttribute('href')).toMatch(
      /\/idn\/docs\/transforms\/operations\/name-normalizer$/,
    );
    const edit = page.locator('a', { hasText: 'Edit this page' });
    // No repository configured (the default build): no edit link rather than one to a made-up repository.
    if (REPO_URL)
      expect(await edit.first().getAttribute('href')).toBe(
        `${REPO_URL}/tree/main/docs/idn/docs/transforms/operations/lower.md`,
      );
    else expect(await edit.count()).toBe(0);
    await context.close();
  });
  it('generated API pages link to their spec instead of an edit link', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/list-sources');
    expect(await page.locator('a', { hasText: 'Edit this page' }).count()).toBe(0);
    // In the repository with REPO_URL, else the published copy the build writes (/api-specs/).
    expect(await page.locator('a.spec-source-link').first().getAttribute('href')).toBe(
      REPO_URL ? `${REPO_URL}/blob/main/specs/idn-v3.yaml` : '/api-specs/idn-v3.yaml',
    );
    await context.close();
  });
});

describe('sidebar motion', () => {
  const durationOf = async (reducedMotion: 'reduce' | 'no-preference') => {
    const { context, page } = await openPage(browser(), '/idn/docs', { reducedMotion });
    // Group bodies exist once opened: open the first group.
    await page.locator('.portal-sidebar [aria-expanded="false"]').first().click();
    const body = page.locator('.rp-doc-layout__sidebar .portal-sidebar__body').first();
    const d = await body.evaluate((el) => [
      getComputedStyle(el).transitionDuration,
      getComputedStyle(el).transitionProperty,
    ]);
    await context.close();
    return d;
  };
  it('animates by content height (200–400 ms), and not at all under reduced motion', async () => {
    const [normal] = await durationOf('no-preference');
    const ms = parseFloat(normal!) * (normal!.endsWith('ms') ? 1 : 1000);
    expect(ms).toBeGreaterThanOrEqual(200);
    expect(ms).toBeLessThanOrEqual(400);
    const [reduced, prop] = await durationOf('reduce');
    expect(reduced === '0s' || prop === 'none').toBe(true);
  });
});

describe('site metadata', () => {
  it('/site-metadata.json lists every built page, and every entry is a built page', async () => {
    const meta = (await (await fetch(url('/site-metadata.json'))).json()) as {
      locale: unknown;
      versions: unknown[];
      pages: Array<{ id: string; path: string; sidebar: string | null }>;
    };
    expect(meta.locale).toEqual({ lang: 'en', dir: 'ltr' });
    expect(meta.versions).toHaveLength(5);
    const built = (p: string) =>
      ['.html', '/index.html'].some((ext) =>
        fs.existsSync(path.join(siteDir(), p === '/' ? 'index.html' : `${p}${ext}`)),
      );
    expect(meta.pages.filter((e) => !built(e.path)).map((e) => e.path)).toEqual([]);
    const indexed = new Set(meta.pages.map((e) => e.path));
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((d) =>
          d.isDirectory()
            ? d.name === 'static' || d.name === '__ssg__'
              ? []
              : walk(path.join(dir, d.name))
            : [path.join(dir, d.name)],
        );
    const pages = walk(siteDir())
      .filter((f) => f.endsWith('.html') && !f.endsWith('404.html'))
      // `a/index.html` is `/a` and `index.html` is `/`; `search-index.html` is a page of its own.
      .map(
        (f) =>
          '/' +
          path
            .relative(siteDir(), f)
            .replace(/(^|\/)index\.html$/, '')
            .replace(/\.html$/, ''),
      )
      .map((p) => (p === '/' ? '/' : p.replace(/\/$/, '')));
    expect(pages.filter((p) => !indexed.has(p))).toEqual([]);
    expect(meta.pages.find((e) => e.path === '/idn/docs/rules/java-docs')?.sidebar).toBe(
      'idn-docs',
    );
  });
});

describe('copy page as Markdown', () => {
  for (const [p, twin, heading] of [
    [
      '/idn/docs/transforms/operations/lower',
      '/idn/docs/transforms/operations/lower.md',
      /^# Lower/m,
    ],
    ['/idn/docs', '/idn/docs.md', /^# /m],
    ['/idn/api/v3/list-sources', '/idn/api/v3/list-sources.md', /^# List sources/m],
  ] as const) {
    it(`${p}: the button copies the page's Markdown twin, and a link opens it`, async () => {
      const { context, page } = await newPage(browser());
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
      await gotoReady(page, p);
      const link = page.getByRole('link', { name: 'View as Markdown' });
      expect(await link.getAttribute('href')).toBe(twin);
      const res = await page.request.get(url(twin));
      expect(res.status()).toBe(200);
      const markdown = await res.text();
      expect(markdown).toMatch(heading);
      await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
      await expect.poll(() => page.locator('.page-markdown__copy').innerText()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
      await context.close();
    });
  }
});
