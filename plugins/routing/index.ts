import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { SwapGuard } from '../shared/swap-guard';
import { pageInfo, pageInfoModuleCode } from './page-info-module';
import { PreloadApiChunkPlugin } from './preload-api-chunk';
import { pageOfQuery, routesModuleCode, type RouteMetaLike } from './routes-module';

export interface RoutingOptions {
  rootDir: string;
  generatedDir: string;
  /** Folder of the page records (build-time; `rspress dev` serves them as /page-data/). */
  dataDir: string;
  /** Is this route's file an API page's stub? (The page is rendered from its record instead.) */
  isApiPage: (absolutePath: string) => boolean;
  /** Route prefixes whose unknown paths are looked up as API pages (the API version roots). */
  prefixes: () => string[];
  /** Receives the API pages' records before they leave the page list (e.g. for the sitemap). */
  onApiPages?: (pages: PageIndexInfo[]) => Promise<void> | void;
}

/**
 * API pages stay out of the bundles. Rspress puts every page into its
 * route table — one entry and one lazy import per page in the main bundle of every page — and
 * into its page list, and compiles every page for the browser and the server. Measured at ~2,900
 * pages that was 222 KB gzip of index.js and most of the build (README "Page weight at scale").
 * Its public hooks cannot remove a page from those tables, so this plugin, and only this plugin,
 * goes below the public API:
 *
 * - `virtual-routes` is aliased to a module listing the compiled pages only (same code Rspress
 *   generates, routes-module.ts);
 * - Rspress's runtime/route.js is replaced by theme/routing/route.ts (same exports), which falls
 *   back to api-route.ts for paths under the API route prefixes, and runtime/initPageData.js by
 *   theme/routing/init-page-data.ts (the original underneath), so hydration renders once;
 * - API pages are removed from the page list (`modifySearchIndexData` receives the list itself);
 * - `virtual-page-data` (every page's record, in the main bundle) is aliased to
 *   theme/routing/page-index.ts, which starts empty: each record travels in its page's route chunk
 *   (page-info-module.ts) and is added when that chunk loads, before Rspress looks it up;
 * - the API pages' HTML preloads their chunk (preload-api-chunk.ts adds them to the manifest
 *   from which Rspress writes a page's `<link rel="preload">`s);
 * - the loader of records reads the page's HTML in the browser bundle (read-api-page.ts) and the
 *   record file in the server bundle (SSG still writes static HTML for every API page).
 *
 * Each swap is recorded (../shared/swap-guard.ts): a production build fails, naming this file,
 * if one never happened, and if a compiled page has no script in Rspress's route-chunk manifest
 * (routes-module.ts copies Rspress's chunk names; preload-api-chunk.ts checks them).
 */
