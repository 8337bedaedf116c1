import { describe, expect, it } from 'vitest';
import { isFileHref } from './open-href';

describe('isFileHref', () => {
  it('tells files from pages', () => {
    expect(isFileHref('/llms.txt')).toBe(true);
    expect(isFileHref('/api-specs/idn-v3.yaml')).toBe(true);
    expect(isFileHref('/api-specs/nerm.json#x')).toBe(true);
    expect(isFileHref('/idn/api/v3/list-sources')).toBe(false);
    expect(isFileHref('/idn/docs/rules#java.docs')).toBe(false);
    expect(isFileHref('/idn/api/v3')).toBe(false);
  });
});
