import { describe, expect, it } from 'vitest';
import { isGeneratedPage } from './generated-page';

describe('isGeneratedPage', () => {
  it('is true for files under the generated folder, with or without its trailing slash', () => {
    expect(isGeneratedPage('/repo/.generated/api/idn/v3/x.mdx', '/repo/.generated')).toBe(true);
    expect(isGeneratedPage('/repo/.generated/blog/index.mdx', '/repo/.generated/')).toBe(true);
  });
  it('is false for authored pages and for a folder that only starts with the same name', () => {
    expect(isGeneratedPage('/repo/docs/idn/index.md', '/repo/.generated')).toBe(false);
    expect(isGeneratedPage('/repo/.generated-old/x.mdx', '/repo/.generated')).toBe(false);
    expect(isGeneratedPage('', '/repo/.generated')).toBe(false);
  });
});
