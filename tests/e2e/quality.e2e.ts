import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type Report } from 'html-validate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../config/build-env';
import { REPO_ROOT } from '../lib/shared';
import { baseUrl, newPage, openPage, siteDir, url, useBrowser, waitHydrated } from './browser';
import { axeViolations, formatViolation, isSeriousOrCritical, WCAG21_AA } from './axe';

/**
 * Site quality in Chromium and on the built files: nothing third-party loads, no serious or
 * critical axe-core violations (light and dark), keyboard-only navigation, valid HTML, and the
 * SEO / llms.txt files.
 */
const browser = useBrowser();

/** The pages the issue names: home, a guide, an API operation, a tag page, the blog, the not-found page. */
const PAGES = {
  home: '/',
  guide: '/idn/docs/transforms/operations/lower',
  api: '/idn/api/v3/list-sources',
  tag: '/idn/tags/rules',
  blog: '/blog',
  notFound: '/no/such/page',
} as const;

async function openReady(page: Page, p: string): Promise<void> {
  await page.goto(url(p), { waitUntil: 'load' });
  await waitHydrated(page);
}

describe('no third-party requests (analytics off by default)', () => {
  it('the built site only ever requests its own origin', async () => {
    const { context, page } = await newPage(browser());
    const own = new URL(baseUrl()).host;
    const foreign: string[] = [];
    // Anything else is recorded and answered locally, so an offline run cannot hang on it.
    await context.route('**/*', (route) => {
      const u = new URL(route.request().url());
      if (u.protocol === 'data:' || u.host === own) return route.continue();
      foreign.push(`${page.url()} → ${u.href}`);
      return route.abort();
    });
    for (const p of Object.values(PAGES)) {
      await openReady(page, p);
      await page.mouse.move(400, 300);
      await page.waitForTimeout(300);
    }
    // Client-side navigation too.
    await page.locator('.rp-nav a[href^="/"]').first().click();
    await page.waitForTimeout(500);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    await context.close();
  });

  it('the build has no tag-manager snippet when GTM_ID is unset', () => {
    const html = fs.readFileSync(path.join(siteDir(), 'index.html'), 'utf8');
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('name="gtm-id"');
  });

  // The hook is wired by the layout (theme/layout/Layout.tsx). With a container id present it
  // pushes one `page_view` per client-side route change.
  const wired = fs
    .readFileSync(path.join(REPO_ROOT, 'theme/layout/Layout.tsx'), 'utf8')
    .includes('useAnalyticsPageViews');
  it.runIf(wired)(
    'pushes page_view to dataLayer on client-side navigation when a container id is present',
    async () => {
      const { context, page } = await newPage(browser());
      await context.route(/googletagmanager|google-analytics/, (route) => route.abort());
      // What gtmHead() adds to <head> when GTM_ID is set (minus the third-party loader).
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const meta = document.createElement('meta');
          meta.name = 'gtm-id';
          meta.content = 'GTM-TEST123';
          document.head.append(meta);
        });
        (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
      });
      await openReady(page, '/idn/docs/transforms');
      const pageViews = () =>
        page.evaluate(() =>
          (
            (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer ?? []
          ).filter((e) => e.event === 'page_view'),
        );
      expect(await pageViews()).toEqual([]);
      await page
        .locator(
          `.rspress-doc a[href="${PAGES.guide}"], .rspress-doc a[href="${PAGES.guide}.html"]`,
        )
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === PAGES.guide);
      await expect.poll(async () => (await pageViews()).length).toBe(1);
      const [view] = await pageViews();
      expect(view).toMatchObject({ event: 'page_view', page_path: PAGES.guide });
      expect(String(view!.page_title)).toContain('Lower');
      await context.close();
    },
  );
});

describe('accessibility (axe-core)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`no serious or critical violations on the sample pages (${scheme})`, async () => {
      const { context, page } = await newPage(browser(), {
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      const found: string[] = [];
      for (const [name, p] of Object.entries(PAGES)) {
        await openReady(page, p);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          scheme === 'dark',
        );
        const violations = await axeViolations(page, [...WCAG21_AA, 'wcag22aa', 'best-practice']);
        for (const v of violations.filter(isSeriousOrCritical))
          found.push(formatViolation(`${name} ${p} [${scheme}]`, v));
      }
      expect(found, found.join('\n')).toEqual([]);
      await context.close();
    });
  }
});

