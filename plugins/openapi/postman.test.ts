import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './fixture-spec';
import type { ApiModel } from './model';
import {
  closeConverter,
  collectionRequests,
  converterRunning,
  POSTMAN_SCHEMA,
  postmanCollection,
  type PostmanCollection,
  type PostmanItem,
} from './postman';
import { listedSpecFiles, modelOf } from './spec-corpus';

/**
 * What the Postman Collection v2.1 schema requires, checked by hand (the converter does not ship
 * the schema, and it is not fetched): `info.name` and `info.schema`, `item` a list of items (a
 * request: `name`, `request.method` and `request.url`) or folders (`name`, `item`), variables
 * with a `key`, an auth of a known type carrying its own attribute list.
 */
function v21Problems(c: PostmanCollection): string[] {
  const out: string[] = [];
  if (typeof c.info?.name !== 'string' || !c.info.name) out.push('info.name missing');
  if (c.info?.schema !== POSTMAN_SCHEMA) out.push(`info.schema is ${String(c.info?.schema)}`);
  if (!Array.isArray(c.item)) out.push('item is not a list');
  const auth = (a: unknown, where: string) => {
    if (a === undefined) return;
    const type = (a as { type?: string }).type;
    if (!['noauth', 'oauth2', 'bearer', 'basic', 'apikey'].includes(type ?? ''))
      out.push(`${where}: auth type ${type}`);
    else if (type !== 'noauth' && !Array.isArray((a as Record<string, unknown>)[type!]))
      out.push(`${where}: auth ${type} has no attribute list`);
  };
  auth(c.auth, 'collection');
  const walk = (items: PostmanItem[], at: string) => {
    for (const i of items) {
      const where = `${at}/${i.name}`;
      if (typeof i.name !== 'string') out.push(`${where}: item without name`);
      if (i.item) walk(i.item, where);
      else if (!i.request) out.push(`${where}: neither request nor folder`);
      else {
        if (typeof i.request.method !== 'string') out.push(`${where}: request without method`);
        if (!i.request.url) out.push(`${where}: request without url`);
        auth(i.request.auth, where);
      }
    }
  };
  walk(c.item ?? [], '');
  for (const v of c.variable ?? []) if (typeof v.key !== 'string') out.push('variable without key');
  return out;
}

/** Method and path of each request (`:id` back to `{id}`), to match them with the operations. */
const requestKeys = (c: PostmanCollection) =>
  collectionRequests(c.item)
    .map((i) => {
      const url = i.request!.url as { path?: string[] };
      const p = (url.path ?? []).map((s) => s.replace(/^:(.+)$/, '{$1}')).join('/');
      return `${i.request!.method.toLowerCase()} /${p}`;
    })
    .sort();
const operationKeys = (m: ApiModel) =>
  m.operations
    .filter((o) => !o.webhook)
    .map((o) => `${o.method} ${o.path.replace(/^\//, '/')}`)
    .sort();

describe('Postman collection of the constructs fixture', () => {
  let model: ApiModel;
  let c: PostmanCollection;
  beforeAll(async () => {
    model = await modelOf(path.join(FIXTURES, 'constructs.yaml'));
    c = await postmanCollection(model, 'Fixture API');
  }, 60_000);
  it('is a v2.1 collection with one request per operation', () => {
    expect(v21Problems(c)).toEqual([]);
    expect(requestKeys(c)).toEqual(operationKeys(model));
  });
  it('ends its worker when closed, and starts another for the next conversion', async () => {
    expect(converterRunning()).toBe(true);
    await closeConverter();
    expect(converterRunning()).toBe(false);
    // (The converter picks enum examples at random: the requests are compared.)
    expect(requestKeys(await postmanCollection(model, 'Fixture API'))).toEqual(requestKeys(c));
    await closeConverter();
    expect(converterRunning()).toBe(false);
  }, 60_000);
});

const specs = listedSpecFiles().filter((f) => !/beta/.test(f));
describe.each(specs)("Postman collection of the portal's %s", (file) => {
  let model: ApiModel;
  let c: PostmanCollection;
  let specBefore: string;
  beforeAll(async () => {
    model = await modelOf(file);
    specBefore = JSON.stringify(model.doc);
    const t = performance.now();
    c = await postmanCollection(model, model.title);
    console.log(`${path.basename(file)}: converted in ${Math.round(performance.now() - t)} ms`);
  }, 300_000);

  it('leaves the spec as it was (the converter drops formats it does not know, on its own copy)', () => {
    expect(JSON.stringify(model.doc)).toBe(specBefore);
  });

  it('is a v2.1 collection with one request per operation', () => {
    expect(v21Problems(c)).toEqual([]);
    expect(requestKeys(c)).toEqual(operationKeys(model));
  });

  it("has the server's variables, baseUrl and the auth variables, and no random ids", () => {
    const keys = (c.variable ?? []).map((v) => v.key);
    for (const name of Object.keys(model.doc.servers?.[0]?.variables ?? {}))
      expect(keys).toContain(name);
    expect(keys).toContain('baseUrl');
    const base = c.variable!.find((v) => v.key === 'baseUrl')!.value;
    expect(base).toMatch(/\{\{\w+\}\}/);
    expect(base).not.toMatch(/(^|[^{])\{\w+\}/);
    const auth = c.auth!;
    if (auth.type === 'oauth2') {
      expect(keys).toEqual(expect.arrayContaining(['clientId', 'clientSecret']));
      const url = auth.oauth2.find((a) => a.key === 'accessTokenUrl')!.value;
      expect(url).toMatch(/^https:\/\/\{\{tenant\}\}\./);
    } else if (auth.type === 'basic')
      expect(keys).toEqual(expect.arrayContaining(['username', 'password']));
    else expect(auth.type).toBe('bearer');
    expect(JSON.stringify(c)).not.toMatch(/"(_postman_)?id":/);
  });

  it.runIf(file.endsWith('idn-v3.yaml'))(
    'sends the body the page samples send: Create a source without read-only fields',
    () => {
      const create = collectionRequests(c.item).find((i) => i.name === 'Create a source')!;
      const raw = (create.request!.body as { raw: string }).raw;
      expect(JSON.parse(raw)).toHaveProperty('name');
      for (const field of ['id', 'healthy', 'status', 'since', 'created', 'modified'])
        expect(JSON.parse(raw)).not.toHaveProperty(field);
    },
  );
});
