import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT_LIST_ID } from '../../theme/boot/load-after-paint';
import { newPage, openPage, siteDir, startUsing, url, useBrowser, waitHydrated } from './browser';

/**
 * How pages start (plugins/client-boot, theme/boot): the server's HTML is painted before any
 * script is requested; then the scripts listed in the page run and hydrate it.
 */
const browser = useBrowser();

const PAGES = ['/', '/idn/docs/transforms/operations/lower', '/idn/api/v3/list-sources'];
const htmlOf = (p: string) =>
  fs.readFileSync(path.join(siteDir(), p === '/' ? 'index.html' : `${p}.html`), 'utf8');
const listed = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">([^<]*)</script>`).exec(
      html,
    )![1]!,
  ) as string[];

describe('page start', () => {
  it('lists the scripts in the page instead of sending <script src> tags', () => {
    for (const p of PAGES) {
      const html = htmlOf(p);
      expect(html, p).not.toMatch(/<script[^>]*\ssrc=/);
      const scripts = listed(html);
      expect(
        scripts.some((s) => /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(s)),
        p,
      ).toBe(true);
      for (const s of scripts) expect(fs.existsSync(path.join(siteDir(), s)), s).toBe(true);
    }
  });

  it('serves the navbar parts, the sidebar and the footer as hydration slices of their own', () => {
    // theme/logic/HydrationSlice.tsx: each is a Suspense boundary (React marks a server-rendered
    // one with <!--$--> … <!--/$-->) that Preact hydrates in a task of its own after the rest of
    // the page (the mechanics: HydrationSlice.test.ts). The home page has no sidebar.
    for (const p of PAGES) {
      const html = htmlOf(p);
      expect(html, p).toMatch(/<!--\$--><nav class="nav-main"/);
      expect(html, p).toMatch(/<!--\$--><div class="nav-tools"/);
      expect(html, p).toMatch(/<!--\$--><div class="mobile-nav"/);
      expect(html, p).toMatch(/<!--\$--><footer class="site-footer"/);
      if (p !== '/') expect(html, p).toMatch(/<!--\$--><nav class="portal-sidebar"/);
    }
  });

  it('requests the scripts only after the document is parsed and a frame has been drawn, then hydrates', async () => {
    for (const p of PAGES) {
      const { context, page } = await newPage(browser(), { width: 412, height: 823 });
      await page.addInitScript(() => {
        requestAnimationFrame(
          () => ((window as { __firstFrame?: number }).__firstFrame = performance.now()),
        );
      });
      await page.goto(url(p), { waitUntil: 'load' });
      await waitHydrated(page);
      const t = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const index = performance
          .getEntriesByType('resource')
          .find((r) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(r.name))!;
        return {
          parsed: nav.domContentLoadedEventStart,
          frame: (window as { __firstFrame?: number }).__firstFrame!,
          requested: index.startTime,
        };
      });
      expect(t.requested, p).toBeGreaterThanOrEqual(t.parsed);
      expect(t.requested, p).toBeGreaterThanOrEqual(t.frame);
      await context.close();
    }
  });

  it('starts without animation frames too (a tab opened in the background)', async () => {
    const { context, page } = await newPage(browser());
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto(url('/idn/docs/transforms/operations/lower'), { waitUntil: 'load' });
    await startUsing(page);
    // Polled on a timer: Playwright's default polling waits for animation frames.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 15_000,
      polling: 100,
    });
    expect(await page.locator('.portal-sidebar button[aria-expanded]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates the phone drawer and the footer only when seen or when the reader first presses', async () => {
    // HydrationSlice's whenSeen: the sidebar's group toggles exist only once it is hydrated.
    const toggles = '.portal-sidebar button[aria-expanded]';
    const footerLive = (page: import('playwright-core').Page) =>
      page.evaluate(() => {
        // Preact keeps an element's event handlers on it (`l`, its mangled `_listeners`): a footer
        // link has its click handler (client-side navigation) once the footer is hydrated.
        const link = document.querySelector('footer.site-footer a[href^="/"]');
        return link !== null && 'l' in link;
      });
    const phone = await openPage(browser(), '/idn/api/v3/list-sources', {
      width: 390,
      height: 844,
    });
    await phone.page.waitForTimeout(500);
    expect(await phone.page.locator(toggles).count()).toBe(0);
    expect(await footerLive(phone.page)).toBe(false);
    // The desktop's product menus, hidden on a phone, wait too; the phone's menu button does not.
    const live = (sel: string) =>
      phone.page.evaluate((s) => {
        const el = document.querySelector(s);
        return el !== null && 'l' in el;
      }, sel);
    expect(await live('nav.nav-main button')).toBe(false);
    expect(await live('div.mobile-nav button')).toBe(true);
    // Opening the drawer (a press) hydrates it: its toggles appear.
    await phone.page.locator('.rp-sidebar-menu__left').click();
    await expect.poll(() => phone.page.locator(toggles).count()).toBeGreaterThan(0);
    expect(await footerLive(phone.page)).toBe(true);
    await phone.context.close();
    // On a wide screen the sidebar is in view from the start: hydrated before the page says so.
    const wide = await openPage(browser(), '/idn/api/v3/list-sources');
    expect(await wide.page.locator(toggles).count()).toBeGreaterThan(0);
    await wide.context.close();
  });

  it('runs no app code until the reader first uses the page, though its scripts are loaded', async () => {
    const { context, page } = await newPage(browser(), { width: 412, height: 823 });
    await page.goto(url('/idn/api/v3/list-sources'), { waitUntil: 'load' });
    await page.waitForTimeout(1_500);
    const before = await page.evaluate(() => ({
      hydrated: document.documentElement.dataset.hydrated ?? null,
      used: window.__portalUse?.used,
      index: performance
        .getEntriesByType('resource')
        .some((r) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(r.name)),
      // Preact keeps an element's handlers on it (`l`): none before the app runs.
      tabLive: 'l' in (document.querySelector('[role="tab"]') ?? {}),
    }));
    expect(before).toEqual({ hydrated: null, used: false, index: true, tabLive: false });
    await waitHydrated(page);
    expect(await page.evaluate(() => window.__portalUse?.used)).toBe(true);
    await context.close();
  });

  it('repeats a click on a control pressed while the app starts (CPU throttled)', async () => {
    const { context, page } = await newPage(browser());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(url('/idn/api/v3/list-sources'), { waitUntil: 'load' });
    // The first use is this click (Playwright moves the mouse there, then presses): the app starts
    // then, and the click itself comes before it is hydrated.
    const menu = page.getByRole('banner').getByRole('button', { name: 'IDN', exact: true });
    await menu.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBe(null);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    await context.close();
  });

  it('starts at once where the URL asks for something (a fragment), with no use', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(url('/idn/docs/transforms/operations/lower#examples'), { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 15_000,
    });
    expect(await page.evaluate(() => window.__portalUse?.used)).toBe(false);
    await context.close();
  });
});
