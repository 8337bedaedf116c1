import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { SITE_ORIGIN } from '../../config/build-env';
import { REDIRECTS, SITE_TITLE } from '../../config/site';
import { readMarkdownPages } from '../shared/markdown-pages';
import { writePages, type GeneratedPage } from '../shared/write-pages';
import { remarkBlogByline } from './byline-remark';
import { writeLatestPosts } from './latest-posts';
import { collectPosts, paginate, type BlogPost } from './posts';
import { renderListPage } from './render';

/**
 * Blog: list pages with pagination, bylines with reading time, an RSS feed, and the home page's
 * latest posts (written to `latestPostsFile` when the posts are first read).
 */
export function blogPlugin(opts: {
  docsRoot: string;
  outDir: string;
  htmlComponent: string;
  latestPostsFile: string;
}): { plugins: RspressPlugin[]; pages: () => GeneratedPage[] } {
  let posts: BlogPost[] | undefined;
  const load = () => {
    if (!posts) {
      posts = collectPosts(readMarkdownPages(opts.docsRoot));
      writeLatestPosts(opts.latestPostsFile, posts);
    }
    return posts;
  };
  let byFile: Map<string, BlogPost> | undefined;
  const postsByFile = () =>
    (byFile ??= new Map(load().map((p) => [path.join(opts.docsRoot, p.file), p])));
  // An RSS feed needs absolute links: without SITE_ORIGIN there is no feed (the build log warns).
  const feed = Boolean(SITE_ORIGIN);
  const pages = () =>
    writePages(
      opts.outDir,
      opts.htmlComponent,
      paginate(load()).map((list) => ({ route: list.route, page: renderListPage(list, feed) })),
    );
  const REDIRECT_SOURCES = new Set(REDIRECTS.map((r) => r.from));
  const plugins: RspressPlugin[] = [
    {
      name: 'portal-blog',
      config(config) {
        load();
        return config;
      },
      markdown: { remarkPlugins: [remarkBlogByline({ postsByFile })] },
    },
    ...(feed
      ? [
          pluginRss({
            siteUrl: SITE_ORIGIN,
            feed: {
              id: 'blog',
              title: `${SITE_TITLE} blog`,
              // Posts only: not the list pages, nor the stubs of renamed posts (a redirect page
              // has no frontmatter for the feed to read).
              test: (page) =>
                page.routePath.startsWith('/blog/') &&
                !page.routePath.startsWith('/blog/page/') &&
                !REDIRECT_SOURCES.has(page.routePath),
              output: { type: 'rss', filename: 'rss.xml', dir: 'blog' },
            },
          }),
        ]
      : []),
  ];
  return { plugins, pages };
}
