import { describe, expect, it } from 'vitest';
import { DATA_CHUNK, PreloadDataChunkPlugin } from './preload-data-chunk';

/** A stand-in for Rspress's RouteChunkAssetsPlugin: what matters is its class name and getManifest. */
class RouteChunkAssetsPlugin {
  getManifest() {
    return { assetPrefix: '/', assets: { '/idn/docs': ['static/js/async/route-abc.js'] } as Record<string, string[]> };
  }
}

function fakeCompiler(plugins: unknown[]) {
  let onCompilation: (c: unknown) => void = () => undefined;
  let onChunkAsset: (chunk: { name?: string; files: Set<string> }) => void = () => undefined;
  const compiler = {
    options: { plugins },
    hooks: { thisCompilation: { tap: (_: string, fn: (c: unknown) => void) => (onCompilation = fn) } },
  };
  const compile = (chunks: Array<{ name?: string; files: Set<string> }>) => {
    onCompilation({ hooks: { chunkAsset: { tap: (_: string, fn: typeof onChunkAsset) => (onChunkAsset = fn) } } });
    for (const chunk of chunks) onChunkAsset(chunk);
  };
  return { compiler, compile };
}

describe('PreloadDataChunkPlugin', () => {
  it("adds every data route, with the data pages' chunk, to the manifest Rspress writes preload links from", () => {
    const routeAssets = new RouteChunkAssetsPlugin();
    const { compiler, compile } = fakeCompiler([{}, routeAssets]);
    new PreloadDataChunkPlugin(() => ['/idn/api/v3/list-sources', '/iiq/api']).apply(compiler as never);
    const data = { name: DATA_CHUNK, files: new Set(['static/js/async/data-page.0.js', 'static/js/async/data-page.0.js.map']) };
    compile([data, { name: 'route-abc', files: new Set(['static/js/async/route-abc.js']) }]);
    // Content hashes rename files after the chunk is emitted: the manifest has the final names.
    data.files = new Set(['static/js/async/data-page.1.js', 'static/js/async/data-page.1.js.map']);
    expect(routeAssets.getManifest().assets).toEqual({
      '/idn/docs': ['static/js/async/route-abc.js'],
      '/idn/api/v3/list-sources': ['static/js/async/data-page.1.js'],
      '/iiq/api': ['static/js/async/data-page.1.js'],
    });
    // A later compilation (the dev server's) gives the chunk's new file name, wrapped once.
    compile([{ name: DATA_CHUNK, files: new Set(['static/js/async/data-page.2.js']) }]);
    expect(routeAssets.getManifest().assets['/iiq/api']).toEqual(['static/js/async/data-page.2.js']);
  });

  it("fails the build when Rspress's plugin is not there, rather than drop the preload quietly", () => {
    const { compiler, compile } = fakeCompiler([{}]);
    new PreloadDataChunkPlugin(() => []).apply(compiler as never);
    expect(() => compile([])).toThrow(/RouteChunkAssetsPlugin/);
  });
});
