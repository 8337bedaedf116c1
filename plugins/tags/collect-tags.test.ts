import { describe, expect, it } from 'vitest';
import { TAGS } from '../../config/tags';
import { collectTags } from './collect-tags';

const page = (file: string, tags: unknown) => ({
  file,
  route: `/${file.replace(/\.md$/, '')}`,
  frontmatter: { title: file, description: 'd', tags },
  body: '',
});

describe('collectTags', () => {
  it('lists every known tag and the pages carrying it', () => {
    const byTag = collectTags([page('a.md', ['rules', 'java']), page('b.md', ['rules'])]);
    expect(byTag.size).toBe(TAGS.length);
    expect(byTag.get('rules')!.map((p) => p.route)).toEqual(['/a', '/b']);
    expect(byTag.get('cli')).toEqual([]);
  });
  it('fails on an unknown tag, naming the file', () => {
    expect(() => collectTags([page('x.md', ['nope'])])).toThrow(/docs\/x\.md: unknown tag "nope"/);
  });
});
