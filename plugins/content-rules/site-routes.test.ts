import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import { loadApiModels } from '../openapi/api-models';
import { guidedApis, guideSpecs, siteRoutes } from './site-routes';

const VERSIONS = path.join(__dirname, '../openapi/fixtures/versions');
const IDN = {
  id: 'idn',
  label: 'IDN',
  menu: 'IDN',
  root: '/idn',
  order: 1,
  apiRoot: '/idn/api',
  apiTitle: 'IDN API',
  guides: 'idn/api/getting-started',
  links: [],
};
const entry = (file: string, base: string, extra: Partial<ApiEntry> = {}): ApiEntry => ({
  file,
  product: 'idn',
  base,
  label: base,
  status: 'stable',
  versionKey: base.split('/').pop()!,
  area: 'idn-api',
  ...extra,
});

describe('siteRoutes', () => {
  it('derives every route a build would have from the data: pages, API pages of each listed version, blog lists, tags, redirects', async () => {
    const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
    fs.mkdirSync(path.join(docs, 'idn/docs'), { recursive: true });
    fs.writeFileSync(path.join(docs, 'idn/docs/guide.md'), '---\ntitle: G\n---\n# G\n');
    const { routes, specs } = await siteRoutes({
      docsRoot: docs,
      specsDir: VERSIONS,
      apis: [
        entry('before.yaml', '/idn/api/v1'),
        entry('after.yaml', '/idn/api/v2026'),
        entry('missing.yaml', '/idn/api/v9'),
      ],
      products: [IDN],
    });
    expect(routes).toContain('/idn/docs/guide');
    expect(routes).toContain('/idn/api/v1');
    expect(routes).toContain('/idn/api/v1/list-accounts');
    expect(routes).toContain('/idn/api/v2026/create-account');
    expect(routes).toContain('/idn/api/v2026/accounts');
    // "What changed" only for a version after the first; nothing for a version whose spec is missing.
    expect(routes).toContain('/idn/api/v2026/changes');
    expect(routes).not.toContain('/idn/api/v1/changes');
    expect([...routes].some((r) => r.startsWith('/idn/api/v9'))).toBe(false);
    expect(routes).toContain('/blog');
    expect(routes).toContain('/idn/tags');
    expect(routes).toContain('/idn/tags/transforms');
    expect(routes).toContain('/conf');
    expect([...specs.keys()]).toEqual(['v1', 'v2026']);
    expect(specs.get('v2026')!.ops.map((o) => `${o.method} ${o.path}`)).toContain('POST /accounts');
  });

  it('checks guides against the versions of a guided product’s default API: the same specs from kept models as from its own load', async () => {
    const apis = [
      entry('before.yaml', '/idn/api/v1'),
      entry('after.yaml', '/idn/api/v2026'),
      // A named API of the product, and a product without guides: not what its guides call.
      entry('after.yaml', '/idn/api/sources', { api: 'sources', versionKey: null }),
      entry('after.yaml', '/iiq/api', { product: 'iiq', versionKey: null }),
    ];
    const guided = guidedApis([IDN, { ...IDN, id: 'iiq', guides: undefined }]);
    expect(apis.map(guided)).toEqual([true, true, false, false]);
    // What the build keeps (plugins/index.ts keepModels) gives the specs the report loads itself.
    const kept = await loadApiModels({
      specsDir: VERSIONS,
      apis,
      existingRoutes: [],
      only: guided,
    });
    expect(kept.map((m) => m.entry.base)).toEqual(['/idn/api/v1', '/idn/api/v2026']);
    const specs = guideSpecs(kept, [IDN]);
    const own = await siteRoutes({
      docsRoot: fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')),
      specsDir: VERSIONS,
      apis,
      products: [IDN],
    });
    expect([...specs.keys()]).toEqual(['v1', 'v2026']);
    expect(specs).toEqual(own.specs);
    expect(Object.keys(specs.get('v2026')!.components ?? {})).toContain('Account');
  });
});
