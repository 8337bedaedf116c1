import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, TEXTS } from '../../config/site';
import {
  gotoReady,
  newPage,
  openPage,
  screenshot,
  startUsing,
  useBrowser,
  waitHydrated,
} from './browser';
// Where the built site is served from and read.
import { baseUrl, siteDir, url } from './browser';

const browser = useBrowser();

const FROM = '/idn/docs/transforms';
const TO = '/idn/docs/transforms/operations/lower';
const ROUTE_CHUNKS = '**/static/js/async/**';

/** Records whether an element ever appeared (a spinner that flashes for one frame counts). */
async function watchFor(page: Page, selector: string) {
  await page.evaluate((sel) => {
    (window as unknown as { __seen: boolean }).__seen = false;
    new MutationObserver(() => {
      if (document.querySelector(sel)) (window as unknown as { __seen: boolean }).__seen = true;
    }).observe(document.body, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __seen: boolean }).__seen);
}

const clickTo = (page: Page) => page.locator(`.rspress-doc a[href="${TO}"]`).first().click();

describe('loading state', () => {
  it('shows a centred spinner and the progress bar when the next page is slow, then the page', async () => {
    const { context, page } = await openPage(browser(), FROM);
    // Only the next page's chunks are slow: the progress bar's own chunk (loaded on the first
    // slow navigation) is served at once, as it would be on any connection the page is slow on.
    await page.route(ROUTE_CHUNKS, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('nprogress-custom-parent')) await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ response, body });
    });
    await clickTo(page);
    await page.locator('.page-spinner').waitFor({ state: 'visible', timeout: 1400 });
    await page.locator('#nprogress').waitFor({ state: 'attached', timeout: 1000 });
    await screenshot(page, 'state-spinner');
    await page.waitForURL((u) => u.pathname === TO, { timeout: 10_000 });
    await expect.poll(() => page.locator('.page-spinner').count()).toBe(0);
    // The new page commits in a React transition just after the URL changes: wait for it.
    await expect
      .poll(() => page.locator('h1').first().innerText(), { timeout: 5_000 })
      .toMatch(/lower/i);
    await context.close();
  });
  it('never flashes the spinner or the progress bar on a fast load', async () => {
    const { context, page } = await openPage(browser(), FROM);
    const spinnerSeen = await watchFor(page, '.page-spinner, #nprogress');
    await clickTo(page);
    await page.waitForURL((u) => u.pathname === TO);
    await page.waitForTimeout(300);
    expect(await spinnerSeen()).toBe(false);
    await context.close();
  });
  it('respects reduced motion', async () => {
    const { context, page } = await openPage(browser(), FROM, { reducedMotion: 'reduce' });
    const name = await page.evaluate(() => {
      const el = document.createElement('div');
      el.innerHTML = '<div class="page-spinner"><svg class="page-spinner__svg"></svg></div>';
      document.body.appendChild(el);
      return getComputedStyle(el.querySelector('.page-spinner__svg')!).animationName;
    });
    expect(name).toBe('none');
    await context.close();
  });
});

