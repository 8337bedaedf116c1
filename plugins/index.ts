import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { REPO_URL, SITE_ORIGIN } from '../config/build-env';
import { blogPlugin } from './blog';
import { configCheckPlugin } from './config-check';
import { openApiPlugin } from './openapi';
import type { OperationRecord } from './openapi/generate';
import { pageDataPlugin } from './page-data';
import { redirectPages } from './redirects';
import { pagesPlugin } from './route-check';
import { searchPlugin } from './search';
import { seoPlugin } from './seo';
import { sidebarsPlugin } from './sidebars';
import { siteMetadataPlugin } from './site-metadata';
import { tagPages } from './tags';
import { LOCALE, REDIRECTS, SITE_TITLE } from '../config/site';

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
  let operations: OperationRecord[] = [];
  const api = openApiPlugin({
    specsDir: opts.specsDir,
    docsRoot: opts.docsRoot,
    outDir: path.join(gen, 'api'),
    htmlComponent,
    onGenerated: (g) => (operations = g.operations),
    // Generated pages link to their spec: in the repository when the spec is ours, else the published bundle.
    specSourceUrl: (file) => (opts.specsDir === path.join(opts.rootDir, 'specs') ? `${REPO_URL}/blob/main/specs/${file}` : `/api-specs/${file}`),
  });
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
    configCheckPlugin({ docsRoot: opts.docsRoot, generatedDir: gen }),
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
    searchPlugin({ generatedDir: gen, operations: () => operations }),
    siteMetadataPlugin({ generatedDir: gen }),
    // Canonical/Open Graph/Twitter tags, sitemap.xml (official @rspress/plugin-sitemap) and robots.txt for SITE_ORIGIN.
    seoPlugin({ siteOrigin: SITE_ORIGIN, siteTitle: SITE_TITLE, dir: LOCALE.dir, redirects: REDIRECTS }),
    // Last: it trims page records after the other plugins have read them.
    pageDataPlugin({ generatedDir: gen }),
  ];
}
