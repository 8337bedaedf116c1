import { describe, expect, it, vi } from 'vitest';

// A copy of the tag list with one more tag: everything that reads the list follows it, and no
// test expects a count (README "Author's quick reference": adding a tag).
vi.mock('../../config/tags', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../config/tags')>();
  return { ...real, TAGS: [...real.TAGS, 'new-topic'] };
});

describe('adding a tag to config/tags.ts', () => {
  it('the tag pages, the content check and the editor schema take the new tag', async () => {
    const { TAGS } = await import('../../config/tags');
    const { collectTags } = await import('./collect-tags');
    const { checkPage } = await import('../content-rules/check-page');
    const { frontmatterSchema } = await import('../content-rules/frontmatter-fields');
    const byTag = collectTags([
      { file: 'x.md', route: '/x', frontmatter: { title: 'X', tags: ['new-topic'] }, body: '' },
    ]);
    expect(byTag.size).toBe(TAGS.length);
    expect(byTag.get('new-topic')).toHaveLength(1);
    const page = '---\ntitle: X\ndescription: X.\ntags: [new-topic]\n---\n# X\n\nwords of prose\n';
    expect(
      checkPage('docs/iiq/x.md', page, {
        minWords: 1,
        routeExists: () => true,
        route: '/iiq/x',
        relPath: 'iiq/x.md',
      }),
    ).toEqual([]);
    const schema = frontmatterSchema() as { properties: { tags: { items: { enum: string[] } } } };
    expect(schema.properties.tags.items.enum).toContain('new-topic');
  });
});