describe('keyboard-only navigation', () => {
  it('Tab reaches the navbar links, a sidebar link and a code-sample tab; arrow keys switch the tab', async () => {
    const { context, page } = await openPage(browser(), PAGES.api, { width: 1280, height: 800 });
    const reached = { nav: false, sidebar: false, codeTab: false };
    for (let i = 0; i < 800 && !reached.codeTab; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        if (el.closest('.rp-nav') && el.matches('a, button')) return 'nav';
        if (el.closest('.rp-doc-layout__sidebar') && el.matches('a')) return 'sidebar';
        if (el.matches('.api-tabs--code input[type="radio"]')) return 'codeTab';
        return '';
      });
      if (where) reached[where as keyof typeof reached] = true;
    }
    expect(reached).toEqual({ nav: true, sidebar: true, codeTab: true });
    // The focused radio is the checked one; ArrowRight checks the next and shows its panel.
    const state = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement;
        const group = el.closest('.api-tabs')!;
        const panels = [
          ...group.querySelectorAll<HTMLElement>(
            ':scope > .api-tabs__panel, .api-tabs__panels > .api-tabs__panel',
          ),
        ];
        const visible = panels.findIndex(
          (p) => p.offsetParent !== null && getComputedStyle(p).display !== 'none',
        );
        return { value: el.value, checked: el.checked, visible };
      });
    const before = await state();
    expect(before.checked).toBe(true);
    await page.keyboard.press('ArrowRight');
    const after = await state();
    expect(after.checked).toBe(true);
    expect(after.value).not.toBe(before.value);
    expect(after.visible).not.toBe(before.visible);
    await context.close();
  });
});

