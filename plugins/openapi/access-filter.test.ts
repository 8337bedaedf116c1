import { describe, expect, it } from 'vitest';
import { omitByAccess } from './access-filter';
import { mediaExamples, requestSample } from './examples';
import type { OpenApiDocument, SchemaObject } from './types';

const schemas: Record<string, SchemaObject> = {
  Audit: {
    type: 'object',
    properties: {
      created: { type: 'string', format: 'date-time', readOnly: true, example: '2024-01-01' },
      modified: { type: 'string', readOnly: true, example: '2024-01-02' },
    },
  },
  Secret: { type: 'string', writeOnly: true, example: 's3cret' },
  Owner: {
    type: 'object',
    properties: {
      id: { type: 'string', example: 'o1' },
      name: { type: 'string', readOnly: true, example: 'Ana' },
    },
  },
  Source: {
    allOf: [
      { $ref: '#/components/schemas/Audit' },
      {
        type: 'object',
        required: ['name'],
        properties: {
          id: { type: 'string', readOnly: true, example: 'id1' },
          name: { type: 'string', example: 'AD' },
          password: { $ref: '#/components/schemas/Secret' },
          owner: { $ref: '#/components/schemas/Owner' },
          schedules: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                cron: { type: 'string', example: '0 0 * * *' },
                lastRun: { type: 'string', readOnly: true, example: 'yesterday' },
              },
            },
          },
          attributes: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: {
                value: { type: 'string' },
                computed: { type: 'boolean', readOnly: true },
              },
            },
          },
        },
      },
    ],
  },
  Cat: {
    type: 'object',
    properties: {
      kind: { type: 'string', example: 'cat' },
      lives: { type: 'integer', readOnly: true, example: 9 },
    },
  },
  Dog: {
    type: 'object',
    properties: { kind: { type: 'string', example: 'dog' }, barks: { type: 'boolean' } },
  },
  Pet: {
    oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
    discriminator: {
      propertyName: 'kind',
      mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
    },
  },
};

const doc30: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: {},
  components: { schemas },
};

// 3.1: `readOnly` beside a `$ref`, types as arrays.
const doc31: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      ...schemas,
      Ref: { type: ['object', 'null'], properties: { id: { type: 'string' } } },
      Item: {
        type: 'object',
        properties: {
          ref: { $ref: '#/components/schemas/Ref', readOnly: true },
          token: { $ref: '#/components/schemas/Ref', writeOnly: true },
          label: { type: ['string', 'null'] },
        },
      },
    },
  },
};

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });

const full = {
  id: 'id1',
  name: 'AD',
  created: 'c',
  modified: 'm',
  password: 'p',
  owner: { id: 'o1', name: 'Ana' },
  schedules: [{ cron: 'x', lastRun: 'y' }],
  attributes: { a: { value: 'v', computed: true } },
};

describe('omitByAccess', () => {
  for (const doc of [doc30, doc31]) {
    it(`leaves out readOnly properties of a request, through allOf, refs, nesting, arrays and maps (${doc.openapi})`, () => {
      expect(omitByAccess(doc, ref('Source'), full, 'request')).toEqual({
        name: 'AD',
        password: 'p',
        owner: { id: 'o1' },
        schedules: [{ cron: 'x' }],
        attributes: { a: { value: 'v' } },
      });
    });

    it(`leaves out writeOnly properties of a response (${doc.openapi})`, () => {
      const out = omitByAccess(doc, ref('Source'), full, 'response') as Record<string, unknown>;
      expect(out).not.toHaveProperty('password');
      expect(out).toMatchObject({ id: 'id1', created: 'c', owner: { id: 'o1', name: 'Ana' } });
    });

    it(`follows the oneOf branch the discriminator names (${doc.openapi})`, () => {
      expect(omitByAccess(doc, ref('Pet'), { kind: 'cat', lives: 9 }, 'request')).toEqual({
        kind: 'cat',
      });
      expect(omitByAccess(doc, ref('Pet'), { kind: 'dog', barks: true }, 'request')).toEqual({
        kind: 'dog',
        barks: true,
      });
    });
  }

  it('reads readOnly and writeOnly beside a 3.1 $ref', () => {
    const value = { ref: { id: '1' }, token: { id: '2' }, label: null };
    expect(omitByAccess(doc31, ref('Item'), value, 'request')).toEqual({
      token: { id: '2' },
      label: null,
    });
    expect(omitByAccess(doc31, ref('Item'), value, 'response')).toEqual({
      ref: { id: '1' },
      label: null,
    });
  });

  it('does not change its input', () => {
    const copy = structuredClone(full);
    omitByAccess(doc30, ref('Source'), copy, 'request');
    expect(copy).toEqual(full);
  });
});

describe('examples without the fields the direction does not carry', () => {
  for (const doc of [doc30, doc31]) {
    it(`generated request bodies leave out readOnly fields, response examples writeOnly ones (${doc.openapi})`, () => {
      const req = requestSample(doc, {
        content: { 'application/json': { schema: ref('Source') } },
      });
      expect(req.mediaType).toBe('application/json');
      expect(Object.keys(req.value as object).sort()).toEqual(
        ['attributes', 'name', 'owner', 'password', 'schedules'].sort(),
      );
      expect(JSON.stringify(req.value)).not.toMatch(
        /"(lastRun|created|modified|id|computed)"\s*:\s*"(?!o1)/,
      );
      const [res] = mediaExamples(doc, { schema: ref('Source') }, 'response');
      expect(res!.value).toHaveProperty('id');
      expect(res!.value).not.toHaveProperty('password');
    });
  }

  it("filters the spec's own examples too (schema example, media example, named examples)", () => {
    const schemaWithExample = { ...schemas.Source, example: full };
    const doc = {
      ...doc30,
      components: { schemas: { ...schemas, WithExample: schemaWithExample } },
    };
    const fromSchema = requestSample(doc, {
      content: { 'application/json': { schema: ref('WithExample') } },
    }).value;
    expect(fromSchema).not.toHaveProperty('id');
    expect(fromSchema).not.toHaveProperty('created');
    expect((fromSchema as { owner: object }).owner).toEqual({ id: 'o1' });
    const named = mediaExamples(
      doc,
      { schema: ref('Source'), example: full, examples: { one: { value: full } } },
      'request',
    );
    expect(named).toHaveLength(2);
    for (const e of named) expect(e.value).not.toHaveProperty('modified');
  });
});
