import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cls, API_PAGE, TABS } from '../../common/api-pages/markup';
import { gotoReady, newPage, openPage, screenshot, url, useBrowser } from './browser';

/**
 * The two-pane operation page (issue 15): request sample and response examples beside the text
 * from 1200 px, one column below; server values in every sample; deep links to a sample language,
 * a status code and a schema node; panels rendered on demand.
 */
const browser = useBrowser();

const OP = '/idn/api/v3/list-sources';
const OTHER_OP = '/idn/api/v3/create-source';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const requestSample = (page: Page) =>
  page.locator(`${cls(TABS.root)}--code > ${cls(TABS.panel)}:visible .api-code`).first();
const responseExample = (page: Page) =>
  page.locator(`${cls(TABS.root)}--statuses > ${cls(TABS.panel)}:visible`).first();
const box = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!;

describe('two-pane operation page', () => {
  it('keeps the request sample and a response example in view, right of the text, at 1366 × 900', async () => {
    const { context, page } = await openPage(browser(), OP, DESKTOP);
    await page.locator('.api-params .api-field').last().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const text = await box(page, cls(API_PAGE.main));
    for (const el of [requestSample(page), responseExample(page)]) {
      const b = (await el.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(text.x + text.width);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeLessThan(DESKTOP.height - 40);
    }
    // Rspress's outline column gives way to the compact control.
    expect(await page.locator('.rp-doc-layout__outline').isVisible()).toBe(false);
    expect(await page.locator('.api-toc > summary').isVisible()).toBe(true);
    await screenshot(page, 'two-pane-1366-light');
    await context.close();
  });

  it('never runs the panel over the page footer', async () => {
    const { context, page } = await openPage(browser(), OP, DESKTOP);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const panel = await box(page, cls(API_PAGE.sticky));
    const footer = await box(page, '.rp-doc-footer, footer.site-footer');
    expect(panel.y + panel.height).toBeLessThanOrEqual(footer.y + 1);
    await context.close();
  });

  it('is one column below 1200 px, the samples after the text, nothing wider than the screen', async () => {
    const { context, page } = await openPage(browser(), OP, PHONE);
    const main = await box(page, cls(API_PAGE.main));
    const panel = await box(page, cls(API_PAGE.panel));
    expect(panel.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
    expect(panel.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.locator('#code-samples').scrollIntoViewIfNeeded();
    await screenshot(page, 'two-pane-390-light');
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, size] of [
      ['1366', DESKTOP],
      ['390', PHONE],
    ] as const) {
      it(`reads well in ${scheme} mode at ${name} px (screenshot)`, async () => {
        const { context, page } = await openPage(browser(), OP, { ...size, colorScheme: scheme });
        await page
          .locator(name === '1366' ? '.api-params .api-field >> nth=-1' : '#response-examples')
          .scrollIntoViewIfNeeded();
        await screenshot(page, `two-pane-${name}-${scheme}-scrolled`);
        const colour = await requestSample(page).evaluate(
          (el) => getComputedStyle(el).backgroundColor,
        );
        const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        // The sample box stands out from the page in both modes.
        expect(colour).not.toBe(page_);
        await context.close();
      });
    }
  }

  for (const [name, size] of [
    ['1366 × 900', DESKTOP],
    ['390 × 844', PHONE],
  ] as const) {
    it(`puts the tenant in every visible sample and in Python after switching (${name})`, async () => {
      const { context, page } = await openPage(browser(), OP, size);
      await page.getByRole('textbox', { name: 'tenant' }).fill('acme');
      const want = 'https://acme.api.identitynow.com/v3/sources';
      await expect.poll(() => requestSample(page).innerText()).toContain(want);
      // A language shown on demand arrives with the reader's value too.
      await page.locator('.api-tabs--code > .api-tabs__list label', { hasText: 'Python' }).click();
      await expect.poll(() => requestSample(page).innerText()).toContain('import requests');
      expect(await requestSample(page).innerText()).toContain(want);
      expect(await page.locator('.api-endpoint code').innerText()).toBe(want);
      await context.close();
    });
  }

  for (const [name, size] of [
    ['1280 × 800', { width: 1280, height: 800 }],
    ['375 × 700', { width: 375, height: 700 }],
  ] as const) {
    it(`works the panel by keyboard: language, copy, status (${name})`, async () => {
      const { context, page } = await newPage(browser(), size);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoReady(page, OP);
      // A keyboard reader's first Tab (on a phone it also shows the sections below the first screen).
      await page.keyboard.press('Tab');
      await page.locator('.api-tabs--code input:checked').focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('.api-tabs--code input[value="http"]').isChecked()).toBe(true);
      await expect
        .poll(() => requestSample(page).innerText())
        .toContain('GET /v3/sources HTTP/1.1');
      // Tab reaches the shown sample's copy button (named), Enter copies it.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Copy code',
      );
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toContain('GET /v3/sources HTTP/1.1');
      // On through the sample to the status codes: arrows choose one.
      for (
        let i = 0;
        i < 5 &&
        !(await page.evaluate(
          () => document.activeElement?.closest('.api-tabs--statuses') !== null,
        ));
        i++
      )
        await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
        '200',
      );
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => responseExample(page).innerText()).toContain('detailCode');
      await context.close();
    });
  }

  it('opens on the Python sample with ?lang=python', async () => {
    const { context, page } = await openPage(browser(), `${OP}?lang=python`, DESKTOP);
    // The operation's content hydrates in a commit of its own, after the page's hydration marker.
    await expect
      .poll(() => page.locator('.api-tabs--code input[value="python"]').isChecked())
      .toBe(true);
    expect(await requestSample(page).innerText()).toContain('import requests');
    await context.close();
  });

  it('shows the 400 example from the status selector, follows it on the left, and names it in the URL', async () => {
    const { context, page } = await openPage(browser(), OP, DESKTOP);
    // Statuses other than the first are not DOM until chosen.
    expect(await page.locator('.api-tabs--statuses .api-code').count()).toBe(1);
    await page.locator('.api-tabs--statuses > .api-tabs__list label', { hasText: '400' }).click();
    await expect.poll(() => responseExample(page).innerText()).toContain('detailCode');
    expect(
      await page.locator('.api-tabs--responses > .api-tabs__list input[value="400"]').isChecked(),
    ).toBe(true);
    expect(
      await page.locator('.api-tabs--responses > .api-tabs__panel:visible').innerText(),
    ).toMatch(/malformed/);
    expect(new URL(page.url()).hash).toBe('#response-400');
    // The link shows the same view.
    const { page: second, context: c2 } = await newPage(browser(), DESKTOP);
    await gotoReady(second, `${OP}#response-400`);
    await expect
      .poll(() =>
        second.locator('.api-tabs--statuses > .api-tabs__list input[value="400"]').isChecked(),
      )
      .toBe(true);
    expect(await responseExample(second).innerText()).toContain('detailCode');
    await c2.close();
    await context.close();
  });

  it('names an opened schema node in the URL, and a link into a closed node of another status opens it', async () => {
    const { context, page } = await openPage(browser(), OP, DESKTOP);
    const owner = page.locator('#response-200-json-items-owner > details.api-field__children');
    await owner.locator('summary').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#response-200-json-items-owner');
    const id = 'response-400-json-messages-items-text';
    await gotoReady(page, `${OP}#${id}`);
    const target = page.locator(`[id="${id}"]`);
    await expect.poll(() => target.isVisible()).toBe(true);
    expect(
      await page.locator('.api-tabs--responses > .api-tabs__list input[value="400"]').isChecked(),
    ).toBe(true);
    const top = (await target.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(DESKTOP.height);
    await context.close();
  });

  it('has a compact "On this page" menu, by keyboard', async () => {
    const { context, page } = await openPage(browser(), OP, DESKTOP);
    const menu = page.locator('details.api-toc');
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const links = await menu.locator('nav a').allInnerTexts();
    expect(links).toEqual(
      expect.arrayContaining([
        'Request',
        'Parameters',
        'Responses',
        'Code samples',
        'Response examples',
        'View the OpenAPI source of this page',
      ]),
    );
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await menu.locator('summary').evaluate((s) => s === document.activeElement)).toBe(true);
    await menu.locator('summary').click();
    await menu.locator('nav a', { hasText: 'Responses' }).click();
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await expect.poll(async () => (await box(page, '#responses')).y).toBeLessThan(300);
    await context.close();
  });

  it('keeps every status readable without JavaScript', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(OP));
    await page.locator('.api-tabs--statuses > .api-tabs__list label', { hasText: '400' }).click();
    await expect.poll(() => responseExample(page).innerText()).toContain('detailCode');
    await page.locator('.api-tabs--code > .api-tabs__list label', { hasText: 'Python' }).click();
    expect(await requestSample(page).innerText()).toContain('import requests');
    await context.close();
  });

  it('keeps the layout on a client-side navigation to another operation', async () => {
    const { context, page } = await openPage(browser(), OP, DESKTOP);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page
      .locator('.portal-sidebar a', { hasText: /^Create a source$/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === OTHER_OP);
    await expect.poll(() => page.locator('h1').innerText()).toContain('Create a source');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      1,
    );
    expect(await requestSample(page).innerText()).toContain('--request POST');
    expect(await page.locator(cls(API_PAGE.panel)).isVisible()).toBe(true);
    // Copy buttons are the browser's (the build does not write them): the new page's blocks have theirs.
    await expect
      .poll(() => page.locator('.api-layout__panel .api-code:visible').count())
      .toBeGreaterThan(0);
    expect(
      await page
        .locator(
          '.api-layout__panel .api-code:visible:not(:has(> .code-tools > button.api-copy[aria-label="Copy code"]))',
        )
        .count(),
    ).toBe(0);
    await context.close();
  });
});
