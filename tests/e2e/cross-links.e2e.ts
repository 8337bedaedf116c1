import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gotoReady, openPage, siteDir, useBrowser } from './browser';

/**
 * Issue 29, "readers find and read without friction": guides link their inline API paths to the
 * operation pages (plugins/api-links), and the tenant typed on one version's page fills the other
 * versions on the same server (theme/api/server-vars.ts).
 */
const browser = useBrowser();

const GUIDE = '/idn/api/standard-collection-parameters';

describe('guides link API paths to the reference', () => {
  it('the built guide has its inline `GET /v3/sources` as a link to the operation page', () => {
    const html = fs.readFileSync(path.join(siteDir(), `${GUIDE}.html`), 'utf8');
    expect(html).toMatch(
      /<a href="\/idn\/api\/v3\/list-sources(\.html)?"[^>]*><code>GET \/v3\/sources<\/code><\/a>/,
    );
  });

  it('a reader follows such a link from a guide to the operation', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs/transforms');
    const link = page
      .locator('.rspress-doc a', {
        has: page.locator('code', { hasText: /^POST \/v3\/transforms$/ }),
      })
      .first();
    await link.click();
    await page.waitForURL((u) => u.pathname === '/idn/api/v3/create-transform');
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/transform/i);
    await context.close();
  });
});

describe('operation pages link back to the guides that use them', () => {
  it('create-subscription lists the event-trigger guides, and a reader follows one', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/beta/create-subscription');
    expect(await page.locator('h2#guides').innerText()).toMatch(/Guides/);
    const links = page.locator('.api-guides a');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((els) =>
      els.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(
      hrefs.every((h) => h.startsWith('/idn/docs/event-triggers')),
      hrefs.join(', '),
    ).toBe(true);
    expect(hrefs).toContain('/idn/docs/event-triggers/subscribing-to-trigger');
    await links.first().click();
    await page.waitForURL((u) => u.pathname === hrefs[0]);
    await context.close();
  });
});

describe('server variables across versions', () => {
  it('the tenant typed on a v3 page fills the beta pages; a product on another server keeps its own', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3/list-sources');
    await page.getByRole('textbox', { name: 'tenant' }).fill('acme');
    await expect
      .poll(() => page.locator('.api-endpoint code').innerText())
      .toBe('https://acme.api.identitynow.com/v3/sources');
    await gotoReady(page, '/idn/api/beta/list-sources');
    await expect
      .poll(() => page.locator('.api-endpoint code').innerText())
      .toBe('https://acme.api.identitynow.com/beta/sources');
    expect(await page.getByRole('textbox', { name: 'tenant' }).inputValue()).toBe('acme');
    // NERM's server is another host: its tenant is not IDN's.
    await gotoReady(page, '/nerm/api/get-attribute-option');
    await expect
      .poll(() => page.locator('.api-endpoint code').innerText())
      .toMatch(/^https:\/\/\{tenant\}\.nonemployee\.com\/api\//);
    // Reset on beta clears it for v3 too.
    await gotoReady(page, '/idn/api/beta/list-sources');
    await page.getByRole('button', { name: 'Reset' }).click();
    await gotoReady(page, '/idn/api/v3/list-sources');
    await expect
      .poll(() => page.locator('.api-endpoint code').innerText())
      .toBe('https://{tenant}.api.identitynow.com/v3/sources');
    await context.close();
  });
});
