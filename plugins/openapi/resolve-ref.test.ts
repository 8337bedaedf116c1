import { describe, expect, it } from 'vitest';
import { deref, pointerSegments, refName } from './resolve-ref';
import type { OpenApiDocument } from './types';

describe('pointerSegments', () => {
  it('decodes a pointer, escapes and percent-encoding included', () => {
    expect(pointerSegments('#/components/schemas/A~1B~0C%20D')).toEqual([
      'components',
      'schemas',
      'A/B~C D',
    ]);
    expect(pointerSegments('other.yaml#/x')).toBeNull();
  });
  it('gives the same segments again, which nobody may change', () => {
    const first = pointerSegments('#/components/schemas/Account');
    expect(pointerSegments('#/components/schemas/Account')).toBe(first);
    expect(() => (first as string[]).push('x')).toThrow(TypeError);
  });
  it('throws on a malformed escape, each time', () => {
    expect(() => pointerSegments('#/components/schemas/%E0%A4%A')).toThrow(URIError);
    expect(() => pointerSegments('#/components/schemas/%E0%A4%A')).toThrow(URIError);
  });
});

describe('deref and refName', () => {
  const doc = {
    openapi: '3.0.3',
    components: {
      schemas: {
        A: { $ref: '#/components/schemas/B' },
        B: { type: 'string' },
        Loop: { $ref: '#/components/schemas/Loop' },
      },
    },
  } as unknown as OpenApiDocument;
  it('follows refs to their target, and gives up on a loop', () => {
    expect(deref(doc, { $ref: '#/components/schemas/A' })).toEqual({ type: 'string' });
    expect(deref(doc, { $ref: '#/components/schemas/Loop' })).toBeUndefined();
    expect(refName('#/components/schemas/A~1B')).toBe('A/B');
  });
});
