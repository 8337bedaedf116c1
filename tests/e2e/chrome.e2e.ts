import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT, COPYRIGHT_YEAR, STORAGE_KEYS, TEXTS } from '../../config/site';
import {
  gotoReady,
  newPage,
  openPage,
  screenshot,
  siteDir,
  url,
  useBrowser,
  waitHydrated,
} from './browser';

const browser = useBrowser();

const DOC = '/idn/docs/transforms/operations/lower';

describe('colour mode', () => {
  it('defaults to light, toggles, persists under `theme` and syncs across tabs', async () => {
    // Desktop width: the colour-mode button sits in the navbar (narrower: in the menu).
    const { context, page } = await openPage(browser(), DOC, { width: 1440 });
    const isDark = (p = page) =>
      p.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    const other = await context.newPage();
    await gotoReady(other, '/idn/docs');
    await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
    await expect.poll(() => isDark()).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.theme)).toBe('dark');
    await expect.poll(() => isDark(other), { timeout: 5000 }).toBe(true);
    await page.reload();
    expect(await isDark()).toBe(true);
    await context.close();
  });
  it('follows the system preference until the reader chooses', async () => {
    const { context, page } = await openPage(browser(), '/', { colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await context.close();
  });
  it('reads a stored `theme` before first paint', async () => {
    const { context, page } = await newPage(browser());
    await context.addInitScript((k) => localStorage.setItem(k, 'dark'), STORAGE_KEYS.theme);
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await context.close();
  });
});

describe('chrome icons', () => {
  // theme/styles/icons.css: one sprite image for every icon (one SVG document, not one per icon).
  const icons = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('button')].flatMap((el) => {
        const before = getComputedStyle(el, '::before');
        const image = before.maskImage || before.webkitMaskImage;
        return image && image !== 'none' && el.getClientRects().length
          ? [
              {
                name: el.getAttribute('aria-label') ?? el.textContent ?? '',
                image,
                x: before.maskPosition.split(' ')[0],
              },
            ]
          : [];
      }),
    );
  it('are all drawn from one image, each button showing its own cell, in light and dark', async () => {
    for (const [width, colorScheme, mode, menuAt] of [
      [1280, 'light', '-72px', undefined],
      [1280, 'dark', '-96px', undefined],
      [375, 'light', undefined, '-120px'],
    ] as const) {
      const { context, page } = await openPage(browser(), DOC, { width, colorScheme });
      const shown = await icons(page);
      expect(shown.length, `${width} ${colorScheme}`).toBeGreaterThanOrEqual(4);
      expect(new Set(shown.map((i) => i.image)).size).toBe(1);
      // Each button its own cell.
      expect(new Set(shown.map((i) => i.x)).size).toBe(shown.length);
      const colourMode = shown.find((i) => i.name.startsWith('Switch between dark and light mode'));
      if (mode) expect(colourMode?.x).toBe(mode);
      const menu = shown.find((i) => i.name === 'Open navigation menu');
      if (menuAt) expect(menu?.x).toBe(menuAt);
      await context.close();
    }
  });
});

describe('announcement bar', () => {
  it('links to the Rules Java docs, stays dismissed, and returns for a new id', async () => {
    const { context, page } = await openPage(browser(), '/');
    const bar = page.locator('.announcement-bar');
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.locator('a').getAttribute('href')).toContain(ANNOUNCEMENT.link);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(
      await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.announcementDismissed),
    ).toBe(ANNOUNCEMENT.id);
    await page.reload();
    await waitHydrated(page);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    // A bar with another id was dismissed before: this one shows again.
    await page.evaluate(
      (k) => localStorage.setItem(k, 'an-older-announcement'),
      STORAGE_KEYS.announcementDismissed,
    );
    await page.reload();
    await waitHydrated(page);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    await context.close();
  });
});

describe('footer', () => {
  it('shows link columns and the copyright year', async () => {
    const { context, page } = await openPage(browser(), '/');
    const footer = page.locator('footer.site-footer');
    expect(await footer.innerText()).toContain(`Copyright © ${COPYRIGHT_YEAR}`);
    expect(await footer.locator('a').count()).toBeGreaterThan(10);
    await context.close();
  });
});

