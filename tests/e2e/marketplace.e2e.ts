import { describe, expect, it } from 'vitest';
import { INTEGRATIONS } from '../../docs/_marketplace-data';
import { openPage, useBrowser } from './browser';

const browser = useBrowser();

const cardTitles = (page: import('playwright-core').Page) =>
  page.locator('.pp-grid[aria-label="Integrations"] .pp-card-title').allInnerTexts();

describe('marketplace', () => {
  it('lists every project with a link to its sailpoint-oss repository, and no invented authors or dates', async () => {
    const { context, page } = await openPage(browser(), '/marketplace');
    expect(await page.locator('.pp-count').innerText()).toBe(`${INTEGRATIONS.length} integrations`);
    const links = await page
      .locator('.pp-card-footer a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(INTEGRATIONS.map((i) => i.repo));
    for (const href of links)
      expect(href).toMatch(/^https:\/\/github\.com\/sailpoint-oss\/[\w.-]+$/);
    expect(await page.locator('.pp-card dt').count()).toBe(0);
    await context.close();
  });

  it('filters by search words and category, keeps the view in the URL, and clears', async () => {
    const { context, page } = await openPage(browser(), '/marketplace');
    await page.getByLabel('Search integrations').fill('powershell');
    const powershell = INTEGRATIONS.filter((i) =>
      [i.name, i.summary, ...i.tags].join(' ').toLowerCase().includes('powershell'),
    ).map((i) => i.name);
    await expect.poll(() => cardTitles(page)).toEqual(powershell);
    await page.getByRole('button', { name: /^Connectors/ }).click();
    await expect
      .poll(() => page.locator('.pp-empty-title').innerText())
      .toContain('No integrations match “powershell” in Connectors');
    expect(new URL(page.url()).search).toBe('?q=powershell&category=connector');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cardTitles(page)).toHaveLength(INTEGRATIONS.length);
    await context.close();
  });

  it('opens on the view a shared URL names', async () => {
    const { context, page } = await openPage(browser(), '/marketplace?category=plugin');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(INTEGRATIONS.filter((i) => i.category === 'plugin').map((i) => i.name));
    await context.close();
  });
});
