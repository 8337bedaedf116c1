import { describe, expect, it } from 'vitest';
import { isJsonMediaType, jsonOrFirstMediaType } from './json-media';

describe('JSON media types', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/json-patch+json', true],
    ['application/scim+json', true],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data', false],
    ['text/plain', false],
    ['application/jsonl', false],
  ])('%s is JSON: %s', (type, json) => {
    expect(isJsonMediaType(type)).toBe(json);
  });
  it('picks the first JSON type, else the first type', () => {
    expect(jsonOrFirstMediaType(['text/plain', 'application/scim+json', 'application/json'])).toBe(
      'application/scim+json',
    );
    expect(jsonOrFirstMediaType(['multipart/form-data', 'text/plain'])).toBe('multipart/form-data');
    expect(jsonOrFirstMediaType([])).toBeUndefined();
  });
});