describe('not-found page', () => {
  it('answers unknown paths with the spec texts in the site chrome', async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto(url('/no/such/page'));
    expect(response?.status()).toBe(404);
    await waitHydrated(page);
    const text = await page.locator('.not-found').innerText();
    for (const t of Object.values(TEXTS.notFound)) expect(text).toContain(t);
    expect(await page.locator('.rp-nav').count()).toBe(1);
    await context.close();
  });
});

describe('.html and /index.html suffixes', () => {
  it('the preview server redirects them to the clean path', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(url('/idn/docs/index.html'));
    expect(new URL(page.url()).pathname).toBe('/idn/docs');
    await page.goto(url(`${DOC}.html`));
    expect(new URL(page.url()).pathname).toBe(DOC);
    await context.close();
  });
  it('the client retries without the suffix when a static host serves the not-found page', async () => {
    const { context, page } = await newPage(browser());
    const notFound = fs.readFileSync(path.join(siteDir(), '404.html'), 'utf8');
    await page.route('**/idn/docs/rules/index.html', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
    );
    await page.goto(url('/idn/docs/rules/index.html'));
    await page.waitForURL((u) => u.pathname === '/idn/docs/rules', { timeout: 15_000 });
    await waitHydrated(page);
    expect(await page.locator('h1').first().innerText()).not.toContain(TEXTS.notFound.title);
    await context.close();
  });
});

describe('redirects', () => {
  for (const from of ['/conf', '/developerdays', '/developerdays/agenda']) {
    it(`${from} leads to /`, async () => {
      const { context, page } = await newPage(browser());
      await page.goto(url(from));
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    });
  }
  it('the static redirect page works without JavaScript (meta refresh + canonical)', async () => {
    const html = fs.readFileSync(path.join(siteDir(), 'developerdays/agenda.html'), 'utf8');
    expect(html).toMatch(/<meta[^>]+http-equiv="refresh"[^>]+content="0; url=\/"/);
    expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="\/"/);
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('**/conf', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: fs.readFileSync(path.join(siteDir(), 'conf.html'), 'utf8'),
      }),
    );
    await page.goto(url('/conf'));
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    await context.close();
  });
});

describe('navigation scroll', () => {
  it('scrolls to the element named by the hash', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/standard-collection-parameters');
    const id = await page.locator('.rspress-doc h2[id]').nth(2).getAttribute('id');
    await gotoReady(page, `/idn/api/standard-collection-parameters#${id}`);
    await expect
      .poll(async () =>
        page.evaluate(
          (i) => Math.round(document.getElementById(i!)!.getBoundingClientRect().top),
          id,
        ),
      )
      .toBeLessThan(200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await context.close();
  });
  it('scrolls to the top on a route change', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs/transforms');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page
      .locator('.rspress-doc a[href="/idn/docs/transforms/operations/lower"]')
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === DOC);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await context.close();
  });
});

describe('screen classes (996 px breakpoint)', () => {
  const sidebarVisible = async (width: number) => {
    const { context, page } = await openPage(browser(), DOC, { width });
    const visible = await page.evaluate(() => {
      const el = document.querySelector('.rp-doc-layout__sidebar');
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return getComputedStyle(el).visibility !== 'hidden' && r.right > 0 && r.width > 0;
    });
    await context.close();
    return visible;
  };
  it('desktop (1280 px and 1000 px) shows the sidebar, mobile (375 px and 990 px) hides it in a drawer', async () => {
    expect(await sidebarVisible(1280)).toBe(true);
    expect(await sidebarVisible(1000)).toBe(true);
    expect(await sidebarVisible(990)).toBe(false);
    expect(await sidebarVisible(375)).toBe(false);
  });
  it('the mobile drawer opens from the menu bar', async () => {
    const { context, page } = await openPage(browser(), DOC, { width: 375, height: 740 });
    await page.locator('.rp-sidebar-menu__left').first().click();
    await expect.poll(() => page.locator('.rp-doc-layout__sidebar--open').count()).toBe(1);
    await context.close();
  });
  it('the mobile navbar hides while scrolling down and returns when scrolling up', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs/transforms', {
      width: 375,
      height: 740,
    });
    await page.mouse.wheel(0, 1200);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('navbar-hidden')))
      .toBe(true);
    await page.mouse.wheel(0, -300);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('navbar-hidden')))
      .toBe(false);
    await context.close();
  });
});

