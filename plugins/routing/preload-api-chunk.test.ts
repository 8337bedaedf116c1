import { describe, expect, it } from 'vitest';
import { API_CHUNK, PreloadApiChunkPlugin, checkRouteChunks } from './preload-api-chunk';
import { routeChunkName } from '../routing/routes-module';

/** A stand-in for Rspress's RouteChunkAssetsPlugin: what matters is its class name and getManifest. */
class RouteChunkAssetsPlugin {
  getManifest() {
    return {
      assetPrefix: '/',
      assets: { '/idn/docs': ['static/js/async/route-abc.js'] } as Record<string, string[]>,
    };
  }
}

function fakeCompiler(plugins: unknown[]) {
  let onCompilation: (c: unknown) => void = () => undefined;
  let onChunkAsset: (chunk: { name?: string; files: Set<string> }) => void = () => undefined;
  const compiler = {
    options: { plugins },
    hooks: {
      thisCompilation: { tap: (_: string, fn: (c: unknown) => void) => (onCompilation = fn) },
    },
  };
  const compile = (chunks: Array<{ name?: string; files: Set<string> }>) => {
    onCompilation({
      hooks: { chunkAsset: { tap: (_: string, fn: typeof onChunkAsset) => (onChunkAsset = fn) } },
    });
    for (const chunk of chunks) onChunkAsset(chunk);
  };
  return { compiler, compile };
}

describe('PreloadApiChunkPlugin', () => {
  it("adds every API route, with the API pages' chunk, to the manifest Rspress writes preload links from", () => {
    const routeAssets = new RouteChunkAssetsPlugin();
    const { compiler, compile } = fakeCompiler([{}, routeAssets]);
    new PreloadApiChunkPlugin(() => ['/idn/api/v3/list-sources', '/iiq/api']).apply(
      compiler as never,
    );
    const data = {
      name: API_CHUNK,
      files: new Set(['static/js/async/data-page.0.js', 'static/js/async/data-page.0.js.map']),
    };
    compile([data, { name: 'route-abc', files: new Set(['static/js/async/route-abc.js']) }]);
    // Content hashes rename files after the chunk is emitted: the manifest has the final names.
    data.files = new Set(['static/js/async/data-page.1.js', 'static/js/async/data-page.1.js.map']);
    expect(routeAssets.getManifest().assets).toEqual({
      '/idn/docs': ['static/js/async/route-abc.js'],
      '/idn/api/v3/list-sources': ['static/js/async/data-page.1.js'],
      '/iiq/api': ['static/js/async/data-page.1.js'],
    });
    // A later compilation (the dev server's) gives the chunk's new file name, wrapped once.
    compile([{ name: API_CHUNK, files: new Set(['static/js/async/data-page.2.js']) }]);
    expect(routeAssets.getManifest().assets['/iiq/api']).toEqual([
      'static/js/async/data-page.2.js',
    ]);
  });

  it("fails the build when Rspress's plugin is not there, rather than drop the preload quietly", () => {
    const { compiler, compile } = fakeCompiler([{}]);
    new PreloadApiChunkPlugin(() => []).apply(compiler as never);
    expect(() => compile([])).toThrow(/RouteChunkAssetsPlugin/);
  });
});

describe("guard on the chunk names copied from Rspress (routes-module.ts's routeChunkName)", () => {
  const routes = [
    { routePath: '/idn/docs', relativePath: 'idn/docs/index.md' },
    { routePath: '/blog/a-post', relativePath: 'blog/a-post.md' },
  ];

  /** Rspress's own plugin (the installed version) and the wrapper, given chunks named by `name`, in one fake compilation. */
  async function rspressManifest(name: (relativePath: string) => string) {
    const { RouteChunkAssetsPlugin: Real } =
      await import('@rspress/core/dist/node/route/routeChunkAssets.js');
    const rspress = new Real({ getRoutes: () => routes } as never);
    const onCompilation: Array<(c: unknown) => void> = [];
    const chunkTaps: Array<(chunk: unknown) => void> = [];
    const compiler = {
      options: { plugins: [rspress] },
      hooks: {
        thisCompilation: { tap: (_: string, fn: (c: unknown) => void) => onCompilation.push(fn) },
      },
    };
    rspress.apply(compiler as never);
    new PreloadApiChunkPlugin(
      () => ['/idn/api/v3/list-sources'],
      () => routes.map((r) => r.routePath),
    ).apply(compiler as never);
    const compilation = {
      outputOptions: { publicPath: '/' },
      hooks: {
        chunkAsset: { tap: (_: string, fn: (chunk: unknown) => void) => chunkTaps.push(fn) },
      },
    };
    for (const fn of onCompilation) fn(compilation);
    for (const r of routes) {
      const chunk = {
        name: name(r.relativePath),
        files: new Set([`static/js/async/${name(r.relativePath)}.js`]),
      };
      for (const tap of chunkTaps) tap(chunk);
    }
    return () => rspress.getManifest();
  }

  it("matches the installed Rspress: every compiled page's chunk is in its manifest", async () => {
    const manifest = (await rspressManifest(routeChunkName))();
    expect(manifest.assets['/idn/docs']).toEqual([
      `static/js/async/${routeChunkName('idn/docs/index.md')}.js`,
    ]);
    expect(manifest.assets['/blog/a-post']).toHaveLength(1);
  });

  it('fails the build, naming routes-module.ts, when the names no longer match', async () => {
    const getManifest = await rspressManifest((rel) => `route-${rel.length}`);
    expect(getManifest).toThrow(
      /2 of 2 compiled pages have no script .*\/idn\/docs, \/blog\/a-post.*Update plugins\/routing\/routes-module\.ts/,
    );
  });

  it('checkRouteChunks passes when every compiled route has a script', () => {
    expect(() =>
      checkRouteChunks({ assets: { '/a': ['a.js'], '/b': ['b.js'] } }, ['/a', '/b']),
    ).not.toThrow();
    expect(() => checkRouteChunks({ assets: { '/a': ['a.js'], '/b': [] } }, ['/a', '/b'])).toThrow(
      /1 of 2 compiled pages .*\(\/b\)/,
    );
  });
});
