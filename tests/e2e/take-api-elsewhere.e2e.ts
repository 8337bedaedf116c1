import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SAMPLE_LANGUAGES } from '../../plugins/openapi/code-samples';
import { openPage, url, useBrowser } from './browser';

const browser = useBrowser();
const CREATE_SOURCE = '/idn/api/v3/create-source';
const DESKTOP = { width: 1366, height: 900 };

const requestSample = (page: Page) =>
  page.locator('.api-tabs--code > .api-tabs__panel:visible .api-code').first();

describe('samples the API accepts, and the API taken elsewhere', () => {
  it('sends no read-only field of a source in any of the ten languages', async () => {
    for (const lang of SAMPLE_LANGUAGES) {
      const { context, page } = await openPage(
        browser(),
        `${CREATE_SOURCE}?lang=${lang.id}`,
        DESKTOP,
      );
      await expect
        .poll(() => page.locator(`.api-tabs--code input[value="${lang.id}"]`).isChecked())
        .toBe(true);
      const code = await requestSample(page).innerText();
      expect(code, lang.id).toContain('Active Directory');
      for (const field of ['"healthy"', '"since"', '"created"', '"modified"'])
        expect(code.replace(/\\"/g, '"'), `${lang.id} ${field}`).not.toContain(field);
      await context.close();
    }
  });

  it('"View in spec" gives a document with the one operation', async () => {
    const { context, page } = await openPage(browser(), CREATE_SOURCE, DESKTOP);
    const link = page.locator('a.api-action', { hasText: 'View in spec' });
    const href = await link.getAttribute('href');
    expect(href).toBe('/api-specs/excerpts/idn-v3/create-source.yaml');
    const res = await page.request.get(url(href!));
    expect(res.status()).toBe(200);
    const doc = parseYaml(await res.text()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(['/sources']);
    expect(Object.keys(doc.paths['/sources']!)).toEqual(['post']);
    expect(doc.paths['/sources']!.post!.operationId).toBe('createSource');
    expect(Object.keys(doc.components.schemas)).toContain('Source');
    // The whole spec is still offered, with its size.
    expect(await page.locator('a.api-action[download]').first().innerText()).toMatch(
      /^Download spec \(\d+ KB\)$/,
    );
    await context.close();
  });

  it('the version root links its Postman collection, which resolves', async () => {
    const { context, page } = await openPage(browser(), '/idn/api/v3', DESKTOP);
    const href = await page.locator('a', { hasText: 'Postman collection' }).getAttribute('href');
    expect(href).toBe('/api-specs/idn-v3.postman_collection.json');
    const res = await page.request.get(url(href!));
    expect(res.status()).toBe(200);
    const collection = (await res.json()) as {
      info: { schema: string };
      variable: Array<{ key: string }>;
    };
    expect(collection.info.schema).toMatch(/v2\.1\.0/);
    expect(collection.variable.map((v) => v.key)).toEqual(
      expect.arrayContaining(['tenant', 'baseUrl', 'clientId', 'clientSecret']),
    );
    await context.close();
  });
});
