import { esc } from '../shared/html';
import type { PageSource } from '../shared/page-file';
import type { BlogPost } from './posts';

export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "By Priya Raman (Developer Advocate) · March 3, 2025 · 4 min read" */
export function bylineHtml(post: Pick<BlogPost, 'authors' | 'date' | 'readingMinutes'>): string {
  const authors = post.authors
    .map(
      (a) =>
        `<span class="blog-byline__author">${esc(a.name)}${a.title ? ` <span class="blog-byline__role">(${esc(a.title)})</span>` : ''}</span>`,
    )
    .join(', ');
  return `<p class="blog-byline">${authors ? `By ${authors} · ` : ''}<time datetime="${esc(post.date)}">${esc(formatDate(post.date))}</time> · <span class="blog-byline__reading">${post.readingMinutes} min read</span></p>`;
}

/** One page of the post list with 'Newer Entries' / 'Older Entries' pagination; `feed`: the RSS feed exists. */
export function renderListPage(
  list: { posts: BlogPost[]; newer?: string; older?: string; page: number; pages: number },
  feed = true,
): PageSource {
  const items = list.posts
    .map(
      (p) =>
        `<article class="blog-card"><h2 class="blog-card__title"><a href="${esc(p.route)}">${esc(p.title)}</a></h2>${bylineHtml(p)}<p class="blog-card__summary">${esc(p.description)}</p>${p.tags.length ? `<p class="blog-card__tags">${p.tags.map((t) => `<a class="tag-chip" href="/idn/tags/${esc(t)}">${esc(t)}</a>`).join('')}</p>` : ''}<p><a class="blog-card__more" href="${esc(p.route)}" aria-label="Read post: ${esc(p.title)}">Read post →</a></p></article>`,
    )
    .join('');
  const nav = `<nav class="blog-pagination" aria-label="Blog pages">${list.newer ? `<a class="blog-pagination__newer" href="${esc(list.newer)}">← Newer Entries</a>` : '<span></span>'}${list.older ? `<a class="blog-pagination__older" href="${esc(list.older)}">Older Entries →</a>` : '<span></span>'}</nav>`;
  return {
    title: list.page === 1 ? 'Blog' : `Blog — page ${list.page}`,
    description:
      'Articles from the developer portal team: API walkthroughs, connector guides and transform recipes.',
    extra: { pageType: 'doc-wide', sidebar: false, outline: false },
    sections: [
      {
        heading: {
          level: 1,
          text: list.page === 1 ? 'Blog' : `Blog, page ${list.page} of ${list.pages}`,
        },
        html: `<p class="blog-intro">News, walkthroughs and recipes for developers building on the identity platform.${feed ? ' <a href="/blog/rss.xml">Subscribe with RSS</a>.' : ''}</p><div class="blog-list">${items}</div>${nav}`,
      },
    ],
  };
}
