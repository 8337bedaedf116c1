import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, openPage, url, useBrowser, waitHydrated } from './browser';

/**
 * Deferred sections (common/api-pages/deferred-sections.ts, theme/api/deferred-sections.ts): on a
 * phone an operation page is parsed and laid out without the sections below its first screen; they
 * arrive as the reader nears them, on Tab, on a link into them, and by themselves soon after load.
 * Wide screens (two panes: the panel is in view) and readers without JavaScript get everything.
 */
const browser = useBrowser();

const OP = '/idn/api/v3/list-sources';
const PHONE = { width: 412, height: 823 };
const deferredCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('noscript.api-defer').length);
const hiddenCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('.api-section[hidden]').length);
/** The section after a heading, as the page writes it (heading, then its `.api-section`). */
const sectionAfter = (page: Page, headingId: string) =>
  page.locator(`[id="${headingId}"] + .api-section`);

describe('deferred sections', () => {
  it('on a phone: the first screen is elements, the sections below are not, until the reader nears them', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(url(OP), { waitUntil: 'domcontentloaded' });
    // Parsed: the description and endpoint are there; parameters, responses and the panel wait.
    expect(await page.locator('.api-description').count()).toBe(1);
    expect(await page.locator('.api-endpoint').count()).toBe(1);
    expect(
      await sectionAfter(page, 'responses').locator(':scope > noscript.api-defer').count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('.api-tabs--code').count()).toBe(0);
    await waitHydrated(page);
    // A reader scrolling down a screen at a time meets the parameters, then the responses.
    const responses = sectionAfter(page, 'responses').locator('.api-tabs--responses');
    for (let i = 0; i < 12 && !(await responses.isVisible()); i++) {
      await page.mouse.wheel(0, PHONE.height * 0.8);
      await page.waitForTimeout(150);
    }
    expect(await page.locator('#param-query-limit').isVisible()).toBe(true);
    await expect.poll(() => responses.isVisible()).toBe(true);
    // Its behaviour came with it: the copy buttons of its code blocks.
    await page.locator('#code-samples').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.api-tabs--code .api-code:visible .api-copy').count())
      .toBe(1);
    await context.close();
  });

  it('on a tall narrow screen, a section within the first screen and a quarter is shown in the first frame, the next one waits', async () => {
    const { context, page } = await newPage(browser(), { width: 412, height: 1600 });
    await page.goto(url(OP), { waitUntil: 'domcontentloaded' });
    // Read in a frame callback queued after the sections' own (their check reads that frame's layout).
    const state = await page.evaluate(
      () =>
        new Promise<[boolean, boolean]>((resolve) =>
          requestAnimationFrame(() =>
            resolve([
              !!document.getElementById('param-query-limit'),
              !!document.querySelector('.api-tabs--responses'),
            ]),
          ),
        ),
    );
    expect(state).toEqual([true, false]);
    await context.close();
  });

  it('on a phone: every section is shown within seconds of load without scrolling, none hidden', async () => {
    const { context, page } = await openPage(browser(), OP, PHONE);
    expect(await deferredCount(page)).toBeGreaterThan(0);
    await expect.poll(() => deferredCount(page), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => hiddenCount(page), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('#param-query-limit').isVisible()).toBe(true);
    await context.close();
  });

  it('on a phone: the first Tab shows them all, so keyboard order skips nothing', async () => {
    const { context, page } = await openPage(browser(), OP, PHONE);
    expect(await deferredCount(page)).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    expect(await deferredCount(page)).toBe(0);
    expect(await hiddenCount(page)).toBe(0);
    await context.close();
  });

  it('on a phone: a link into a deferred section lands on its target', async () => {
    const { context, page } = await openPage(browser(), `${OP}#param-query-limit`, PHONE);
    const target = page.locator('#param-query-limit');
    await expect.poll(() => target.isVisible()).toBe(true);
    await expect.poll(async () => (await target.boundingBox())!.y).toBeLessThan(PHONE.height);
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it('on a phone: a later section follows the status the reader chose in an earlier one', async () => {
    const { context, page } = await openPage(browser(), OP, PHONE);
    await page.locator('#responses').scrollIntoViewIfNeeded();
    const label400 = page.locator('.api-tabs--responses > .api-tabs__list label', {
      hasText: '400',
    });
    await label400.click();
    // The panel's examples are screens below; whether they arrive after this choice (on approach)
    // or arrived before it (soon after load), they show the chosen status.
    await page.locator('#response-examples').scrollIntoViewIfNeeded();
    const status400 = page.locator('.api-tabs--statuses > .api-tabs__list input[value="400"]');
    await expect.poll(() => status400.isChecked()).toBe(true);
    await context.close();
  });

  it('before printing, all are shown', async () => {
    const { context, page } = await openPage(browser(), OP, PHONE);
    expect(await deferredCount(page)).toBeGreaterThan(0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await deferredCount(page)).toBe(0);
    expect(await hiddenCount(page)).toBe(0);
    await context.close();
  });

  it('at 1280 px (two panes) every section is elements before the first paint', async () => {
    const { context, page } = await newPage(browser(), { width: 1280, height: 800 });
    await page.goto(url(OP), { waitUntil: 'domcontentloaded' });
    expect(await deferredCount(page)).toBe(0);
    expect(await page.locator('.api-tabs--code').isVisible()).toBe(true);
    await context.close();
  });

  it('without JavaScript, a phone shows every section', async () => {
    const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(OP));
    for (const sel of [
      '#param-query-limit',
      '.api-tabs--responses',
      '.api-tabs--code',
      '.api-tabs--statuses',
    ])
      expect(await page.locator(sel).first().isVisible(), sel).toBe(true);
    await context.close();
  });

  it('on a phone, a client-side navigation shows the new page’s first screen at once and the rest as for a first load', async () => {
    const { context, page } = await openPage(browser(), OP, PHONE);
    // A link inside the page's content navigates client-side (theme/layout/Layout.tsx).
    const href = '/idn/api/v3/create-source';
    await page.evaluate((h) => {
      const a = document.createElement('a');
      a.href = h;
      a.textContent = 'next';
      document.querySelector('.api-description')!.append(a);
      a.click();
    }, href);
    await page.waitForURL(url(href));
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/create/i);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    // Its first screen is elements; what lies screens below waits, and arrives on approach.
    expect(await page.locator('.api-endpoint').isVisible()).toBe(true);
    await expect.poll(() => deferredCount(page)).toBeGreaterThan(0);
    const code = page.locator('.api-tabs--code');
    for (let i = 0; i < 40 && !(await code.isVisible()); i++) {
      await page.mouse.wheel(0, PHONE.height * 0.8);
      await page.waitForTimeout(100);
    }
    expect(await code.isVisible()).toBe(true);
    await context.close();
  });
});