describe('failures', () => {
  it('a next page whose code fails to load is opened with a full page load', async () => {
    const { context, page } = await openPage(browser(), FROM);
    await page.route(ROUTE_CHUNKS, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const documentRequest = page.waitForRequest(
      (r) => r.resourceType() === 'document' && new URL(r.url()).pathname === TO,
      { timeout: 10_000 },
    );
    await clickTo(page);
    await documentRequest;
    await page.unroute(ROUTE_CHUNKS);
    await context.close();
  });
  it('a first load whose code fails shows the error text in a red box, and Retry reloads', async () => {
    const { context, page } = await newPage(browser());
    await page.route(ROUTE_CHUNKS, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(url(TO));
    // The app starts when the reader first uses the page (theme/boot/first-use.ts).
    await startUsing(page);
    const box = page.locator('.page-load-error');
    await box.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await box.innerText()).toMatch(/could not be loaded/i);
    expect(await box.locator('pre').innerText()).not.toBe('');
    expect(await box.locator('button').innerText()).toBe(TEXTS.loadFailed.retry);
    expect(await box.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe(
      'rgb(207, 34, 46)',
    );
    await screenshot(page, 'state-load-failed');
    await page.unroute(ROUTE_CHUNKS);
    await box.locator('button').click();
    await waitHydrated(page);
    expect(await page.locator('.page-load-error').count()).toBe(0);
    await context.close();
  });
});

describe('runtime crash', () => {
  it("shows 'This page crashed.' with the message and 'Try again'; navbar and sidebar stay usable", async () => {
    const { context, page } = await newPage(browser());
    await context.addInitScript(
      (p) =>
        ((window as unknown as { __PORTAL_CRASH_PATHS__: string[] }).__PORTAL_CRASH_PATHS__ = [p]),
      TO,
    );
    await gotoReady(page, FROM);
    await clickTo(page);
    const crash = page.locator('.page-crash');
    await crash.waitFor({ state: 'visible' });
    expect(await crash.locator('h1').innerText()).toBe(TEXTS.crash.title);
    expect(await crash.locator('pre').innerText()).toContain(`Test crash on ${TO}`);
    await screenshot(page, 'state-crash');
    // Try again re-renders: still crashing while the flag is set, fine once cleared.
    await page.evaluate(
      () =>
        ((window as unknown as { __PORTAL_CRASH_PATHS__: string[] }).__PORTAL_CRASH_PATHS__ = []),
    );
    await crash.getByRole('button', { name: TEXTS.crash.retry }).click();
    await expect.poll(() => page.locator('.page-crash').count()).toBe(0);
    expect(await page.locator('h1').first().innerText()).toMatch(/lower/i);
    // The chrome kept working: a sidebar link navigates.
    await page.evaluate(
      (p) =>
        ((window as unknown as { __PORTAL_CRASH_PATHS__: string[] }).__PORTAL_CRASH_PATHS__ = [p]),
      '/idn/docs/transforms/operations/upper',
    );
    await page
      .locator('.rp-doc-layout__sidebar a[href="/idn/docs/transforms/operations/upper"]')
      .click();
    await crash.waitFor({ state: 'visible' });
    await page
      .locator('.rp-doc-layout__sidebar a[href="/idn/docs/transforms/operations/trim"]')
      .click();
    await page.waitForURL((u) => u.pathname.endsWith('/trim'));
    await expect.poll(() => page.locator('.page-crash').count()).toBe(0);
    await context.close();
  });
});

describe('wrong base URL', () => {
  it('shows a banner suggesting the base URL that would work', async () => {
    const { context, page } = await newPage(browser());
    const root = siteDir();
    // Serve the site under /portal/ only, as a host configured for another base would.
    await page.route(`${baseUrl()}/**`, (route) => {
      const p = new URL(route.request().url()).pathname;
      if (!p.startsWith('/portal/')) return route.fulfill({ status: 404, body: 'not here' });
      const rel = p.slice('/portal'.length).replace(/\/$/, '') || '/';
      const file = [rel === '/' ? 'index.html' : `${rel}.html`, `${rel}/index.html`, rel]
        .map((f) => path.join(root, f))
        .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      return file
        ? route.fulfill({ status: 200, path: file })
        : route.fulfill({ status: 404, body: 'missing' });
    });
    await page.goto(url('/portal/idn/docs/rules'));
    const banner = page.locator('.base-url-banner');
    await banner.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await banner.innerText()).toMatch(/did not load properly/);
    expect(await banner.innerText()).toContain('/portal/');
    await screenshot(page, 'state-base-url-banner');
    await context.close();
  });
});

describe('prefetching', () => {
  const chunkRequestsOnHover = async (init?: string) => {
    const { context, page } = await newPage(browser());
    if (init) await context.addInitScript(init);
    await gotoReady(page, FROM);
    let requests = 0;
    page.on('request', (r) => r.url().includes('/static/js/async/') && requests++);
    await page.locator(`.rspress-doc a[href="${TO}"]`).first().hover();
    await page.waitForTimeout(500);
    await context.close();
    return requests;
  };
  it('prefetches on hover normally, and not with data saver or on 2G', async () => {
    expect(await chunkRequestsOnHover()).toBeGreaterThan(0);
    expect(
      await chunkRequestsOnHover(
        `Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })`,
      ),
    ).toBe(0);
    expect(
      await chunkRequestsOnHover(
        `Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: 'slow-2g' } })`,
      ),
    ).toBe(0);
  });
});

describe('persisted choices', () => {
  it('code-sample language syncs to another open tab', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/list-sources');
    const other = await context.newPage();
    await gotoReady(other, '/idn/api/v3/get-account');
    await page.locator('.api-tabs[data-group="code-language"] label', { hasText: 'Go' }).click();
    const go = other.locator('.api-tabs[data-group="code-language"] input[value="go"]');
    await expect.poll(() => go.isChecked()).toBe(true);
    await context.close();
  });
  it('the preferred IDN version is remembered and offered on the other version', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/list-sources');
    await page.locator('.api-versions__summary').click();
    await page.locator('a[data-version-key="beta"]').click();
    await page.waitForURL((u) => u.pathname === '/idn/api/beta/list-sources');
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.docsVersion)).toBe(
      'beta',
    );
    await gotoReady(page, '/idn/api/v3/get-account');
    const note = page.locator('.version-preference');
    await note.waitFor({ state: 'visible' });
    expect(await note.locator('a').getAttribute('href')).toBe('/idn/api/beta/get-account');
    await context.close();
  });
});
