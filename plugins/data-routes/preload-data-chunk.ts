/** The chunk name of the data pages' code (theme/routing/data-route.ts names its import so: a magic comment takes no constant). */
export const DATA_CHUNK = 'data-page';

const NAME = 'PortalPreloadDataChunk';

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
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: { hooks: { chunkAsset: { tap(name: string, fn: (chunk: ChunkLike) => void): void } } }) => void): void } };
}

const wrapped = Symbol('portal-data-chunk');

/**
 * Lets the HTML of every data page preload the data pages' chunk, as Rspress's HTML preloads a
 * compiled page's route chunk: otherwise the browser would only ask for it after the main bundle
 * has run, one round trip later. Rspress writes those `<link rel="preload">`s from the manifest
 * of its RouteChunkAssetsPlugin (node/route/routeChunkAssets.js), which only knows chunks named
 * after one page; this adds the data routes to that manifest. Rspress keeps the plugin instance in
 * the web compiler's plugins; without it the build fails here rather than lose the preload quietly.
 */
export class PreloadDataChunkPlugin {
  /** The chunk in the latest compilation. */
  private chunk: ChunkLike | undefined;

  private readonly dataRoutePaths: () => string[];

  constructor(dataRoutePaths: () => string[]) {
    this.dataRoutePaths = dataRoutePaths;
  }

  apply(compiler: CompilerLike): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const routeAssets = compiler.options.plugins?.find(
        (p): p is RouteAssetsLike => (p as { constructor?: { name?: string } })?.constructor?.name === 'RouteChunkAssetsPlugin' && typeof (p as RouteAssetsLike).getManifest === 'function',
      );
      if (!routeAssets) throw new Error(`[data-routes] Rspress's RouteChunkAssetsPlugin is not in the web compiler: the data pages' HTML cannot preload the "${DATA_CHUNK}" chunk`);
      this.chunk = undefined;
      compilation.hooks.chunkAsset.tap(NAME, (chunk) => {
        if (chunk.name === DATA_CHUNK) this.chunk = chunk;
      });
      if (routeAssets[wrapped]) return;
      routeAssets[wrapped] = true;
      const own = routeAssets.getManifest.bind(routeAssets);
      routeAssets.getManifest = () => {
        const manifest = own();
        const files = [...(this.chunk?.files ?? [])].filter((f) => /\.[cm]?js$/.test(f));
        for (const route of this.dataRoutePaths()) manifest.assets[route] = files;
        return manifest;
      };
    });
  }
}
