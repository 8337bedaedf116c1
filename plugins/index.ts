import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { REPO_URL, SITE_ORIGIN } from '../config/build-env';
import { apiLinksPlugin } from './api-links';
import { writeApiListModule } from './apis';
import { apiIndexPages } from './apis/api-index';
import type { LoadedApiList } from './apis/load-api-list';
import { blogPlugin } from './blog';
import {
  apiSummary,
  buildLogPlugin,
  buildNotices,
  buildProfile,
  profiledPlugin,
} from './build-log';
import { clientBootPlugin } from './client-boot';
import { clientRuntimePlugin } from './client-runtime';
import { configCheckPlugin } from './config-check';
import { contentCheck, guidedApis } from './content-rules';
import { routingPlugin } from './routing';
import { devPlugin } from './dev';
import { guideCodePlugin } from './guide-code';
import { buildCachePlugin } from './build-cache';
import { buildMemoryPlugin } from './build-memory';
import { apiListReads } from './dev/api-list';
import { apiGeneration, openApiPlugin } from './openapi';
import { generatorSources } from './openapi/api-cache';
import { apiDevLoop } from './openapi/dev-loop';
import { specSourceUrls } from './openapi/spec-source';
import { rspressPageDataPlugin } from './rspress-page-data';
import { redirectPages } from './redirects';
import { pageLayoutPlugin } from './page-layout';
import { pagesPlugin } from './pages';
import { searchPlugin } from './search';
import { seoPlugin } from './seo';
import { portalBuildState } from './build-state';
import { llmsPlugin } from './seo/llms';
import { sidebarsPlugin } from './sidebars';
import { siteMetadataPlugin } from './site-metadata';
import { tablesPlugin } from './tables';
import { tagPages } from './tags';
import { LOCALE, REDIRECTS, SITE_DESCRIPTION, SITE_TITLE } from '../config/site';
import { siteAreas } from '../config/areas';

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

/** The content check, timed as a phase of the build profile; `done` runs after it. */
const profiledCheck =
  (check: (routes: string[]) => Promise<string | null>, done?: () => void) => (routes: string[]) =>
    buildProfile.time('content rules', () => check(routes)).finally(() => done?.());

