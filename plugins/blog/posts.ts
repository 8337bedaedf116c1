import { proseWordCount } from '../shared/markdown-text';
import type { MarkdownPage } from '../shared/markdown-pages';

export interface BlogAuthor {
  name: string;
  title?: string;
}

export interface BlogPost {
  route: string;
  file: string;
  title: string;
  description: string;
  date: string;
  authors: BlogAuthor[];
  tags: string[];
  readingMinutes: number;
}

export const POSTS_PER_PAGE = 10;
const WORDS_PER_MINUTE = 200;

/** 'N min read' from the words of prose and code (code reads slower, so it counts too). */
export function readingMinutes(body: string): number {
  const words = proseWordCount(body) + Math.round(body.split(/\s+/).length * 0.1);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function toIsoDate(value: unknown, file: string): string {
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime()))
    throw new Error(`${file}: blog post needs a valid \`date\` (YYYY-MM-DD) in its frontmatter`);
  return d.toISOString().slice(0, 10);
}

/** Blog posts (pages under blog/), newest first. */
export function collectPosts(pages: MarkdownPage[]): BlogPost[] {
  return pages
    .filter((p) => p.route.startsWith('/blog/'))
    .map((p) => {
      const fm = p.frontmatter;
      const authors = (Array.isArray(fm.authors) ? fm.authors : fm.author ? [fm.author] : []).map(
        (a) =>
          typeof a === 'string'
            ? { name: a }
            : { name: String((a as BlogAuthor).name), title: (a as BlogAuthor).title },
      );
      return {
        route: p.route,
        file: p.file,
        title: String(fm.title ?? p.route),
        description: String(fm.description ?? ''),
        date: toIsoDate(fm.date, `docs/${p.file}`),
        authors,
        tags: Array.isArray(fm.tags) ? fm.tags.map(String) : [],
        readingMinutes: readingMinutes(p.body),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Page N (1-based) of the post list with its neighbours: page 1 is /blog, then /blog/page/2… */
export function paginate(posts: BlogPost[]): Array<{
  route: string;
  posts: BlogPost[];
  newer?: string;
  older?: string;
  page: number;
  pages: number;
}> {
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  const routeOf = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`);
  return Array.from({ length: pages }, (_, i) => ({
    route: routeOf(i + 1),
    posts: posts.slice(i * POSTS_PER_PAGE, (i + 1) * POSTS_PER_PAGE),
    newer: i > 0 ? routeOf(i) : undefined,
    older: i + 1 < pages ? routeOf(i + 2) : undefined,
    page: i + 1,
    pages,
  }));
}
