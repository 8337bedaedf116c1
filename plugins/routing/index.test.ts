import { describe, expect, it } from 'vitest';
import type { CompilationLike, CompilerLike } from '../shared/swap-guard';
import { routingPlugin } from './index';

const RUNTIME = '/x/node_modules/@rspress/core/dist/runtime';

/** Stands for Rspack's plugin: keeps the pattern and callback so a test can resolve requests through them. */
class FakeReplacement {
  constructor(
    readonly pattern: RegExp,
    readonly fn: (data: { request: string; context?: string }) => void,
  ) {}
}

/** The plugin's bundler hooks for one environment, called by hand as Rsbuild would. */
function setUp(environment: string) {
  const plugin = routingPlugin({
    rootDir: '/x',
    generatedDir: '/tmp/gen',
    dataDir: '/tmp/data',
    isApiPage: () => false,
    prefixes: () => [],
  });
  const bundler = plugin.builderConfig!.plugins![0] as { setup(api: unknown): void };
  let configure: (config: unknown, utils: unknown) => void = () => undefined;
  let beforeBuild: (p: { environments: Record<string, unknown> }) => void = () => undefined;
  bundler.setup({
    onBeforeBuild: (fn: typeof beforeBuild) => (beforeBuild = fn),
    transform: () => undefined,
    modifyRspackConfig: (fn: typeof configure) => (configure = fn),
  });
  const config = { resolve: { alias: {} }, plugins: [] as unknown[] };
  configure(config, {
    environment: { name: environment },
    rspack: { NormalModuleReplacementPlugin: FakeReplacement },
    isProd: true,
  });
  /** A request as Rspack's resolver meets it; returns the request after the replacements. */
  const resolve = (request: string, context = RUNTIME) => {
    const data = { request, context };
    for (const p of config.plugins)
      if (p instanceof FakeReplacement && p.pattern.test(data.request)) p.fn(data);
    return data.request;
  };
  const compile = () => {
    const stages: Array<() => void> = [];
    const compilation: CompilationLike = {
      errors: [],
      hooks: { processAssets: { tap: (_o, fn) => stages.push(fn) } },
    };
    const compiler = {
      webpack: { WebpackError: Error, Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 } },
      hooks: {
        thisCompilation: { tap: (_n: string, fn: (c: CompilationLike) => void) => fn(compilation) },
      },
    };
    for (const p of config.plugins)
      if (!(p instanceof FakeReplacement) && p?.constructor?.name !== 'PreloadApiChunkPlugin')
        (p as { apply(c: CompilerLike): void }).apply(compiler as CompilerLike);
    stages.forEach((fn) => fn());
    return compilation.errors.map((e) => e.message);
  };
  return { resolve, compile, beforeBuild };
}

describe('routingPlugin guards', () => {
  it("swaps Rspress's runtime modules and passes when every swap happened", () => {
    const { resolve, compile } = setUp('node');
    expect(resolve('./route.js')).toBe('/x/theme/routing/route.ts');
    expect(resolve('../route.js', `${RUNTIME}/hooks`)).toBe('/x/theme/routing/route.ts');
    expect(resolve('./initPageData.js')).toBe('/x/theme/routing/init-page-data.ts');
    expect(resolve('virtual-page-data')).toBe('virtual-page-data'); // aliased by the resolver, recorded here
    expect(resolve('./route.js', '/x/theme/routing')).toBe('./route.js'); // not Rspress's: left alone
    // Static generation's react-dom/server (Rspress's server entry only; the shim imports the real one).
    expect(resolve('react-dom/server')).toBe('/x/theme/ssg/react-dom-server.ts');
    expect(resolve('react-dom/server', '/x/theme/ssg')).toBe('react-dom/server');
    expect(compile()).toEqual([]);
  });

  it('swaps react-dom/server in the "node" build only, and fails it when that never happened', () => {
    const web = setUp('web');
    expect(web.resolve('react-dom/server')).toBe('react-dom/server');
    const node = setUp('node');
    node.resolve('./route.js');
    node.resolve('./initPageData.js');
    node.resolve('virtual-page-data');
    expect(node.compile()).toEqual([
      expect.stringMatching(
        /in the "node" build, "react-dom\/server of runtime\/ssrServerEntry\.js → theme\/ssg\/react-dom-server\.ts" never happened/,
      ),
    ]);
  });

  it('fails the build, naming each swap that never happened and plugins/routing/index.ts', () => {
    const { resolve, compile } = setUp('web');
    // As if Rspress had renamed initPageData.js and its page list module.
    resolve('./route.js');
    resolve('./initPageDataRenamed.js');
    resolve('virtual-page-list');
    const [error, ...rest] = compile();
    expect(rest).toEqual([]);
    expect(error).toMatch(
      /in the "web" build, "runtime\/initPageData\.js → theme\/routing\/init-page-data\.ts", "virtual-page-data → theme\/routing\/page-index\.ts" never happened/,
    );
    expect(error).toMatch(/Update plugins\/routing\/index\.ts/);
  });

  it('fails before compiling when Rspress has no "web" build', () => {
    const { beforeBuild } = setUp('web');
    expect(() => beforeBuild({ environments: { client: {} } })).toThrow(
      /plugins\/routing\/index\.ts .*"web" build, which does not exist/,
    );
  });
});
