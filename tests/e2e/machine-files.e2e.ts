import { describe, expect, it } from 'vitest';
import { gotoReady, newPage, url, useBrowser } from './browser';

/**
 * llms.txt, llms-full.txt and the spec downloads are linked from the footer and /ai, each link
 * answers, and search finds them (a result opens the file itself).
 */
const browser = useBrowser();
const FILES = /^\/(llms\.txt|llms-full\.txt|api-specs\/[\w.-]+\.(ya?ml|json))$/;

async function fileLinks(p: string, scope: string): Promise<string[]> {
  const { context, page } = await newPage(browser());
  await gotoReady(page, p);
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((els) => els.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await context.close();
  return [...new Set(hrefs.filter((h) => FILES.test(h)))];
}

describe('machine-readable files', () => {
  it('are linked from the footer and /ai, and each link answers', async () => {
    const footer = await fileLinks('/', 'footer');
    const ai = await fileLinks('/ai', '.pp-page');
    for (const links of [footer, ai]) {
      expect(links).toEqual(expect.arrayContaining(['/llms.txt', '/llms-full.txt']));
      expect(links.filter((l) => l.startsWith('/api-specs/')).length).toBeGreaterThanOrEqual(4);
    }
    for (const l of footer) {
      const res = await fetch(url(l), { method: 'HEAD' });
      expect(res.status, l).toBe(200);
    }
  });

  it('are found by search, and a result opens the file', async () => {
    const { context, page } = await newPage(browser());
    await gotoReady(page, '/search');
    await page.locator('.search-page input[role="combobox"]').fill('llms.txt');
    const first = page.locator('.search-page [role="option"][data-href]').first();
    await expect.poll(() => first.getAttribute('data-href'), { timeout: 15_000 }).toBe('/llms.txt');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/llms\.txt$/);
    expect(await page.locator('body').innerText()).toMatch(/^# /);
    await page.goto(url('/search?q=openapi%20spec'));
    await expect
      .poll(() => first.getAttribute('data-href'), { timeout: 15_000 })
      .toMatch(/^\/api-specs\//);
    await context.close();
  });
});