describe('valid HTML (html-validate)', () => {
  it('the sample pages have no errors under .htmlvalidate.json', async () => {
    const config = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, '.htmlvalidate.json'), 'utf8'));
    const validator = new HtmlValidate({ ...config, root: true });
    const files: Record<string, string> = {
      home: 'index.html',
      guide: `${PAGES.guide.slice(1)}.html`,
      api: `${PAGES.api.slice(1)}.html`,
      tag: `${PAGES.tag.slice(1)}.html`,
      blog: 'blog.html',
      notFound: '404.html',
    };
    const errors: string[] = [];
    for (const file of Object.values(files)) {
      const full = path.join(siteDir(), file);
      const report: Report = await validator.validateString(fs.readFileSync(full, 'utf8'), file);
      for (const r of report.results)
        for (const m of r.messages)
          errors.push(
            `${file}:${m.line}:${m.column} [${m.ruleId}] ${m.message} (${m.selector ?? ''})`,
          );
    }
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

describe('SEO and machine-readable files', () => {
  const read = (f: string) => fs.readFileSync(path.join(siteDir(), f), 'utf8');
  const origin = SITE_ORIGIN;

  // The default build (no SITE_ORIGIN, as `npm test` runs it) writes no absolute URL at all: no
  // canonical, og:url, sitemap or robots.txt Sitemap line, and site-relative llms.txt links.
  it('every page has a Twitter card, and a canonical URL and og:url when SITE_ORIGIN is set; the not-found page and redirect stubs none of their own', () => {
    for (const [file, route] of [
      ['index.html', '/'],
      [`${PAGES.guide.slice(1)}.html`, PAGES.guide],
      [`${PAGES.api.slice(1)}.html`, PAGES.api],
      ['idn/docs/index.html', '/idn/docs'],
      ['blog.html', '/blog'],
    ]) {
      const html = read(file!);
      if (origin) {
        expect(html.match(/<link rel="canonical"[^>]*>/g), file).toEqual([
          `<link rel="canonical" href="${origin}${route}">`,
        ]);
        expect(html, file).toContain(`<meta property="og:url" content="${origin}${route}">`);
        // The area's preview image, absolute, with its size, and a large Twitter card.
        const image = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1];
        expect(image, file).toMatch(new RegExp(`^${origin}/og/[a-z-]+\\.png$`));
        expect(html, file).toContain('<meta property="og:image:width" content="1200">');
        expect(html, file).toContain('<meta property="og:image:height" content="630">');
        expect(html, file).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
        expect(html, file).toContain(`<meta name="twitter:image" content="${image}">`);
        expect(html, file).toContain('<meta name="twitter:card" content="summary_large_image">');
      } else {
        expect(html, file).not.toContain('rel="canonical"');
        expect(html, file).not.toContain('property="og:url"');
        expect(html, file).not.toContain('property="og:image"');
        expect(html, file).toContain('<meta name="twitter:card" content="summary">');
      }
      expect(html, file).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html, file).toMatch(/<meta name="description" content="[^"]+">/);
    }
    expect(read('404.html')).not.toContain('rel="canonical"');
    // The redirect stub names its target (site-relative without an origin).
    expect(read('conf.html').match(/rel="canonical"/g)).toHaveLength(1);
  });

  it('writes the social preview images: a 1200×630 PNG per area, the blog and the site', () => {
    for (const id of ['site', 'blog', 'idn-api', 'idn-docs', 'idn-tools', 'iiq-api', 'nerm-api']) {
      const png = fs.readFileSync(path.join(siteDir(), 'og', `${id}.png`));
      expect(png.subarray(1, 4).toString(), id).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], id).toEqual([1200, 630]);
    }
  });

  it('robots.txt points at the sitemap, which lists each page once at its canonical URL (only with SITE_ORIGIN: both need absolute URLs)', () => {
    if (!origin) {
      expect(read('robots.txt')).not.toMatch(/^Sitemap:/m);
      expect(read('robots.txt')).toMatch(/^User-agent: \*$/m);
      expect(fs.existsSync(path.join(siteDir(), 'sitemap.xml'))).toBe(false);
      expect(fs.existsSync(path.join(siteDir(), 'blog/rss.xml'))).toBe(false);
      expect(read('blog.html')).not.toContain('rss.xml');
      return;
    }
    expect(read('robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(500);
    expect(new Set(locs).size).toBe(locs.length);
    for (const must of ['/', '/idn/docs', PAGES.guide, PAGES.api, '/blog'])
      expect(locs).toContain(`${origin}${must}`);
    for (const loc of locs) {
      expect(loc.startsWith(origin)).toBe(true);
      if (loc !== `${origin}/`) expect(loc).not.toMatch(/\.html$|\/$/);
    }
    for (const not of ['/404', '/conf', '/developerdays', '/developerdays/agenda'])
      expect(locs).not.toContain(`${origin}${not}`);
  });

  it('llms.txt lists the pages by area; every link resolves to a Markdown file of the build', () => {
    const llms = read('llms.txt');
    for (const section of ['## IDN API v3 reference', '## IDN docs', '## Blog'])
      expect(llms).toContain(section);
    // Absolute on SITE_ORIGIN when set, else site-relative.
    const links = [...llms.matchAll(/\]\(((?:https?:|\/)[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(500);
    for (const l of links) expect(l.startsWith(`${origin}/`), l).toBe(true);
    const missing = links.filter((l) => {
      const p = decodeURIComponent(l.slice(origin.length));
      return (
        !fs.existsSync(path.join(siteDir(), p)) &&
        !fs.existsSync(path.join(siteDir(), p.replace(/\.md$/, '/index.md')))
      );
    });
    expect(missing).toEqual([]);
    expect(llms).not.toContain(`${origin}/conf.md`);
    expect(fs.statSync(path.join(siteDir(), 'llms-full.txt')).size).toBeGreaterThan(100_000);
  });

  it('API pages have clean Markdown twins (no raw HTML, code samples fenced)', () => {
    const md = read(`${PAGES.api.slice(1)}.md`);
    expect(md).toMatch(/^# List sources/m);
    expect(md).toContain('## Responses');
    expect(md).toMatch(/- `limit` integer/);
    expect(md).toMatch(/```bash\ncurl /);
    expect(md).not.toMatch(/<(div|span|input|button|pre|code)\b/);
    expect(md).toContain(`](${origin}/idn/api/authentication.md)`);
  });
});
