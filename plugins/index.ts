import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { blogPlugin } from './blog';
import { openApiPlugin } from './openapi';
import { pageDataPlugin } from './page-data';
import { redirectsPlugin } from './redirects';
import { sidebarsPlugin } from './sidebars';
import { tagsPlugin } from './tags';

export interface PortalPluginOptions {
  rootDir: string;
  docsRoot: string;
  specsDir: string;
}

/** Build-time data the theme imports as `@portal-generated/…` (never committed). */
export const generatedDir = (rootDir: string) => path.join(rootDir, '.generated');

/** Every local plugin of the portal, in the order their hooks run. */
export function portalPlugins(opts: PortalPluginOptions): RspressPlugin[] {
  const gen = generatedDir(opts.rootDir);
  const htmlComponent = path.join(opts.rootDir, 'theme/api/Html.tsx');
  fs.mkdirSync(gen, { recursive: true });
  return [
    sidebarsPlugin({ docsRoot: opts.docsRoot }),
    openApiPlugin({ specsDir: opts.specsDir, docsRoot: opts.docsRoot, outDir: path.join(gen, 'api'), htmlComponent }),
    ...blogPlugin({
      docsRoot: opts.docsRoot,
      outDir: path.join(gen, 'blog'),
      htmlComponent,
      onPosts: (posts) => {
        const latestPosts = posts.slice(0, 3).map(({ route, title, description, date, readingMinutes }) => ({ route, title, description, date, readingMinutes }));
        fs.writeFileSync(path.join(gen, 'portal-data.json'), JSON.stringify({ latestPosts }));
      },
    }),
    tagsPlugin({ docsRoot: opts.docsRoot, outDir: path.join(gen, 'tags'), htmlComponent }),
    redirectsPlugin({ outDir: path.join(gen, 'redirects'), redirectComponent: path.join(opts.rootDir, 'theme/components/Redirect.tsx') }),
    // Last: it trims page records after the other plugins have read them.
    pageDataPlugin({ generatedDir: gen }),
  ];
}
