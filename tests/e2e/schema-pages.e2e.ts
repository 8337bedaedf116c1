import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser';

const browser = useBrowser();

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 600): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return n;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('schema pages', () => {
  it('go from an operation to its schema page and back to an operation that uses it, by keyboard', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/get-source', {
      width: 1280,
      height: 800,
    });
    await tabTo(page, 'a[href="/idn/api/v3/schemas/source"]');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/idn/api/v3/schemas/source');
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/\bSource$/);
    const toc = await page.locator('.rp-doc-layout__outline').innerText();
    for (const h of ['Fields', 'Example', 'Used by']) expect(toc).toContain(h);
    await screenshot(page, 'api-schema-page');
    await tabTo(page, '.api-used-by a[href="/idn/api/v3/list-sources"]');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/idn/api/v3/list-sources');
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/\bList sources$/);
    await context.close();
  });

  it('filters the schema index by name, hiding empty letters, and reads the whole list without JavaScript', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/schemas');
    const input = page.getByLabel('Filter schemas by name');
    await expect.poll(() => input.isVisible()).toBe(true);
    const visible = () => page.locator('.api-schema-index li:visible').count();
    const all = await visible();
    expect(all).toBeGreaterThan(100);
    await input.fill('access profile');
    await expect.poll(visible).toBeLessThan(all);
    const names = await page.locator('.api-schema-index li:visible').allInnerTexts();
    expect(names.every((n) => /access_?profile/i.test(n.replace(/\s/g, '')))).toBe(true);
    expect(await page.locator('h2:visible', { hasText: /^S$/ }).count()).toBe(0);
    expect(await page.locator('.api-schema-filter__count').innerText()).toMatch(
      /^\d+ of \d+ schemas$/,
    );
    await context.close();

    const noJs = await browser().newContext({ javaScriptEnabled: false });
    const raw = await noJs.newPage();
    await raw.goto(`${(await import('./browser')).url('/idn/api/v3/schemas')}`);
    expect(await raw.locator('.api-schema-index li').count()).toBe(all);
    expect(await raw.locator('.api-schema-filter').isVisible()).toBe(false);
    await noJs.close();
  });

  it('are in the version menu, the sidebar and search', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/schemas/source');
    expect(await page.locator('.api-versions a[href="/idn/api/beta/schemas/source"]').count()).toBe(
      1,
    );
    // The last group of the version's sidebar, its title linking to the index.
    expect(await page.locator('.portal-sidebar a:not(.sb-item)').last().getAttribute('href')).toBe(
      '/idn/api/v3/schemas',
    );
    await page.keyboard.press('Control+k');
    const input = page.locator('.search-modal input[role="combobox"]');
    await input.waitFor({ timeout: 10_000 });
    await input.fill('Source');
    const hit = page.locator(
      '.search-modal [role="option"][data-href$="/idn/api/v3/schemas/source"]',
    );
    await expect.poll(() => hit.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Labelled as a schema where operations show their method.
    const option = hit.first();
    expect(await option.locator('.search-hit__method').innerText()).toBe('schema');
    await context.close();
  });
});
