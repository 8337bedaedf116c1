import { describe, expect, it } from 'vitest';
import { validateExample } from './example-validation';
import { convertSchema } from './openapi-json-schema';

const components = {
  Id: { type: 'string', readOnly: true },
  Base: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { $ref: '#/components/schemas/Id' }, name: { type: 'string' } },
  },
  Secret: { type: 'object', properties: { password: { type: 'string', writeOnly: true } } },
  Child: {
    allOf: [
      { $ref: '#/components/schemas/Base' },
      { type: 'object', properties: { owner: { type: 'string', nullable: true } } },
    ],
  },
  Pick: { oneOf: [{ type: 'string' }, { type: 'string', enum: ['a'] }] },
  Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('OpenAPI schemas as JSON Schema', () => {
  it('nullable adds null to the type and the enum', () => {
    expect(convertSchema({ type: 'string', enum: ['a'], nullable: true }, 'request', {})).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
  });
  it('a type JSON Schema does not know (a spec typo such as date-time) is dropped, not fatal', () => {
    expect(convertSchema({ type: 'date-time', description: 'x' }, 'request', {})).toEqual({
      description: 'x',
    });
    expect(convertSchema({ type: ['string', 'date-time'] }, 'request', {})).toEqual({
      type: ['string'],
    });
  });
  it('3.0 boolean exclusiveMinimum becomes the numeric form', () => {
    expect(
      convertSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true }, 'request', {}),
    ).toEqual({ type: 'integer', exclusiveMinimum: 0 });
  });
  it('a readOnly property, through $ref and allOf, is forbidden in a request and not required', () => {
    expect(validateExample({ name: 'x' }, ref('Child'), components, 'request')).toEqual([]);
    expect(validateExample({ id: '1', name: 'x' }, ref('Child'), components, 'request')).toEqual([
      '/id is read-only: the API sets it',
    ]);
    expect(validateExample({ name: 'x' }, ref('Child'), components, 'response')).toEqual([
      "(the body) must have required property 'id'",
    ]);
  });
  it('a writeOnly property is forbidden in a response', () => {
    expect(validateExample({ password: 'p' }, ref('Secret'), components, 'response')).toEqual([
      '/password is write-only: the API never returns it',
    ]);
    expect(validateExample({ password: 'p' }, ref('Secret'), components, 'request')).toEqual([]);
  });
  it('nullable values, overlapping oneOf branches and recursive schemas', () => {
    expect(
      validateExample({ name: 'x', owner: null }, ref('Child'), components, 'request'),
    ).toEqual([]);
    expect(validateExample('a', ref('Pick'), components, 'request')).toEqual([]);
    expect(validateExample({ next: { next: {} } }, ref('Node'), components, 'request')).toEqual([]);
    expect(validateExample({ next: { next: 1 } }, ref('Node'), components, 'request')).toEqual([
      '/next/next must be object',
    ]);
  });
});
