import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from './build-site';

const FIXTURE = path.join(__dirname, 'fixtures', 'spec-formats');

/**
 * Specs in every format the list accepts (issue 26): Swagger 2.0 YAML in one file, Swagger 2.0
 * JSON split into files with relative $refs, OpenAPI 3.0 JSON. Each is listed like any other.
 */
describe('specs in Swagger 2.0 and JSON', () => {
  // The fixture's docs pages are stubs, not guides: the content rules warn (they have fixtures of their own).
  const r = useFixtureBuild(FIXTURE, { CONTENT_CHECK: 'warn' });
  const { html } = r;

  it('builds and says in the log which specs were converted', () => {
    expect(r.code, r.output.slice(-3000)).toBe(0);
    expect(r.output).toContain(
      'converted to OpenAPI 3 (published beside the original under /api-specs/): bookshelf.yaml (Swagger 2.0), library.json (Swagger 2.0)',
    );
  });
  it('pages every operation of every format', () => {
    const routes = [
      '/idn/api/v1/list-books',
      '/idn/api/v1/add-book',
      '/idn/api/v1/upload-cover',
      '/iiq/api/list-loans',
      '/iiq/api/open-loan',
      '/iiq/api/get-member',
      '/nerm/api/list-entries',
      '/nerm/api/add-entry',
      '/nerm/api/remove-entry',
    ];
    for (const route of routes)
      expect(fs.existsSync(path.join(r.outDir, `${route}.html`)), route).toBe(true);
  });
  it('shows converted operations as OpenAPI 3: servers, bodies, split refs resolved', () => {
    const cover = html('/idn/api/v1/upload-cover');
    expect(cover).toContain('https://acme.shelf.test/v1');
    expect(cover).toContain('multipart/form-data');
    expect(cover).toContain('cover.bin');
    const member = html('/iiq/api/get-member');
    expect(member).toContain('due');
    expect(html('/iiq/api/open-loan')).toContain('isbn=9780441478125');
  });
  it('publishes each spec as given and the converted OpenAPI 3 bundle', () => {
    const specs = path.join(r.outDir, 'api-specs');
    expect(fs.readFileSync(path.join(specs, 'bookshelf.yaml'), 'utf8')).toMatch(
      /^swagger: '?2\.0'?$/m,
    );
    expect(fs.readFileSync(path.join(specs, 'bookshelf.openapi.yaml'), 'utf8')).toMatch(
      /^openapi: 3\.0/m,
    );
    expect(JSON.parse(fs.readFileSync(path.join(specs, 'library.json'), 'utf8')).swagger).toBe(
      '2.0',
    );
    const converted = JSON.parse(fs.readFileSync(path.join(specs, 'library.openapi.json'), 'utf8'));
    expect(converted.openapi).toMatch(/^3\.0/);
    expect(JSON.stringify(converted)).not.toContain('library/paths');
    expect(JSON.parse(fs.readFileSync(path.join(specs, 'reading-list.json'), 'utf8')).openapi).toBe(
      '3.0.3',
    );
    expect(html('/idn/api/v1/list-books')).toContain('href="/api-specs/bookshelf.openapi.yaml"');
  });
});
