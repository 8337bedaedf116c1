import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiModels, presentApis, hasChanges } from './api-models';
import { apiRoutes } from './api-routes';
import { fixtureSpec as spec } from './fixture-spec';
import { generateApi } from './generate';
import type { ApiModel } from './model';

const model = (over: Partial<ApiModel>) =>
  ({
    landingSlug: undefined,
    tags: [],
    operations: [],
    schemaIndexSlug: undefined,
    schemas: [],
    ...over,
  }) as ApiModel;

describe('apiRoutes', () => {
  it('lists a version’s pages in the order they are written, and the downloads a guide may link to', () => {
    const routes = apiRoutes(
      model({
        landingSlug: 'about',
        tags: [{ slug: 'pets', operations: [] }] as unknown as ApiModel['tags'],
        operations: [{ slug: 'list-pets' }, { slug: 'create-pet' }] as ApiModel['operations'],
        schemaIndexSlug: 'schemas',
        schemas: [{ slug: 'schemas/pet' }] as ApiModel['schemas'],
      }),
      { base: '/shop/api/v2', file: 'shop/v2.yaml' },
      { changes: true },
    );
    expect(routes.pages).toEqual([
      '/shop/api/v2',
      '/shop/api/v2/about',
      '/shop/api/v2/changes',
      '/shop/api/v2/pets',
      '/shop/api/v2/list-pets',
      '/shop/api/v2/create-pet',
      '/shop/api/v2/schemas',
      '/shop/api/v2/schemas/pet',
    ]);
    expect(routes.downloads).toEqual([
      '/api-specs/shop/v2.yaml',
      '/api-specs/shop/v2.postman_collection.json',
    ]);
  });

  it('has no landing, "What changed" or schema pages where the model and version have none', () => {
    const { pages } = apiRoutes(
      model({ operations: [{ slug: 'ping' }] as ApiModel['operations'] }),
      { base: '/shop/api', file: 'shop.json' },
      { changes: false },
    );
    expect(pages).toEqual(['/shop/api', '/shop/api/ping']);
  });

  it('gives, from models loaded without a generation, exactly the routes the generator writes', async () => {
    // Two versions; the second has a tag that wants its "What changed" slug and one that wants a
    // hand-written page's route: both are moved aside the same way in either path.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-routes-'));
    const doc = (tags: string[]) =>
      [
        'openapi: 3.0.3',
        "info: { title: Shop, version: '1' }",
        'paths:',
        ...tags.flatMap((t) => [
          `  /${t.toLowerCase()}:`,
          '    get:',
          `      operationId: list${t}`,
          `      tags: [${t}]`,
          "      responses: { '200': { description: OK } }",
        ]),
        'components:',
        '  schemas:',
        '    Pet: { type: object }',
      ].join('\n');
    fs.writeFileSync(path.join(dir, 'v1.yaml'), doc(['Pets']));
    fs.writeFileSync(path.join(dir, 'v2.yaml'), doc(['Pets', 'Changes', 'Orders']));
    const apis = [
      spec('v1.yaml', '/shop/api/v1', { versionKey: 'v1' }),
      spec('v2.yaml', '/shop/api/v2', { versionKey: 'v2' }),
      spec('missing.yaml', '/shop/api/v3', { versionKey: 'v3' }),
    ];
    const existingRoutes = ['/shop/api/v2/orders', '/shop/guides/start'];
    const outDir = path.join(dir, 'out');
    const generated = await generateApi({
      specsDir: dir,
      outDir,
      specs: apis,
      existingRoutes: new Set(existingRoutes),
    });
    const present = presentApis(dir, apis);
    const derived = (await loadApiModels({ specsDir: dir, apis, existingRoutes })).flatMap(
      ({ entry, model }) => apiRoutes(model, entry, { changes: hasChanges(present, entry) }).pages,
    );
    expect(derived).toEqual(generated.pages.map((p) => p.routePath));
    expect(derived).toContain('/shop/api/v2/changes');
    expect(derived).toContain('/shop/api/v2/changes-2');
    expect(derived).toContain('/shop/api/v2/orders-2');
    expect(derived).not.toContain('/shop/api/v1/changes');
    expect(derived.some((r) => r.startsWith('/shop/api/v3'))).toBe(false);
  });
});
