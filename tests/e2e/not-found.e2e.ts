import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../config/site';
import { axeViolations, formatViolation, isSeriousOrCritical, WCAG21_AA } from './axe';
import { gotoReady, newPage, useBrowser } from './browser';

/**
 * The not-found page helps (issue 38): "Did you mean" from the site's routes and operationIds,
 * search results for the path's words and a search box, all from the static site (the search
 * shards), with the specified texts kept; reachable by keyboard.
 */
const browser = useBrowser();

async function suggestions(page: Page): Promise<string[]> {
  const list = page.locator('section[aria-labelledby="not-found-suggestions"] li a');
  await list.first().waitFor({ timeout: 20_000 });
  return list.evaluateAll((els) => els.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe('not-found page', () => {
  it.each([
    ['/idn/api/v3/list-acounts', '/idn/api/v3/list-accounts'],
    ['/idn/api/v3/listAccounts', '/idn/api/v3/list-accounts'],
    ['/idn/docs/transforms/operations/concat', '/idn/docs/transforms/operations/concatenation'],
  ])('%s suggests %s first, under the specified texts', async (missing, want) => {
    const { context, page } = await newPage(browser());
    await gotoReady(page, missing);
    await expect(page.locator('h1').textContent()).resolves.toBe(TEXTS.notFound.title);
    expect(await page.locator('.not-found__body').textContent()).toBe(TEXTS.notFound.body);
    expect((await suggestions(page))[0]).toBe(want);
    // Search results for the path's words, and the box holding them.
    await page.locator('section[aria-labelledby="not-found-results"] li a').first().waitFor();
    expect(await page.locator('#not-found-q').inputValue()).not.toBe('');
    await context.close();
  });

  it('reaches the suggestions and the search box by keyboard, and the box opens the search page', async () => {
    const { context, page } = await newPage(browser());
    await gotoReady(page, '/idn/api/v3/list-acounts');
    await suggestions(page);
    const reached = new Set<string>();
    for (let i = 0; i < 60 && !(reached.has('suggestion') && reached.has('box')); i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (el?.closest('section[aria-labelledby="not-found-suggestions"]')) return 'suggestion';
        if (el?.id === 'not-found-q') return 'box';
        return '';
      });
      if (where) reached.add(where);
    }
    expect([...reached].sort()).toEqual(['box', 'suggestion']);
    await page.locator('#not-found-q').fill('list accounts');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=list(\+|%20)accounts/);
    await context.close();
  });

  it('has no serious or critical axe violation with its suggestions shown, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await newPage(browser(), { colorScheme });
      await gotoReady(page, '/idn/api/v3/list-acounts');
      await suggestions(page);
      const serious = (await axeViolations(page, WCAG21_AA)).filter(isSeriousOrCritical);
      expect(serious.map((v) => formatViolation(colorScheme, v)).join('\n')).toBe('');
      await context.close();
    }
  });
});
