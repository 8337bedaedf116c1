import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from './build-site';

const FIXTURE = path.join(__dirname, 'fixtures', 'api-model');

/**
 * Issue 35: a product the code does not know, added by its specs folder's `products.yaml` alone,
 * with two APIs (`api`, `apiLabel`): Contacts in two versions, split into files in sub-folders
 * whose $refs climb into a shared folder, and Deals (Swagger 2.0 JSON) in one.
 */
describe('a product added by data, with APIs that have their own versions', () => {
  // The fixture's docs pages are stubs, not guides: the content rules warn (they have fixtures of their own).
  const r = useFixtureBuild(FIXTURE, { CONTENT_CHECK: 'warn' });
  const { html } = r;
  const read = (file: string) => fs.readFileSync(path.join(r.outDir, file), 'utf8');

  it('builds, pages every operation and publishes each spec under its own path', () => {
    expect(r.code, r.output.slice(-3000)).toBe(0);
    expect(r.output).not.toMatch(/products\.yaml is not listed/);
    for (const route of [
      '/crm/api/contacts/v1/list-contacts',
      '/crm/api/contacts/v2/list-contacts',
      '/crm/api/contacts/v2/get-contact',
      '/crm/api/deals/list-deals',
    ])
      expect(fs.existsSync(path.join(r.outDir, `${route}.html`)), route).toBe(true);
    expect(read('api-specs/contacts/v1/openapi.yaml')).toMatch(/^openapi: 3\.0\.3$/m);
    // Bundled: the refs out of the spec's folder are resolved into the published file.
    expect(read('api-specs/contacts/v2/openapi.yaml')).not.toContain('../');
    expect(read('api-specs/deals/swagger.openapi.json')).toContain('"openapi"');
  });
  it('resolves $refs that climb out of the spec folder', () => {
    expect(html('/crm/api/contacts/v2/get-contact')).toContain('errorCode');
    expect(html('/crm/api/contacts/v1/schemas/error')).toContain('Machine-readable code');
  });
  it('gives the product a navbar menu (its menu text) listing each API once', () => {
    const page = html('/crm/api/deals/list-deals');
    const menu = page.slice(page.indexOf('>CRM Cloud<'), page.indexOf('>Blog<'));
    expect(menu).toContain('href="/crm/api/contacts/v1"');
    expect(menu).toContain('>Contacts<');
    expect(menu).toContain('href="/crm/api/deals"');
    expect(menu).not.toContain('/crm/api/contacts/v2');
  });
  it('gives each API its own version menu and "What changed" only between its versions', () => {
    const page = html('/crm/api/contacts/v2/list-contacts');
    const bar = page.slice(page.indexOf('api-version-bar'), page.indexOf('api-op-head'));
    expect(bar).toContain('href="/crm/api/contacts/v1/list-contacts"');
    expect(bar).toContain('api-badge--beta');
    expect(bar).not.toContain('/crm/api/deals');
    expect(html('/crm/api/contacts/v2/changes')).toContain('Get a contact');
    expect(fs.existsSync(path.join(r.outDir, 'crm/api/contacts/v1/changes.html'))).toBe(false);
    expect(fs.existsSync(path.join(r.outDir, 'crm/api/deals/changes.html'))).toBe(false);
    // Deals has one version: no version menu.
    expect(html('/crm/api/deals/list-deals')).not.toContain('api-versions__list');
  });
  it('lists the APIs on the product API index, grouped, with versions and status', () => {
    const index = html('/crm/api');
    expect(index).toContain('<h1');
    expect(index.indexOf('People')).toBeLessThan(index.indexOf('Sales'));
    expect(index).toMatch(/href="\/crm\/api\/contacts\/v1"[^>]*>Contacts</);
    expect(index).toMatch(
      /href="\/crm\/api\/contacts\/v2">v2<\/a> <span class="api-badge api-badge--beta">beta/,
    );
  });
  it('derives breadcrumbs, search shards and facets, site metadata and llms.txt from the data', () => {
    const crumbs = html('/crm/api/contacts/v2/get-contact');
    const nav = crumbs.slice(
      crumbs.indexOf('class="breadcrumbs"'),
      crumbs.indexOf('</nav>', crumbs.indexOf('class="breadcrumbs"')),
    );
    expect(nav).toContain('href="/crm"');
    expect(nav).toMatch(/>Contacts<\/a>.*>v2</s);
    const manifest = JSON.parse(read('search/manifest.json')) as {
      shards: Array<{ id: string; label: string; products: string[]; api?: string }>;
    };
    expect(manifest.shards.find((s) => s.id === 'crm-contacts-v2')).toMatchObject({
      label: 'Contacts v2',
      products: ['crm'],
      api: 'crm/contacts',
    });
    const meta = JSON.parse(read('site-metadata.json')) as {
      versions: Array<{ area: string; areaLabel: string; mainDocId: string }>;
      apiVersions: Array<{ area: string; spec: string }>;
    };
    expect(meta.versions[0]).toMatchObject({
      area: 'crm-api',
      areaLabel: 'CRM API',
      mainDocId: 'crm/api',
    });
    expect(meta.apiVersions.map((a) => a.spec)).toContain('/api-specs/contacts/v2/openapi.yaml');
    const llms = read('llms.txt');
    expect(llms).toContain('## Contacts v1 reference');
    expect(llms).toContain('## Deals reference');
  });
});