export function routingPlugin(opts: RoutingOptions): RspressPlugin {
  const outDir = path.join(opts.generatedDir, 'routing');
  const routesFile = path.join(outDir, 'routes.js');
  const pageIndex = path.join(opts.rootDir, 'theme/routing/page-index.ts');
  // Stands for every page-info module (one per page, told apart by their query); the transform writes them.
  const pageModule = path.join(outDir, 'page.js');
  // The compiled pages by relative path, and the routes of the API pages.
  let compiled = new Map<string, RouteMetaLike>();
  let apiRoutePaths: string[] = [];
  // Rspress's page records, as its plugins left them (extendPageData), by relative path.
  const records = new Map<string, PageIndexInfo>();
  const loaders = {
    web: path.join(opts.rootDir, 'theme/routing/load-api-page.web.ts'),
    node: path.join(opts.rootDir, 'theme/routing/load-api-page.node.ts'),
  };
  // Rspress's runtime modules swapped for the portal's (same exports), as every runtime module
  // imports them: ./route.js or ../route.js, ./initPageData.js.
  const replaced = [
    {
      swap: 'runtime/route.js → theme/routing/route.ts',
      request: /^\.\.?\/route\.js$/,
      file: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/,
      by: path.join(opts.rootDir, 'theme/routing/route.ts'),
    },
    {
      swap: 'runtime/initPageData.js → theme/routing/init-page-data.ts',
      request: /^\.\/initPageData\.js$/,
      file: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]initPageData\.js$/,
      by: path.join(opts.rootDir, 'theme/routing/init-page-data.ts'),
    },
  ];
  // Rspress's runtime must still ask for its page list by this name, or the alias below is dead
  // and every page's record is back in the main bundle.
  const pageDataSwap = 'virtual-page-data → theme/routing/page-index.ts';
  // Static generation only: Rspress's server entry renders each page through a stream it decodes
  // again; theme/ssg/react-dom-server.ts gives it renderToString's string, the same HTML.
  const ssrServer = {
    swap: 'react-dom/server of runtime/ssrServerEntry.js → theme/ssg/react-dom-server.ts',
    context: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime$/,
    by: path.join(opts.rootDir, 'theme/ssg/react-dom-server.ts'),
  };
  const guard = new SwapGuard('plugins/routing/index.ts');
  return {
    name: 'portal-routing',
    routeGenerated(routes) {
      const all = routes as RouteMetaLike[];
      compiled = new Map(
        all.filter((r) => !opts.isApiPage(r.absolutePath)).map((r) => [r.relativePath, r]),
      );
      apiRoutePaths = all.filter((r) => opts.isApiPage(r.absolutePath)).map((r) => r.routePath);
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(
        routesFile,
        routesModuleCode([...compiled.values()], { pageModule, pageIndex }),
      );
      fs.writeFileSync(pageModule, 'export {};\n');
      fs.writeFileSync(
        path.join(opts.generatedDir, 'api-routes.json'),
        JSON.stringify({ prefixes: opts.prefixes() }),
      );
    },
    async modifySearchIndexData(pages) {
      const data = pages.filter((p) =>
        opts.isApiPage((p as { _filepath?: string })._filepath ?? ''),
      );
      await opts.onApiPages?.(data);
      const keep = pages.filter((p) => !data.includes(p));
      pages.splice(0, pages.length, ...keep);
    },
    extendPageData(page) {
      const rel = (page as { _relativePath?: string })._relativePath;
      if (rel) records.set(rel, page);
    },
    builderConfig: {
      source: { define: { __PORTAL_API_RECORDS_DIR__: JSON.stringify(opts.dataDir) } },
      server: {
        // `rspress dev` renders no HTML to read a record back from: serve the records themselves.
        setup: (ctx) => {
          if (ctx.action !== 'dev') return;
          ctx.server.middlewares.use((req, res, next) => {
            const m = /^(\/page-data\/[\w./-]+\.json)(?:\?.*)?$/.exec(req.url ?? '');
            const file = m && !m[1]!.includes('..') ? path.join(opts.dataDir, m[1]!) : undefined;
            if (!file || !fs.existsSync(file)) return next();
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(fs.readFileSync(file));
          });
        },
      },
      plugins: [
        <RsbuildPlugin>{
          name: 'portal-routing-bundler',
          setup(api) {
            // The API pages' preload and loaders are set up in the "web" build.
            guard.requireBeforeBuild(api, ['web']);
            api.transform(
              { test: (file: string) => file === pageModule, resourceQuery: /page=/ },
              ({ resourceQuery }) => {
                const rel = pageOfQuery(resourceQuery);
                const route = rel === undefined ? undefined : compiled.get(rel);
                if (!route) throw new Error(`[routing] no compiled page for ${resourceQuery}`);
                return pageInfoModuleCode(
                  route.absolutePath,
                  pageInfo(route, records.get(route.relativePath)),
                );
              },
            );
            api.modifyRspackConfig((config, { environment, rspack, isProd }) => {
              const alias = (config.resolve ??= {}).alias as Record<string, string>;
              alias['virtual-routes'] = routesFile;
              alias['virtual-page-data'] = pageIndex;
              alias['@portal/api-page-loader'] =
                environment.name === 'web' ? loaders.web : loaders.node;
              config.plugins ??= [];
              if (environment.name === 'web')
                config.plugins.push(
                  new PreloadApiChunkPlugin(
                    () => apiRoutePaths,
                    () => [...compiled.values()].map((r) => r.routePath),
                  ),
                );
              for (const r of replaced) {
                config.plugins.push(
                  new rspack.NormalModuleReplacementPlugin(
                    r.request,
                    (data: { request: string; context?: string }) => {
                      if (!data.context || !r.file.test(path.resolve(data.context, data.request)))
                        return;
                      data.request = r.by;
                      guard.record(environment.name, r.swap);
                    },
                  ),
                );
              }
              config.plugins.push(
                new rspack.NormalModuleReplacementPlugin(/^virtual-page-data$/, () =>
                  guard.record(environment.name, pageDataSwap),
                ),
              );
              const ssg = environment.name === 'node';
              if (ssg)
                config.plugins.push(
                  new rspack.NormalModuleReplacementPlugin(
                    /^react-dom\/server$/,
                    (data: { request: string; context?: string }) => {
                      if (!data.context || !ssrServer.context.test(data.context)) return;
                      data.request = ssrServer.by;
                      guard.record(environment.name, ssrServer.swap);
                    },
                  ),
                );
              // Production only: a dev server's rebuilds and lazy compilation need not resolve every module.
              const results = Object.fromEntries([
                ...replaced.map((r) => [r.swap, r.by]),
                [pageDataSwap, pageIndex],
                [ssrServer.swap, ssrServer.by],
              ]);
              if (isProd)
                config.plugins.push(
                  guard.plugin(
                    environment.name,
                    [
                      ...replaced.map((r) => r.swap),
                      pageDataSwap,
                      ...(ssg ? [ssrServer.swap] : []),
                    ],
                    results,
                  ),
                );
            });
          },
        },
      ],
    },
  };
}
