import { describe, expect, it } from 'vitest';
import { collectPosts, paginate, readingMinutes } from './posts';

const page = (n: number) => ({
  file: `blog/post-${n}.md`,
  route: `/blog/post-${n}`,
  frontmatter: {
    title: `Post ${n}`,
    description: 'd',
    date: `2024-01-${String(n).padStart(2, '0')}`,
    authors: [{ name: 'Priya Raman', title: 'Developer Advocate' }],
    tags: ['guides'],
  },
  body: 'word '.repeat(450),
});

describe('blog posts', () => {
  it('sorts newest first and paginates by ten with newer/older links', () => {
    const posts = collectPosts(Array.from({ length: 12 }, (_, i) => page(i + 1)));
    expect(posts[0]!.title).toBe('Post 12');
    const pages = paginate(posts);
    expect(pages.map((p) => p.route)).toEqual(['/blog', '/blog/page/2']);
    expect(pages[0]!.posts).toHaveLength(10);
    expect(pages[0]!.older).toBe('/blog/page/2');
    expect(pages[1]!.newer).toBe('/blog');
    expect(pages[1]!.older).toBeUndefined();
  });
  it('computes reading time in whole minutes', () => {
    expect(readingMinutes('word '.repeat(450))).toBe(3);
    expect(readingMinutes('short')).toBe(1);
  });
  it('rejects a post without a valid date, naming the file', () => {
    expect(() => collectPosts([{ ...page(1), frontmatter: { title: 'x' } }])).toThrow(
      /docs\/blog\/post-1\.md.*date/,
    );
  });
});