describe('sidebar', () => {
  it('categories collapse and expand, and opening one closes its open sibling', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs');
    // A group title is a link; its toggle, named by the title, is its next sibling, then its body.
    const title = (name: string) =>
      page
        .locator('.rp-doc-layout__sidebar .portal-sidebar a:not(.sb-item)', { hasText: name })
        .first();
    const toggle = (name: string) =>
      page
        .locator(
          `.rp-doc-layout__sidebar .portal-sidebar a:not(.sb-item) + button[aria-label*="${name}"]`,
        )
        .first();
    const isOpen = (name: string) =>
      toggle(name).evaluate(
        (el) => (el.nextElementSibling as HTMLElement).style.gridTemplateRows === '1fr',
      );
    await title('Transforms').click();
    await page.goto(url('/idn/docs'));
    await waitHydrated(page);
    // Open "Rules" via its chevron, then "Event triggers": Rules closes.
    await toggle('Rules').click();
    await expect.poll(() => isOpen('Rules')).toBe(true);
    await toggle('Event').click();
    await expect.poll(() => isOpen('Event')).toBe(true);
    await expect.poll(() => isOpen('Rules')).toBe(false);
    await context.close();
  });
  it('can be hidden on desktop, and the choice survives a reload', async () => {
    const { context, page } = await openPage(browser(), DOC);
    await page.getByRole('button', { name: 'Hide sidebar' }).click();
    await expect.poll(() => page.locator('.rp-doc-layout__sidebar').isVisible()).toBe(false);
    await page.reload();
    await waitHydrated(page);
    expect(await page.locator('.rp-doc-layout__sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show sidebar' }).click();
    await expect.poll(() => page.locator('.rp-doc-layout__sidebar').isVisible()).toBe(true);
    await context.close();
  });
});

describe('navbar and keyboard', () => {
  it('has the product menus, blog, community links shown as external, and English only', async () => {
    const { context, page } = await openPage(browser(), '/');
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['en', 'ltr']);
    const navText = await page.locator('.rp-nav').innerText();
    for (const t of ['IDN', 'IIQ', 'NERM', 'Blog', 'Community']) expect(navText).toContain(t);
    const external = await page
      .locator('.rp-nav a[href^="http"]')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('target'), a.getAttribute('rel') ?? '']));
    expect(external.length).toBeGreaterThanOrEqual(3);
    for (const [target, rel] of external) {
      expect(target).toBe('_blank');
      expect(rel).toContain('noopener');
    }
    await context.close();
  });
  it('shows a visible focus ring on nav items reached with the keyboard', async () => {
    const { context, page } = await openPage(browser(), '/');
    let found = false;
    for (let i = 0; i < 12 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !el.closest('.rp-nav')) return false;
        const s = getComputedStyle(el);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1;
      });
    }
    expect(found).toBe(true);
    await context.close();
  });
});

describe('screenshots for review', () => {
  it('home, a docs page and the not-found page in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await newPage(browser(), { colorScheme: scheme });
      for (const [name, p] of [
        ['home', '/'],
        ['doc', DOC],
        ['not-found', '/no/such/page'],
      ] as const) {
        await page.goto(url(p));
        await waitHydrated(page);
        await screenshot(page, `${name}-${scheme}`);
      }
      await context.close();
    }
    expect(
      fs.existsSync(path.join(siteDir(), '..', 'tests/artifacts/screenshots/home-dark.png')),
    ).toBe(true);
  });
});
