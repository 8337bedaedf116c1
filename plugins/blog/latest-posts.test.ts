import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { latestPosts, writeLatestPosts } from './latest-posts';
import type { BlogPost } from './posts';

const post = (n: number): BlogPost => ({
  route: `/blog/post-${n}`,
  file: `blog/post-${n}.md`,
  title: `Post ${n}`,
  description: `About ${n}`,
  date: `2024-01-0${n}`,
  authors: [{ name: 'Priya Raman', title: 'Developer Advocate' }],
  tags: ['guides'],
  readingMinutes: n,
});

describe('latest posts', () => {
  it('keeps the first three posts with the fields the home page cards show', () => {
    expect(latestPosts([4, 3, 2, 1].map(post))).toEqual([
      {
        route: '/blog/post-4',
        title: 'Post 4',
        description: 'About 4',
        date: '2024-01-04',
        readingMinutes: 4,
      },
      {
        route: '/blog/post-3',
        title: 'Post 3',
        description: 'About 3',
        date: '2024-01-03',
        readingMinutes: 3,
      },
      {
        route: '/blog/post-2',
        title: 'Post 2',
        description: 'About 2',
        date: '2024-01-02',
        readingMinutes: 2,
      },
    ]);
    expect(latestPosts([])).toEqual([]);
  });

  it('writes them as the JSON module the home page imports', () => {
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'latest-posts-')),
      'gen',
      'portal-data.json',
    );
    writeLatestPosts(file, [post(1)]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      latestPosts: latestPosts([post(1)]),
    });
  });
});