/** Every local plugin of the portal, in the order their hooks run. */
export function portalPlugins(opts: PortalPluginOptions): RspressPlugin[] {
  const gen = opts.generatedDir;
  const htmlComponent = path.join(opts.rootDir, 'theme/components/Html.tsx');
  fs.mkdirSync(gen, { recursive: true });
  const apis = opts.apiList.entries;
  const products = opts.apiList.products;
  // Every sidebar area: each product's API area and the site's hand-written areas (config/areas.ts).
  const areas = siteAreas(products);
  // The browser's copy of the list and products (navbar, breadcrumbs, footer, facets): it must exist before bundling.
  writeApiListModule(gen, apis, products);
  // What one plugin's hook produces and later hooks read; read too early, it throws.
  const state = portalBuildState();
  const apiStubs = path.join(gen, 'api');
  // Records of the API pages (build-time: server render, Markdown twins); their sidebar groups are served.
  const dataDir = path.join(gen, 'page-records');
  const isApiPage = (file: string) => file.startsWith(apiStubs + path.sep);
  const linkReportFile = path.join(gen, 'description-links.txt');
  const generation = apiGeneration({
    specsDir: opts.specsDir,
    apis,
    apiListWarnings: opts.apiList.warnings,
    docsRoot: opts.docsRoot,
    outDir: apiStubs,
    dataDir,
    groupsDir: path.join(gen, STATIC_DATA),
    linkReportFile,
    strictLinks: process.env.STRICT_DESCRIPTION_LINKS === '1',
    onGenerated: (g, models) => {
      state.api.fill(g);
      state.models.fill(models);
    },
    // The content rules check the guides' requests against these versions' documents.
    keepModels: guidedApis(products),
    // The last generation is reused while no input changed (warm builds, the dev server's second start).
    cache: { file: path.join(gen, 'api-cache.json'), sources: generatorSources(opts.rootDir) },
    dev: opts.dev,
    specSourceUrl: specSourceUrls({
      repoUrl: REPO_URL,
      rootDir: opts.rootDir,
      specsDir: opts.specsDir,
    }),
  });
  // `rspress dev`: spec edits regenerate the API pages (the one place the dev loop is wired in).
  const devLoop = opts.dev ? apiDevLoop(generation) : undefined;
  const api = openApiPlugin(generation, devLoop?.start);
  const blog = blogPlugin({
    docsRoot: opts.docsRoot,
    outDir: path.join(gen, 'blog'),
    htmlComponent,
    latestPostsFile: path.join(gen, 'portal-data.json'),
  });
  const seo = seoPlugin({
    siteOrigin: SITE_ORIGIN,
    siteTitle: SITE_TITLE,
    dir: LOCALE.dir,
    redirects: REDIRECTS,
    areas,
    products,
  });
  return [
    ...(devLoop
      ? [
          devPlugin({
            specsDir: opts.specsDir,
            apiListFiles: [
              path.join(opts.specsDir, 'apis.yaml'),
              path.join(opts.rootDir, 'specs', 'apis.yaml'),
              path.join(opts.specsDir, 'products.yaml'),
              path.join(opts.rootDir, 'specs', 'products.yaml'),
            ],
            regenerate: devLoop.regenerate,
            interrupt: devLoop.interrupt,
            pageIndexCacheFile: path.join(gen, 'dev-page-index.json'),
            error: () => opts.apiListError ?? devLoop.report(),
            listReadsNow: opts.apiListError
              ? () => apiListReads(opts.rootDir, opts.specsDir)
              : undefined,
          }),
        ]
      : []),
    buildLogPlugin({
      summary: () =>
        apiSummary(state.api.get(), {
          apiListWarnings: opts.apiList.warnings.length,
          linkReportFile: path.relative(opts.rootDir, linkReportFile) || linkReportFile,
        }),
      notices: buildNotices({ siteOrigin: SITE_ORIGIN, repoUrl: REPO_URL }),
    }),
    configCheckPlugin({ docsRoot: opts.docsRoot, generatedDir: gen, apis, areas }),
    clientBootPlugin({ rootDir: opts.rootDir }),
    clientRuntimePlugin({ rootDir: opts.rootDir }),
    sidebarsPlugin({ docsRoot: opts.docsRoot, apis, products, areas }),
    api.plugin,
    // Guides' inline API paths (`GET /v3/sources`) link to their operation pages.
    apiLinksPlugin({ docsRoot: opts.docsRoot, operations: state.operations }),
    tablesPlugin(),
    guideCodePlugin(),
    pageLayoutPlugin({ docsRoot: opts.docsRoot, areas }),
    // The blog's RSS feed is written in afterBuild: a phase of the build profile with the sitemap.
    ...blog.plugins.map((p) => profiledPlugin(p, { afterBuild: 'sitemap and feeds' })),
    pagesPlugin({
      docsRoot: opts.docsRoot,
      sources: [
        { name: 'the OpenAPI reference', pages: api.pages },
        { name: 'the blog list', pages: blog.pages },
        {
          name: 'the API index pages',
          pages: apiIndexPages({
            products,
            apis,
            outDir: path.join(gen, 'api-index'),
            htmlComponent,
            docsRoot: opts.docsRoot,
          }),
        },
        {
          name: 'the tag pages',
          pages: tagPages({
            docsRoot: opts.docsRoot,
            outDir: path.join(gen, 'tags'),
            htmlComponent,
          }),
        },
        {
          name: 'the redirects',
          pages: redirectPages({
            outDir: path.join(gen, 'redirects'),
            redirectComponent: path.join(opts.rootDir, 'theme/components/Redirect.tsx'),
          }),
        },
      ],
      // Every content rule of tests/content, against the real route list: all problems at once.
      check: profiledCheck(
        contentCheck({
          docsRoot: opts.docsRoot,
          specsDir: opts.specsDir,
          apis,
          products,
          models: state.apiModels,
        }),
        // A build reads the models no more: they are not held through the compile and SSG.
        opts.dev ? undefined : generation.releaseModels,
      ),
    }),
    profiledPlugin(
      searchPlugin({
        generatedDir: gen,
        operations: state.operations,
        schemas: state.schemas,
        apis,
        products,
        areas,
      }),
      // Both its parts: the documents read from the page list, and the shards written after the build.
      { modifySearchIndexData: 'search index', afterBuild: 'search index' },
    ),
    siteMetadataPlugin({ generatedDir: gen, apis, areas }),
    // Canonical/Open Graph/Twitter tags, sitemap.xml (official @rspress/plugin-sitemap) and robots.txt for SITE_ORIGIN.
    profiledPlugin(seo, { afterBuild: 'sitemap and feeds' }),
    // llms.txt, llms-full.txt and the `.md` twin of every page; LLMS=0 turns them off.
    ...(process.env.LLMS === '0'
      ? []
      : [
          profiledPlugin(
            llmsPlugin({
              siteOrigin: SITE_ORIGIN,
              siteTitle: SITE_TITLE,
              siteDescription: SITE_DESCRIPTION,
              docsRoot: opts.docsRoot,
              dataDir,
              isApiPage,
              redirects: REDIRECTS,
              apis,
              products,
              // The API pages' twins: written by a worker beside the content rules and the compile.
              apiPages: api.pages,
              stageDir: path.join(gen, 'api-twins'),
            }),
            { afterBuild: 'twins and llms' },
          ),
        ]),
    // The build settings in Rspack's persistent cache key.
    buildCachePlugin(),
    // A garbage collection before the compile and before static generation (the peak's phases).
    buildMemoryPlugin(),
    // It trims page records after the other plugins have read them.
    rspressPageDataPlugin({ generatedDir: gen }),
    // Last: it takes the API pages out of the page list after the other plugins have read it.
    routingPlugin({
      rootDir: opts.rootDir,
      generatedDir: gen,
      dataDir,
      isApiPage,
      prefixes: state.apiPrefixes,
      onApiPages: async (pages) => {
        for (const p of pages) await seo.extendPageData?.(p, true);
      },
    }),
  ];
}
