import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RspressPlugin } from '@rspress/core';
import { REDIRECTS } from '../../config/site';
import type { OperationRecord, SchemaRecord } from '../openapi/generate';
import type { ApiEntry } from '../../common/apis/api-list';
import { checkFlattenContent } from './flatten-content-guard';
import type { Product } from '../../common/apis/products';
import type { Area } from '../../config/areas';
import { collectDocuments, shardDefs, type IndexPage } from './documents';
import { downloadDocs } from './downloads';
import { buildShards, type BuiltShards } from './shards';
import { SEARCH_DIR } from '../../common/search/types';

export interface SearchPluginOptions {
  /** Where generated pages live (their search documents come from titles or the API model). */
  generatedDir: string;
  /** The API operations (from the openapi plugin's `onGenerated`), read when the index is built. */
  operations: () => OperationRecord[];
  /** The API schemas, read with the operations. */
  schemas?: () => SchemaRecord[];
  /** The API list: one shard per API version. */
  apis: readonly ApiEntry[];
  /** The products and areas: product facet, kind facet and shards of every route. */
  products: readonly Product[];
  areas: readonly Area[];
  /** Offered after a search without results; only those that find something are kept. */
  suggestions?: readonly string[];
}

/** Written to the generated folder on every build. */
export const SEARCH_DOCUMENTS_FILE = 'search-documents.json';

/** Popular queries offered under "Try searching for". */
export const POPULAR_QUERIES = [
  'list sources',
  'transforms',
  'correlation rule',
  'event triggers',
  'authentication',
  'sail cli',
] as const;

/**
 * The site search index (see README "Search"): compact documents from every page and API
 * operation, split into one JSON shard per area under `<outDir>/search/` with a manifest.
 * The browser side is theme/search/.
 */
export function searchPlugin(opts: SearchPluginOptions): RspressPlugin {
  let built: BuiltShards | undefined;
  // Dev: the page list and the operations the shards were last built from, to rebuild them after a spec edit (plugins/dev).
  let devPages: Parameters<NonNullable<RspressPlugin['modifySearchIndexData']>>[0] | undefined;
  let builtFor: OperationRecord[] | undefined;
  const plugin: RspressPlugin = {
    name: 'portal-search',
    builderConfig: {
      server: {
        // `rspress dev` has no afterBuild: serve the shards from memory.
        setup: (ctx) => {
          if (ctx.action !== 'dev') return;
          ctx.server.middlewares.use((req, res, next) => {
            const m = req.url?.match(new RegExp(`^/${SEARCH_DIR}/([\\w.-]+\\.json)(?:\\?.*)?$`));
            // The API pages were regenerated: the manifest the dialog fetches first comes with fresh shards.
            if (m && devPages && opts.operations() !== builtFor)
              void plugin.modifySearchIndexData?.(devPages, false);
            const body = m && built?.files.get(m[1]!);
            if (!body) return next();
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(body);
          });
        },
      },
    },
    modifySearchIndexData(pages) {
      // Runs before extendPageData (which trims the records): read everything needed now.
      // A deep copy: later plugins trim these records in place.
      if (process.env.NODE_ENV === 'development' && pages !== devPages) {
        try {
          devPages = structuredClone(pages);
          // The dev server starts without the index: the first search request builds it (the middleware).
          builtFor = undefined;
          return;
        } catch {
          devPages = undefined;
        }
      }
      checkFlattenContent(pages as unknown as Parameters<typeof checkFlattenContent>[0]);
      builtFor = opts.operations();
      const docs = collectDocuments(pages as unknown as IndexPage[], {
        generatedDir: opts.generatedDir,
        operations: opts.operations(),
        schemas: opts.schemas?.(),
        skipRoutes: REDIRECTS.map((r) => r.from),
        site: { products: opts.products, areas: opts.areas },
        readSource: (file) => {
          try {
            return fs.readFileSync(file, 'utf8');
          } catch {
            return undefined;
          }
        },
      });
      // The machine-readable files (llms.txt, specs): linked from the footer and /ai, found by search too.
      docs.push(...downloadDocs(opts.apis));
      built = buildShards(docs, {
        shards: shardDefs(opts.apis, { products: opts.products, areas: opts.areas }),
        suggestions: opts.suggestions ?? POPULAR_QUERIES,
      });
      // The documents as indexed (keywords included): what bench/search.mjs gives Pagefind to compare like with like.
      fs.mkdirSync(opts.generatedDir, { recursive: true });
      fs.writeFileSync(path.join(opts.generatedDir, SEARCH_DOCUMENTS_FILE), JSON.stringify(docs));
    },
    afterBuild(config) {
      if (!built) return;
      const outDir = config.outDir ?? 'doc_build';
      // Rspress 2.0.22 still writes its own index (titles, frontmatter, tables of contents of every
      // page) with `search: false`; nothing loads it once theme/search replaces the search UI.
      const staticDir = path.join(outDir, 'static');
      for (const f of fs.existsSync(staticDir) ? fs.readdirSync(staticDir) : [])
        if (/^search_index\..*\.json$/.test(f)) fs.rmSync(path.join(staticDir, f));
      const out = path.join(outDir, SEARCH_DIR);
      fs.rmSync(out, { recursive: true, force: true });
      fs.mkdirSync(out, { recursive: true });
      let raw = 0;
      let gzip = 0;
      for (const [file, body] of built.files) {
        fs.writeFileSync(path.join(out, file), body);
        raw += Buffer.byteLength(body);
        gzip += zlib.gzipSync(body).length;
      }
      const docs = built.manifest.shards.reduce((n, s) => n + s.docs, 0);
      const split = built.manifest.shards.filter((s) => s.buckets);
      const buckets = split.length ? ` (${split.length} with the index in token buckets)` : '';
      console.log(
        `info    [search] ${docs} documents in ${built.manifest.shards.length} shards${buckets}: ${(raw / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzip`,
      );
    },
  };
  return plugin;
}
