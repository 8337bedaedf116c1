/** The chunk name of the API pages' code (theme/routing/api-route.ts names its import so: a magic comment takes no constant). */
export const API_CHUNK = 'data-page';

const NAME = 'PortalPreloadApiChunk';

interface ChunkLike {
  name?: string | null;
  /** Read at the end: content hashes can rename a chunk's files after it is emitted. */
  files: Iterable<string>;
}
interface ManifestLike {
  assets: Record<string, string[]>;
}
interface RouteAssetsLike {
  getManifest(): ManifestLike;
  [wrapped]?: true;
}
interface CompilerLike {
  options: { plugins?: unknown[] };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          hooks: { chunkAsset: { tap(name: string, fn: (chunk: ChunkLike) => void): void } };
        }) => void,
      ): void;
    };
  };
}

const wrapped = Symbol('portal-data-chunk');

/**
 * Lets the HTML of every API page preload the API pages' chunk, as Rspress's HTML preloads a
 * compiled page's route chunk: otherwise the browser would only ask for it after the main bundle
 * has run, one round trip later. Rspress writes those `<link rel="preload">`s from the manifest
 * of its RouteChunkAssetsPlugin (node/route/routeChunkAssets.js), which only knows chunks named
 * after one page; this adds the API routes to that manifest. Rspress keeps the plugin instance in
 * the web compiler's plugins; without it the build fails here rather than lose the preload quietly.
 *
 * It also guards the chunk names routes-module.ts copies from Rspress (routeChunkName): when the
 * manifest is read (for the static HTML), every compiled page must have a script in it, else a
 * Rspress upgrade changed its naming and those pages would lose their preload: the build fails
 * naming routes-module.ts.
 */
export class PreloadApiChunkPlugin {
  /** The chunk in the latest compilation. */
  private chunk: ChunkLike | undefined;

  private readonly apiRoutePaths: () => string[];

  private readonly compiledRoutePaths: () => string[];

  /** `compiledRoutePaths`: the routes compiled as pages, each of which must have its chunk in the manifest. */
  constructor(apiRoutePaths: () => string[], compiledRoutePaths: () => string[] = () => []) {
    this.apiRoutePaths = apiRoutePaths;
    this.compiledRoutePaths = compiledRoutePaths;
  }

  apply(compiler: CompilerLike): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const routeAssets = compiler.options.plugins?.find(
        (p): p is RouteAssetsLike =>
          (p as { constructor?: { name?: string } })?.constructor?.name ===
            'RouteChunkAssetsPlugin' && typeof (p as RouteAssetsLike).getManifest === 'function',
      );
      if (!routeAssets)
        throw new Error(
          `[routing] Rspress's RouteChunkAssetsPlugin is not in the web compiler: the API pages' HTML cannot preload the "${API_CHUNK}" chunk`,
        );
      this.chunk = undefined;
      compilation.hooks.chunkAsset.tap(NAME, (chunk) => {
        if (chunk.name === API_CHUNK) this.chunk = chunk;
      });
      if (routeAssets[wrapped]) return;
      routeAssets[wrapped] = true;
      const own = routeAssets.getManifest.bind(routeAssets);
      routeAssets.getManifest = () => {
        const manifest = own();
        checkRouteChunks(manifest, this.compiledRoutePaths());
        const files = [...(this.chunk?.files ?? [])].filter((f) => /\.[cm]?js$/.test(f));
        for (const route of this.apiRoutePaths()) manifest.assets[route] = files;
        return manifest;
      };
    });
  }
}

/**
 * Throws, naming routes-module.ts, when compiled routes have no script in Rspress's manifest:
 * their chunks (named by routeChunkName) are not the ones Rspress looks for.
 */
export function checkRouteChunks(manifest: ManifestLike, compiledRoutePaths: string[]): void {
  const without = compiledRoutePaths.filter((r) => !manifest.assets[r]?.length);
  if (!without.length) return;
  const some = without.slice(0, 3).join(', ') + (without.length > 3 ? ', …' : '');
  throw new Error(
    `[routing] ${without.length} of ${compiledRoutePaths.length} compiled pages have no script in Rspress's route-chunk manifest (${some}): ` +
      "the chunk names of plugins/routing/routes-module.ts (routeChunkName) no longer match Rspress's (getRouteChunkName, @rspress/core/dist/node/route/routeChunkAssets.js), " +
      'so their HTML would not preload their code. Update plugins/routing/routes-module.ts for this Rspress version (README "Upgrading Rspress").',
  );
}
