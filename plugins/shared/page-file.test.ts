import { describe, expect, it } from 'vitest';
import { pageFiles } from './page-file';

describe('pageFiles', () => {
  it('keeps `$` patterns of a description as written (no replacement-string expansion)', () => {
    const description = "Costs $& or $' at ${externalDocsUrl}/rest/commits/comments.";
    const { mdx } = pageFiles({ title: 'T', description, sections: [] }, 'p.json', '/Html.tsx');
    expect(mdx).toContain(JSON.stringify(description).slice(1, -1));
    expect(mdx.startsWith('---\ntitle: "T"\ngenerated: true\nhead: ')).toBe(true);
  });
});
