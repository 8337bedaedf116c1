import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';

/**
 * Issue 35 on the portal's own site: IDN has six APIs (v3 and beta of its default API, and the
 * Identities, Access Profiles, Sources and Transforms services). Its API index is filtered by name
 * by keyboard alone and fits a 390 px phone; each API's version menu lists only its own versions;
 * the IDN menu leads to the index; the search dialog's API filter, used by keyboard, keeps only
 * that API's results.
 */
const INDEX = '/idn/api';
const SERVICE_OP = '/idn/api/sources/get-provisioning-policy-v-2';

const browser = useBrowser();

/** The APIs the index shows (not hidden by the filter), by name. */
const shownApis = (page: Page) =>
  page
    .locator('li.api-index__api:not([hidden]) > a.api-index__name')
    .evaluateAll((as) => as.map((a) => a.textContent));

/** Tabs from the top of the page until `selector` has the focus (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${max} Tab presses`);
}

describe('IDN API index', () => {
  it('lists every IDN API with its versions, and the filter narrows the list as you type, by keyboard alone', async () => {
    const { context, page } = await openPage(browser(), INDEX);
    expect(await shownApis(page)).toEqual([
      'IDN API',
      'Identities',
      'Access Profiles',
      'Sources',
      'Transforms',
    ]);
    // The default API's versions, with the beta one's status.
    const idn = page.locator('li.api-index__api').first();
    expect(await idn.locator('.api-index__versions a').allInnerTexts()).toEqual(['v3', 'beta']);
    expect(await idn.locator('.api-badge--beta').count()).toBe(1);
    // Keyboard only: Tab reaches the field, typing filters, the count is announced, Tab then
    // reaches the API left, and Enter opens it.
    await tabTo(page, '#api-index-filter');
    await page.keyboard.type('sour');
    await expect.poll(() => shownApis(page)).toEqual(['Sources']);
    expect(await page.locator('#api-index-count').innerText()).toBe('1 of 5 APIs');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null)).toBe(
      '/idn/api/sources',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/idn/api/sources');
    // Back, cleared: every API again.
    await page.goBack();
    await page.locator('#api-index-filter').waitFor();
    await page.locator('#api-index-filter').fill('');
    await expect.poll(() => shownApis(page)).toHaveLength(5);
    await page.locator('#api-index-filter').fill('no such api');
    await expect.poll(() => shownApis(page)).toEqual([]);
    expect(await page.locator('#api-index-count').innerText()).toBe('0 of 5 APIs');
    await context.close();
  });

  it('nothing is wider than a 390 px screen, filtered or not', async () => {
    const { context, page } = await openPage(browser(), INDEX, { width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        const wide = [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
        return { scroll: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 5) };
      });
    expect(await page.locator('#api-index-filter').isVisible()).toBe(true);
    expect(await overflow()).toEqual({ scroll: 0, wide: [] });
    await page.locator('#api-index-filter').fill('access');
    await expect.poll(() => shownApis(page)).toEqual(['Access Profiles']);
    expect(await overflow()).toEqual({ scroll: 0, wide: [] });
    await context.close();
  });

  it('is what the IDN navbar menu leads to, after the default API’s versions', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs');
    const links = await page
      .locator('.rp-nav a[href^="/idn/api"]')
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['V3 APIs', '/idn/api/v3'],
      ['Beta APIs', '/idn/api/beta'],
      ['All APIs', '/idn/api'],
    ]);
    await context.close();
  });
});

describe('per-API version menus', () => {
  it('v3’s menu lists only v3 and beta; a service with one version has no menu, and shows each operation’s path version and status', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/list-sources');
    const items = await page
      .locator('details.api-versions .api-versions__list a')
      .evaluateAll((as) => as.map((a) => a.textContent));
    expect(items).toEqual(['V3 APIs', 'Beta APIs']);
    await context.close();

    const service = await openPage(browser(), SERVICE_OP);
    expect(await service.page.locator('details.api-versions').count()).toBe(0);
    const head = service.page.locator('.api-op-head');
    expect(await head.locator('.api-badge--spec').allInnerTexts()).toEqual(['v2', 'Experimental']);
    expect(await service.page.locator('.api-experimental').innerText()).toContain(
      'X-SailPoint-Experimental: true',
    );
    // The sidebar shows the path version of each operation too.
    const sidebarBadges = await service.page
      .locator(`.portal-sidebar a[href="${SERVICE_OP}"] .sb-badge`)
      .allInnerTexts();
    expect(sidebarBadges).toEqual(['v2', 'Experimental']);
    await service.context.close();
  });
});

describe('search dialog: filter by API', () => {
  it('choosing an API by keyboard keeps only that API’s results', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3');
    await page.keyboard.press('Control+k');
    const box = page.locator('.search-modal input[role="combobox"]');
    await box.waitFor({ timeout: 10_000 });
    const hrefs = () =>
      page
        .locator('.search-modal [role="option"][data-href]')
        .evaluateAll((els) => els.map((o) => o.getAttribute('data-href')!));
    const typed = (q: string) =>
      page.waitForFunction(
        (want) => (window.__searchTimings?.keystrokes ?? []).some((k) => k.q === want),
        q,
        { timeout: 15_000 },
      );
    await page.keyboard.type('provisioning policy');
    await typed('provisioning policy');
    await expect
      .poll(async () => (await hrefs()).some((h) => h.startsWith('/idn/api/v3/')))
      .toBe(true);
    // Tab from the field to the API filter (IDN is preselected on an IDN page: its APIs are offered).
    const select = page.locator('.search-modal select[data-facet="api"]');
    expect(
      await select.locator('option').evaluateAll((os) => os.map((o) => o.textContent)),
    ).toEqual(['All APIs', 'IDN API', 'Identities', 'Access Profiles', 'Sources', 'Transforms']);
    for (let i = 0; i < 20 && !(await select.evaluate((s) => s === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await select.evaluate((s) => s === document.activeElement)).toBe(true);
    // Typing an option's first letters picks it on a focused select.
    await page.keyboard.type('Sour');
    expect(await select.inputValue()).toBe('idn/sources');
    await expect
      .poll(async () => {
        const list = await hrefs();
        return list.length > 0 && list.every((h) => h.startsWith('/idn/api/sources/'));
      })
      .toBe(true);
    expect(await hrefs()).toContain('/idn/api/sources/get-provisioning-policy-v-2');
    // Back to all APIs by keyboard (Home: the first option): the v3 results return.
    expect(await select.evaluate((s) => s === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    expect(await select.inputValue()).toBe('');
    await expect
      .poll(async () => (await hrefs()).some((h) => h.startsWith('/idn/api/v3/')))
      .toBe(true);
    await context.close();
  });
});
