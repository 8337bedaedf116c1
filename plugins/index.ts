import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { blogPlugin } from './blog';
import { openApiPlugin } from './openapi';
import { pageDataPlugin } from './page-data';
import { redirectPages } from './redirects';
import { pagesPlugin } from './route-check';
import { sidebarsPlugin } from './sidebars';
import { tagPages } from './tags';

export interface PortalPluginOptions {
  rootDir: string;
  docsRoot: string;
  specsDir: string;
  /** Where generated pages and data go (git-ignored). */
  generatedDir: string;
}

/** Every local plugin of the portal, in the order their hooks run. */
export function portalPlugins(opts: PortalPluginOptions): RspressPlugin[] {
  const gen = opts.generatedDir;
  const htmlComponent = path.join(opts.rootDir, 'theme/api/Html.tsx');
  fs.mkdirSync(gen, { recursive: true });
  const api = openApiPlugin({ specsDir: opts.specsDir, docsRoot: opts.docsRoot, outDir: path.join(gen, 'api'), htmlComponent });
  const blog = blogPlugin({
    docsRoot: opts.docsRoot,
    outDir: path.join(gen, 'blog'),
    htmlComponent,
    onPosts: (posts) => {
      const latestPosts = posts.slice(0, 3).map(({ route, title, description, date, readingMinutes }) => ({ route, title, description, date, readingMinutes }));
      fs.writeFileSync(path.join(gen, 'portal-data.json'), JSON.stringify({ latestPosts }));
    },
  });
  return [
    sidebarsPlugin({ docsRoot: opts.docsRoot }),
    api.plugin,
    ...blog.plugins,
    pagesPlugin({
      docsRoot: opts.docsRoot,
      sources: [
        { name: 'the OpenAPI reference', pages: api.pages },
        { name: 'the blog list', pages: blog.pages },
        { name: 'the tag pages', pages: tagPages({ docsRoot: opts.docsRoot, outDir: path.join(gen, 'tags'), htmlComponent }) },
        { name: 'the redirects', pages: redirectPages({ outDir: path.join(gen, 'redirects'), redirectComponent: path.join(opts.rootDir, 'theme/components/Redirect.tsx') }) },
      ],
    }),
    // Last: it trims page records after the other plugins have read them.
    pageDataPlugin({ generatedDir: gen }),
  ];
}
