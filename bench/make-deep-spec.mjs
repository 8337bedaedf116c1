#!/usr/bin/env node
// Makes a ~10,000-operation API with deep, recursive schemas from the scale corpus (issue 37: a real
// public API of that size, where an entity contains drives that contain items that contain entities…,
// wrote pages of up to 18.8 MB). `node bench/make-deep-spec.mjs [folder]` writes into the folder
// (default: a temporary one, printed) `idn-deep.json` and an `apis.yaml` listing it as IDN `/idn/api/deep`:
// - the paths of `../shared/specs/scale/idn-v3.yaml` (836 operations) COPIES times (default 11), each
//   copy under `/copy-<n>` with its own operationIds, in the corpus's tags (its 107 sidebar groups);
// - ENTITIES (default 400) named entity schemas in a graph, as a large public API has them: each with
//   scalar fields, a `drive` (Drive → items: DriveItem → entity: Entity → drives …), an `owner`
//   (Entity) and links to four other entities, so that expanding a page's schemas in full reaches most
//   of the graph; two operations each (get one, list related ones), in 20 tags.
// Deterministic (a seeded generator): the same input gives the same spec.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.resolve(root, '../shared/specs/scale/idn-v3.yaml');
const COPIES = Number(process.env.COPIES ?? 11);
const ENTITIES = Number(process.env.ENTITIES ?? 400);

export function makeDeepSpec(source = SOURCE, copies = COPIES, entities = ENTITIES) {
  const doc = YAML.parse(fs.readFileSync(source, 'utf8'), { maxAliasCount: -1 });
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
  let seed = 37;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const paths = {};
  const items = Object.entries(doc.paths ?? {});
  for (let c = 0; c < copies; c++) {
    for (const [p, item] of items) {
      const copy = JSON.parse(JSON.stringify(item));
      for (const op of Object.values(copy)) {
        if (!op || typeof op !== 'object' || !op.responses) continue;
        if (c && op.operationId) op.operationId = `${op.operationId}Copy${c}`;
        if (c && op.summary) op.summary = `${op.summary} (copy ${c})`;
      }
      paths[c ? `/copy-${c}${p}` : p] = copy;
    }
  }
  const schemas = { ...doc.components?.schemas };
  const text = (what) => `The ${what}, as the service stores it.`;
  schemas.Entity = {
    type: 'object',
    description: 'An item of the directory: it has drives, which hold items, which are entities.',
    properties: {
      id: { type: 'string', description: text('identifier') },
      displayName: { type: 'string', description: text('display name') },
      drives: { type: 'array', items: ref('Drive'), description: 'The drives of the entity.' },
      parent: ref('Entity'),
    },
  };
  schemas.Drive = {
    type: 'object',
    properties: {
      id: { type: 'string', description: text('drive identifier') },
      quota: { type: 'integer', description: text('quota in bytes') },
      owner: ref('Entity'),
      items: { type: 'array', items: ref('DriveItem') },
    },
  };
  schemas.DriveItem = {
    type: 'object',
    properties: {
      id: { type: 'string', description: text('item identifier') },
      name: { type: 'string', description: text('item name') },
      entity: ref('Entity'),
      children: { type: 'array', items: ref('DriveItem') },
    },
  };
  const name = (i) => `Resource${String(i).padStart(3, '0')}`;
  for (let i = 0; i < entities; i++) {
    const properties = {};
    for (let f = 0; f < 14; f++)
      properties[`attribute${f}`] = {
        type: f % 4 ? 'string' : 'integer',
        description: text(`attribute ${f} of ${name(i)}`),
      };
    properties.drive = ref('Drive');
    properties.owner = ref('Entity');
    for (let k = 0; k < 4; k++)
      properties[`related${k}`] = ref(name(Math.floor(random() * entities)));
    properties.members = { type: 'array', items: ref(name(Math.floor(random() * entities))) };
    schemas[name(i)] = {
      type: 'object',
      description: `${name(i)}: an entity of the directory with its drive, owner and related entities.`,
      properties,
    };
  }
  const tags = [...(doc.tags ?? [])];
  for (let t = 0; t < 20; t++) tags.push({ name: `Directory ${t + 1}`, description: 'Entities.' });
  const ok = (schema) => ({
    200: { description: 'OK', content: { 'application/json': { schema } } },
  });
  for (let i = 0; i < entities; i++) {
    const slug = name(i).toLowerCase();
    const tag = `Directory ${(i % 20) + 1}`;
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
    paths[`/directory/${slug}/{id}`] = {
      get: {
        operationId: `get${name(i)}`,
        summary: `Get a ${name(i)}`,
        tags: [tag],
        parameters: [id],
        responses: ok(ref(name(i))),
      },
    };
    paths[`/directory/${slug}/{id}/related`] = {
      get: {
        operationId: `list${name(i)}Related`,
        summary: `List what a ${name(i)} relates to`,
        tags: [tag],
        parameters: [id],
        responses: ok({ type: 'array', items: ref(name((i + 1) % entities)) }),
      },
    };
  }
  return {
    ...doc,
    info: { ...doc.info, title: 'Directory API (deep benchmark)' },
    tags,
    paths,
    components: { ...doc.components, schemas },
  };
}

/** Writes the spec and its apis.yaml into `dir`; returns the number of operations. */
export function writeDeepSpec(dir) {
  const spec = makeDeepSpec();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'idn-deep.json'), JSON.stringify(spec));
  fs.writeFileSync(
    path.join(dir, 'apis.yaml'),
    '- file: idn-deep.json\n  product: idn\n  base: /idn/api/deep\n  label: Deep API\n  status: stable\n',
  );
  return Object.values(spec.paths).reduce(
    (n, item) =>
      n + Object.values(item).filter((op) => op && typeof op === 'object' && op.responses).length,
    0,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'deep-spec-'));
  const operations = writeDeepSpec(dir);
  console.log(`${dir}: idn-deep.json with ${operations} operations, apis.yaml`);
}
