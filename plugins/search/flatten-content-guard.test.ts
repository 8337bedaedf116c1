import { describe, expect, it } from 'vitest';
import { checkFlattenContent } from './flatten-content-guard';

describe('checkFlattenContent', () => {
  it('passes when Markdown pages carry _flattenContent', () => {
    expect(() =>
      checkFlattenContent([
        { _filepath: '/docs/a.md', content: '# A', _flattenContent: '# A' },
        { _filepath: '/docs/b.tsx', content: 'x' },
      ]),
    ).not.toThrow();
  });
  it('passes a build without Markdown pages', () => {
    expect(() => checkFlattenContent([{ _filepath: '/docs/a.tsx', content: 'x' }])).not.toThrow();
  });
  it('fails, naming the file to update, when no Markdown page has it', () => {
    expect(() =>
      checkFlattenContent([
        { _filepath: '/docs/a.md', content: '# A' },
        { _filepath: '/docs/b.mdx', content: '# B' },
      ]),
    ).toThrow(/none of the 2 Markdown pages.*plugins\/search\/documents\.ts/s);
  });
});
