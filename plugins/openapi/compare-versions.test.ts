import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareVersions, fieldPaths, type VersionDiff } from './compare-versions';
import { loadSpec } from './load-spec';
import { buildModel } from './model';

const DIR = path.join(__dirname, 'fixtures/versions');
const model = async (file: string) =>
  buildModel((await loadSpec(path.join(DIR, file))).doc, { landingSlug: 'fixture-api' });

describe('compareVersions on two fixture versions', () => {
  let diff: VersionDiff;
  beforeAll(async () => {
    diff = compareVersions(await model('before.yaml'), await model('after.yaml'));
  });
  it('lists added and removed operations, matched by operationId', () => {
    expect(diff.added.map((o) => o.key)).toEqual(['enableAccount']);
    expect(diff.removed.map((o) => o.key)).toEqual(['deleteAccount']);
  });
  it('matches operations without an operationId by method and path, and leaves unchanged ones out', () => {
    expect(diff.changed.map((c) => c.after.key)).toEqual(['listAccounts', 'createAccount']);
  });
  // listAccounts' changes: those listed are among them, and none names a field in `absent`.
  it.each<[string, string[], string[]]>([
    [
      'parameters added, removed, made required and made optional',
      [
        'Optional query parameter `count` added',
        'query parameter `limit` is now required',
        'query parameter `sorters` is now optional',
        'query parameter `filters` removed',
      ],
      [],
    ],
    [
      'status codes added and removed, and response fields through arrays, refs and allOf',
      [
        'Response `429` added',
        'Response `400` removed',
        'Response `200` field `[].owner.type` added',
        'Response `200` field `[].owner.legacyName` removed',
      ],
      ['`[].name`'],
    ],
  ])('reports %s', (_, listed, absent) => {
    const list = diff.changed.find((c) => c.after.key === 'listAccounts')!.changes;
    expect(list).toEqual(expect.arrayContaining(listed));
    for (const field of absent) expect(list.some((c) => c.includes(field))).toBe(false);
  });
  it('reports request body fields added and removed', () => {
    const create = diff.changed.find((c) => c.after.key === 'createAccount')!.changes;
    expect(create).toEqual([
      'Request body field `owner.type` added',
      'Request body field `owner.legacyName` removed',
    ]);
  });
});

describe('fieldPaths', () => {
  it('stops at a schema that refers to itself', () => {
    const doc = {
      openapi: '3.0.3',
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
        },
      },
    };
    expect([...fieldPaths(doc as never, { $ref: '#/components/schemas/Node' })]).toEqual([
      'name',
      'children',
    ]);
  });
});
