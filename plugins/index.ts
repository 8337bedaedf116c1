import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { REPO_URL, SITE_ORIGIN } from '../config/build-env';
import { apiLinksPlugin } from './api-links';
import { writeApiListModule } from './apis';
import type { LoadedApiList } from './apis/load-api-list';
import { blogPlugin } from './blog';
import { buildLogPlugin, buildNotices, formatConversions, formatDescriptionLinks } from './build-log';
import { clientBootPlugin } from './client-boot';
import { configCheckPlugin } from './config-check';
import { contentCheck } from './content-check';
import { dataRoutesPlugin } from './data-routes';
import { devPlugin } from './dev';
import { generatorSources } from './dev/api-cache';
import { openApiPlugin } from './openapi';
import type { OperationRecord, SchemaRecord } from './openapi/generate';
import { pageDataPlugin } from './page-data';
import { redirectPages } from './redirects';
import { pagesPlugin } from './route-check';
import { searchPlugin } from './search';
import { seoPlugin } from './seo';
import { llmsPlugin } from './seo/llms';
import { sidebarsPlugin } from './sidebars';
import { siteMetadataPlugin } from './site-metadata';
import { tagPages } from './tags';
import { LOCALE, REDIRECTS, SITE_DESCRIPTION, SITE_TITLE } from '../config/site';

export interface PortalPluginOptions {
  rootDir: string;
  docsRoot: string;
  specsDir: string;
  /** Where generated pages and data go (git-ignored). */
  generatedDir: string;
  /** The API list (plugins/apis: readApiList). */
  apiList: LoadedApiList;
  /** `rspress dev`: spec edits regenerate the API pages, broken input is shown, not fatal (plugins/dev). */
  dev?: boolean;
  /** Dev: why the API list could not be read (the last good one is used meanwhile). */
  apiListError?: Error;
}

/** Files under this folder of the generated dir are copied into the site as they are (rspress.config.ts). */
export const STATIC_DATA = 'static-data';

/** Every local plugin of the portal, in the order their hooks run. */
export function portalPlugins(opts: PortalPluginOptions): RspressPlugin[] {
  const gen = opts.generatedDir;
  const htmlComponent = path.join(opts.rootDir, 'theme/api/Html.tsx');
  fs.mkdirSync(gen, { recursive: true });
  const apis = opts.apiList.entries;
  // The browser's copy of the list (navbar, breadcrumbs, footer): it must exist before bundling.
  writeApiListModule(gen, apis);
  let operations: OperationRecord[] = [];
  let schemas: SchemaRecord[] = [];
  let apiBases: string[] = [];
  let apiWarnings = 0;
  let buildNotes: string[] = [];
  const apiStubs = path.join(gen, 'api');
  // Records of the data pages (build-time: server render, Markdown twins); their sidebar groups are served.
  const dataDir = path.join(gen, 'page-records');
  const isDataPage = (file: string) => file.startsWith(apiStubs + path.sep);
  const linkReportFile = path.join(gen, 'description-links.txt');
  const api = openApiPlugin({
    specsDir: opts.specsDir,
    apis,
    apiListWarnings: opts.apiList.warnings,
    docsRoot: opts.docsRoot,
    outDir: apiStubs,
    dataDir,
    groupsDir: path.join(gen, STATIC_DATA),
    linkReportFile,
    strictLinks: process.env.STRICT_DESCRIPTION_LINKS === '1',
    onGenerated: (g) => {
      operations = g.operations;
      schemas = g.schemas;
      apiBases = g.specs.map((s) => s.base);
      apiWarnings = g.warnings.length + opts.apiList.warnings.length;
      buildNotes = [...formatConversions(g.specs), ...formatDescriptionLinks(g.linkProblems.length, path.relative(opts.rootDir, linkReportFile) || linkReportFile)];
    },
    // The last generation is reused while no input changed (warm builds, the dev server's second start).
    cache: { file: path.join(gen, 'api-cache.json'), sources: generatorSources(opts.rootDir) },
    dev: opts.dev,
    // Generated pages link to their spec: in the repository when the spec is ours and REPO_URL is set, else the published bundle.
    specSourceUrl: (file) => (REPO_URL && opts.specsDir === path.join(opts.rootDir, 'specs') ? `${REPO_URL}/blob/main/specs/${file}` : `/api-specs/${file}`),
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
  const seo = seoPlugin({ siteOrigin: SITE_ORIGIN, siteTitle: SITE_TITLE, dir: LOCALE.dir, redirects: REDIRECTS });
  return [
    ...(opts.dev
      ? [
          devPlugin({
            specsDir: opts.specsDir,
            apiListFiles: [path.join(opts.specsDir, 'apis.yaml'), path.join(opts.rootDir, 'specs', 'apis.yaml')],
            regenerate: api.regenerate,
            interrupt: api.interrupt,
            pageIndexCacheFile: path.join(gen, 'dev-page-index.json'),
            error: () => opts.apiListError ?? api.error(),
          }),
        ]
      : []),
    buildLogPlugin({ summary: () => ({ operations: operations.length, warnings: apiWarnings, notes: buildNotes }), notices: buildNotices({ siteOrigin: SITE_ORIGIN, repoUrl: REPO_URL }) }),
    configCheckPlugin({ docsRoot: opts.docsRoot, generatedDir: gen, apis }),
    clientBootPlugin({ rootDir: opts.rootDir }),
    sidebarsPlugin({ docsRoot: opts.docsRoot, apis }),
    api.plugin,
    // Guides' inline API paths (`GET /v3/sources`) link to their operation pages.
    apiLinksPlugin({ docsRoot: opts.docsRoot, operations: () => operations }),
    ...blog.plugins,
    pagesPlugin({
      docsRoot: opts.docsRoot,
      sources: [
        { name: 'the OpenAPI reference', pages: api.pages },
        { name: 'the blog list', pages: blog.pages },
        { name: 'the tag pages', pages: tagPages({ docsRoot: opts.docsRoot, outDir: path.join(gen, 'tags'), htmlComponent }) },
        { name: 'the redirects', pages: redirectPages({ outDir: path.join(gen, 'redirects'), redirectComponent: path.join(opts.rootDir, 'theme/components/Redirect.tsx') }) },
      ],
      // Every content rule of tests/content, against the real route list: all problems at once.
      check: contentCheck({ docsRoot: opts.docsRoot, specsDir: opts.specsDir, apis }),
    }),
    searchPlugin({ generatedDir: gen, operations: () => operations, schemas: () => schemas, apis }),
    siteMetadataPlugin({ generatedDir: gen, apis }),
    // Canonical/Open Graph/Twitter tags, sitemap.xml (official @rspress/plugin-sitemap) and robots.txt for SITE_ORIGIN.
    seo,
    // llms.txt, llms-full.txt and the `.md` twin of every page; LLMS=0 turns them off.
    ...(process.env.LLMS === '0'
      ? []
      : [llmsPlugin({ siteOrigin: SITE_ORIGIN, siteTitle: SITE_TITLE, siteDescription: SITE_DESCRIPTION, docsRoot: opts.docsRoot, dataDir, isDataPage, redirects: REDIRECTS, apis })]),
    // It trims page records after the other plugins have read them.
    pageDataPlugin({ generatedDir: gen }),
    // Last: it takes the API pages out of the page list after the other plugins have read it.
    dataRoutesPlugin({
      rootDir: opts.rootDir,
      generatedDir: gen,
      dataDir,
      isDataPage,
      prefixes: () => apiBases,
      onDataPages: async (pages) => {
        for (const p of pages) await seo.extendPageData?.(p, true);
      },
    }),
  ];
}
