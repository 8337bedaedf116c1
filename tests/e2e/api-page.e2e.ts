import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/site';
import {
  gotoReady,
  newPage,
  openPage,
  screenshot,
  siteDir,
  useBrowser,
  waitHydrated,
} from './browser';

const browser = useBrowser();

const OP = '/idn/api/v3/list-sources';
const OTHER_OP = '/idn/api/v3/get-account';

describe('API operation page', () => {
  it('has the method, path, sections in the table of contents, and its text in the static HTML', async () => {
    const res = await fetch(`${(await import('./browser')).url(OP)}`);
    const html = await res.text();
    expect(html).toContain('api-method--get');
    expect(html).toContain('/sources');
    expect(html).toMatch(/Query parameters/);
    const { context, page } = await openPage(browser(), OP);
    const toc = await page.locator('.rp-doc-layout__outline').innerText();
    for (const h of ['Request', 'Authorization', 'Parameters', 'Responses', 'Code samples'])
      expect(toc).toContain(h);
    await screenshot(page, 'api-operation-light');
    await context.close();
  });

  it('expands a nested schema and switches a oneOf tab', async () => {
    const { context, page } = await newPage(browser());
    // An operation whose request body has nested objects.
    await gotoReady(page, '/idn/api/v3/create-role');
    const details = page.locator('details.api-field__children:visible').first();
    await details.locator('summary').click();
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // The node's children become DOM when it opens.
    await expect.poll(() => details.locator('.api-field').first().isVisible()).toBe(true);
    await context.close();

    const second = await newPage(browser());
    await gotoReady(second.page, '/idn/api/beta/create-subscription');
    const variants = second.page.locator('.api-tabs--variants').first();
    const panels = variants.locator(':scope > .api-tabs__panel');
    expect(await panels.nth(0).isVisible()).toBe(true);
    await variants.locator(':scope > .api-tabs__list label').nth(1).click();
    await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
    expect(await panels.nth(0).isVisible()).toBe(false);
    await second.context.close();
  });

  it('remembers the code-sample language on the next page, and copies a sample', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, OP);
    const samples = page.locator('.api-tabs[data-group="code-language"]');
    await samples.locator('label', { hasText: 'Python' }).click();
    await expect
      .poll(() =>
        samples
          .locator('.api-tabs__panel[data-lang], .api-tabs__panel')
          .filter({ hasText: 'import requests' })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(
      await page.evaluate((k) => localStorage.getItem(`${k}:code-language`), STORAGE_KEYS.codeTab),
    ).toBe('python');
    // Copy the visible sample.
    const panel = samples
      .locator('.api-tabs__panel')
      .filter({ hasText: 'import requests' })
      .first();
    await panel.locator('.api-copy').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('import requests');
    expect(copied).toContain('/sources');
    // A panel shown later (a status's example) gets its copy button too.
    await page.locator('.api-tabs--statuses label', { hasText: '400' }).first().click();
    await expect
      .poll(() => page.locator('.api-tabs--statuses .api-code:visible .api-copy').count())
      .toBeGreaterThan(0);
    // Next page (a client-side navigation from the sidebar): Python is preselected.
    await page
      .locator('.portal-sidebar a', { hasText: /^Create a source$/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/idn/api/v3/create-source');
    const python = page.locator('.api-tabs[data-group="code-language"] input[value="python"]');
    await expect.poll(() => python.isChecked()).toBe(true);
    await context.close();
  });

  it('follows a parameter anchor', async () => {
    const { context, page } = await openPage(browser(), OP);
    const anchor = page.locator('.api-params .api-field > a:first-child').first();
    const href = await anchor.getAttribute('href');
    await anchor.focus();
    await anchor.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
    const top = await page.locator(href!).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(300);
    await context.close();
  });

  it('has a version menu (apis.yaml order) linking to the same operation, driven by keyboard', async () => {
    const { context, page } = await openPage(browser(), OP);
    const menu = page.locator('details.api-versions');
    const summary = menu.locator('summary');
    expect(await summary.innerText()).toMatch(/Version:\s*V3 APIs/);
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const links = await menu
      .locator('a')
      .evaluateAll((as) =>
        as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
      );
    expect(links).toEqual([
      ['V3 APIs', '/idn/api/v3/list-sources', 'page'],
      ['Beta APIs', '/idn/api/beta/list-sources', null],
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await summary.evaluate((s) => s === document.activeElement)).toBe(true);
    await summary.click();
    await page.locator('h2').first().click();
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });

  it('an operation only in Beta links to the V3 root and says so; single-version APIs have no menu', async () => {
    const { context, page } = await newPage(browser());
    const onlyBeta = JSON.parse(
      fs.readFileSync(path.join(siteDir(), 'site-metadata.json'), 'utf8'),
    ) as { pages: Array<{ path: string }> };
    // The "What changed" page lists the operations Beta adds: take the first one.
    await gotoReady(page, '/idn/api/beta/changes');
    const added = await page
      .locator('h2:has-text("Added operations") + * a, h2:has-text("Added operations") ~ div a')
      .first()
      .getAttribute('href');
    expect(onlyBeta.pages.some((p) => p.path === added)).toBe(true);
    await gotoReady(page, added!);
    const v3 = page.locator('details.api-versions a', { hasText: 'V3 APIs' });
    expect(await v3.getAttribute('href')).toBe('/idn/api/v3');
    expect(await page.locator('.api-versions__note').textContent()).toContain(
      'not in this version',
    );
    await gotoReady(page, '/iiq/api');
    expect(await page.locator('details.api-versions').count()).toBe(0);
    await context.close();
  });

  it('lists "What changed" in the Beta sidebar', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/beta/list-sources');
    const link = page.locator('.portal-sidebar a', { hasText: 'What changed' });
    expect(await link.getAttribute('href')).toBe('/idn/api/beta/changes');
    await link.click();
    await page.waitForURL((u) => u.pathname === '/idn/api/beta/changes');
    await expect.poll(() => page.locator('h1').innerText()).toContain('What changed in Beta APIs');
    await context.close();
  });

  it('?lang=python opens the page on the Python sample without changing the stored choice', async () => {
    const { context, page } = await openPage(browser(), `${OP}?lang=python`);
    const group = page.locator('.api-tabs[data-group="code-language"]').first();
    await expect.poll(() => group.locator('input[value="python"]').isChecked()).toBe(true);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.includes('code-language')),
      ),
    ).toEqual([]);
    await gotoReady(page, OP);
    expect(await group.locator('input[value="python"]').isChecked()).toBe(false);
    await context.close();
  });

  it('the tenant typed once fills every URL and sample, survives reload and navigation, and reaches another tab', async () => {
    const { context, page } = await openPage(browser(), OP);
    const other = await context.newPage();
    await gotoReady(other, OTHER_OP);
    const tenant = page.getByRole('textbox', { name: 'tenant' });
    // Empty, with no placeholder that looks typed in; the hint under it is visible (issue 38).
    expect(await tenant.inputValue()).toBe('');
    expect(await tenant.getAttribute('placeholder')).toBeNull();
    await expect.poll(() => page.locator('#server-var-tenant-note').isVisible()).toBe(true);
    expect(await page.locator('#server-var-tenant-note').innerText()).toContain(
      'Empty, the samples show {tenant}.',
    );
    // Static HTML keeps the spec's placeholder.
    expect(await page.locator('.api-endpoint code').innerText()).toBe(
      'https://{tenant}.api.identitynow.com/v3/sources',
    );
    await tenant.fill('acme');
    const urls = () =>
      page
        .locator(
          '.api-endpoint code, .api-tabs[data-group="code-language"] .api-tabs__panel:visible pre',
        )
        .allInnerTexts();
    await expect
      .poll(async () =>
        (await urls()).every(
          (t) =>
            t.includes('https://acme.api.identitynow.com/v3/sources') ||
            t.includes('acme.api.identitynow.com'),
        ),
      )
      .toBe(true);
    expect((await urls()).join('\n')).not.toContain('{tenant}');
    await expect
      .poll(() => other.locator('.api-endpoint code').innerText())
      .toContain('https://acme.api.identitynow.com/v3/');
    await page.reload();
    await waitHydrated(page);
    await expect
      .poll(() => page.locator('.api-endpoint code').innerText())
      .toBe('https://acme.api.identitynow.com/v3/sources');
    expect(await tenant.inputValue()).toBe('acme');
    // A client-side navigation to another operation of the spec.
    await page
      .locator('.portal-sidebar a', { hasText: /^Create a source$/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname !== OP);
    // Both operations' endpoint is /v3/sources: wait for the new page before reading it.
    await expect.poll(() => page.locator('h1').innerText()).toContain('Create a source');
    await expect
      .poll(() => page.locator('.api-endpoint code').innerText())
      .toMatch(/^https:\/\/acme\.api\.identitynow\.com\/v3\/sources$/);
    for (const bad of ['acme/evil', '<b>']) {
      await tenant.fill(bad);
      const error = page.locator('#server-var-tenant-error');
      await expect.poll(() => error.isVisible()).toBe(true);
      expect(await error.innerText()).toContain('host-name label');
      expect(await tenant.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('.api-endpoint code').innerText()).toMatch(/^https:\/\/acme\.api/);
      expect(await page.locator('.api-endpoint b').count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.locator('.api-endpoint code').innerText()).toMatch(
      /^https:\/\/\{tenant\}\.api/,
    );
    await context.close();
  });

  it('offers the bundled spec for download', async () => {
    const { context, page } = await openPage(browser(), OP);
    const href = await page.locator('a.api-action[download]').first().getAttribute('href');
    expect(href).toBe('/api-specs/idn-v3.yaml');
    const res = await page.request.get((await import('./browser')).url(href!));
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/^openapi: 3\./m);
    await context.close();
  });

  it('looks right in dark mode', async () => {
    const { context, page } = await openPage(browser(), OP, { colorScheme: 'dark' });
    await screenshot(page, 'api-operation-dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });
});
