import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from './json-schema';
import type { OpenApiDocument } from './types';

const doc = (openapi: string, schemas: Record<string, unknown>): OpenApiDocument =>
  ({ openapi, info: { title: 't', version: '1' }, paths: {}, components: { schemas } }) as never;
const valid = (
  d: OpenApiDocument,
  name: string,
  value: unknown,
  forbid?: 'readOnly' | 'writeOnly',
) =>
  new Ajv2020({ strict: false }).compile(
    toJsonSchema(d, { $ref: `#/components/schemas/${name}` }, forbid ? { forbid } : {}),
  )(value);

describe('toJsonSchema', () => {
  const d30 = doc('3.0.3', {
    Base: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'string', readOnly: true } },
    },
    Item: {
      allOf: [
        { $ref: '#/components/schemas/Base' },
        {
          type: 'object',
          properties: {
            name: { type: 'string', nullable: true },
            next: { $ref: '#/components/schemas/Item' },
          },
        },
      ],
    },
    Level: { type: 'integer', minimum: 0, exclusiveMinimum: true },
    Pick: { oneOf: [{ type: 'string' }, { type: 'string', enum: ['a'] }] },
  });

  it('forbids readOnly properties and drops them from required, through allOf and refs', () => {
    expect(valid(d30, 'Item', { name: 'x' }, 'readOnly')).toBe(true);
    expect(valid(d30, 'Item', { id: '1', name: 'x' }, 'readOnly')).toBe(false);
    expect(valid(d30, 'Item', { name: 'x', next: { name: 'y', id: '2' } }, 'readOnly')).toBe(false);
    // Without forbidding, a required read-only field is required (a response).
    expect(valid(d30, 'Item', { name: 'x' })).toBe(false);
    expect(valid(d30, 'Item', { id: '1', name: 'x' })).toBe(true);
  });

  it('turns 3.0 nullable and boolean exclusive bounds into JSON Schema', () => {
    expect(valid(d30, 'Item', { id: '1', name: null })).toBe(true);
    expect(valid(d30, 'Level', 0)).toBe(false);
    expect(valid(d30, 'Level', 1)).toBe(true);
  });

  it('accepts a value several oneOf branches match', () => {
    expect(valid(d30, 'Pick', 'a')).toBe(true);
    expect(valid(d30, 'Pick', 1)).toBe(false);
  });

  it('keeps 3.1 type arrays and readOnly beside a $ref', () => {
    const d31 = doc('3.1.0', {
      Ref: { type: ['string', 'null'] },
      Obj: {
        type: 'object',
        properties: {
          r: { $ref: '#/components/schemas/Ref', readOnly: true },
          s: { $ref: '#/components/schemas/Ref' },
        },
      },
    });
    expect(valid(d31, 'Obj', { s: null }, 'readOnly')).toBe(true);
    expect(valid(d31, 'Obj', { s: 1 }, 'readOnly')).toBe(false);
    expect(valid(d31, 'Obj', { r: 'x' }, 'readOnly')).toBe(false);
    expect(valid(d31, 'Obj', { r: 'x' }, 'writeOnly')).toBe(true);
  });
});
