import fs from 'node:fs';
import path from 'node:path';
import type { BlogPost } from './posts';

/** A post as the home page's "latest posts" cards show it (theme/components/HomePage.tsx). */
export type LatestPost = Pick<
  BlogPost,
  'route' | 'title' | 'description' | 'date' | 'readingMinutes'
>;

/** How many posts the home page shows. */
export const LATEST_POSTS = 3;

/** The newest posts (the list is sorted newest first), with only the fields the cards show. */
export function latestPosts(posts: readonly BlogPost[]): LatestPost[] {
  return posts
    .slice(0, LATEST_POSTS)
    .map(({ route, title, description, date, readingMinutes }) => ({
      route,
      title,
      description,
      date,
      readingMinutes,
    }));
}

/** Writes them where the home page imports them from (`@portal-generated/portal-data.json`). */
export function writeLatestPosts(file: string, posts: readonly BlogPost[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ latestPosts: latestPosts(posts) }));
}
