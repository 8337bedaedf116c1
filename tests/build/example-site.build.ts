import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/shared';
import { buildSite, type BuildResult } from './build-site';

const SITE = path.join(REPO_ROOT, 'examples/acme');

/**
 * Issue 35: another company's portal (two products, three APIs: one in two versions, one Swagger
 * 2.0) built from its own config and data by the same engine: nothing of the main portal's
 * products or API routes shows up in it.
 */
describe('the example site (examples/acme) on the same engine', () => {
  let r: BuildResult;
  beforeAll(async () => {
    r = await buildSite({
      docsDir: path.join(SITE, 'docs'),
      specsDir: path.join(SITE, 'specs'),
      configFile: path.join(SITE, 'rspress.config.ts'),
      env: { CONTENT_CHECK: 'warn' },
    });
  }, 600_000);
  const html = (route: string) => fs.readFileSync(path.join(r.outDir, `${route}.html`), 'utf8');

  it('builds its pages from its own list', () => {
    expect(r.code, r.output.slice(-3000)).toBe(0);
    for (const route of [
      '/store/api',
      '/store/api/catalog/v1/list-products',
      '/store/api/catalog/v2/list-reviews',
      '/store/api/catalog/v2/changes',
      '/store/api/orders/place-order',
      '/payments/api/create-charge',
    ])
      expect(fs.existsSync(path.join(r.outDir, `${route}.html`)), route).toBe(true);
    expect(fs.existsSync(path.join(r.outDir, 'idn/api/v3.html'))).toBe(false);
  });
  it('has its own title and navbar: its products, none of the portal’s', () => {
    const page = html('/store/api/orders/place-order');
    expect(page).toContain('<title>Place an order - Acme Developer Hub</title>');
    expect(page).toContain('aria-controls="nav-menu-storefront"');
    expect(page).toContain('aria-controls="nav-menu-payments"');
    expect(page).not.toContain('nav-menu-idn');
  });
  it('gives Catalog its version menu and converts the Swagger 2.0 spec', () => {
    const page = html('/store/api/catalog/v2/get-product');
    const bar = page.slice(page.indexOf('api-version-bar'), page.indexOf('api-op-head'));
    expect(bar).toContain('href="/store/api/catalog/v1/get-product"');
    expect(bar).not.toContain('/store/api/orders');
    expect(html('/store/api/catalog/v2/changes')).toContain('List reviews of a product');
    expect(html('/store/api/orders/place-order')).toContain('quantity');
    expect(r.output).toContain('orders/swagger.yaml (Swagger 2.0)');
    const manifest = fs.readFileSync(path.join(r.outDir, 'search/manifest.json'), 'utf8');
    expect(manifest).toContain('"store-catalog-v2"');
    expect(manifest).not.toContain('"idn');
  });
});
