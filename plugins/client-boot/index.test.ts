import { describe, expect, it } from 'vitest';
import type { CompilationLike, CompilerLike } from '../shared/swap-guard';
import { clientBootPlugin } from './index';

const SSR = '/x/node_modules/@rspress/core/dist/runtime/ssrClientEntry.js';

type Setup = (api: unknown) => void;
type Tags = {
  headTags: Array<{ tag: string; attrs?: Record<string, unknown>; children?: string }>;
  bodyTags: [];
};

/** The plugin's Rsbuild hooks, called by hand as Rsbuild would. */
function setUp() {
  const hooks: {
    beforeBuild?: (p: { environments: Record<string, unknown> }) => void;
    config?: (c: unknown, u: unknown) => void;
    tags?: (t: Tags, u: unknown) => Tags;
  } = {};
  const plugin = clientBootPlugin({ rootDir: '/x' }).builderConfig!.plugins![0] as { setup: Setup };
  plugin.setup({
    onBeforeBuild: (fn: typeof hooks.beforeBuild) => (hooks.beforeBuild = fn),
    modifyRspackConfig: (fn: typeof hooks.config) => (hooks.config = fn),
    modifyHTMLTags: (fn: typeof hooks.tags) => (hooks.tags = fn),
  });
  const config = {
    entry: { index: ['@theme', SSR] } as unknown,
    resolve: { alias: {} },
    plugins: [] as Array<{ apply(c: CompilerLike): void }>,
  };
  hooks.config!(config, { environment: { name: 'web' }, isProd: true });
  /** Runs one compilation with the plugins the hook added; its errors' messages. */
  const compile = () => {
    const stages: Array<() => void> = [];
    const compilation: CompilationLike = {
      errors: [],
      hooks: { processAssets: { tap: (_o, fn) => stages.push(fn) } },
    };
    const compiler: CompilerLike = {
      webpack: { WebpackError: Error, Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 } },
      hooks: { thisCompilation: { tap: (_n, fn) => fn(compilation) } },
    };
    for (const p of config.plugins) p.apply(compiler);
    stages.forEach((fn) => fn());
    return compilation.errors.map((e) => e.message);
  };
  return { hooks, config, compile };
}

describe('clientBootPlugin guards', () => {
  it('passes once the entry and the script tags were replaced in the web build', () => {
    const { hooks, config, compile } = setUp();
    expect(config.entry).toEqual({ index: ['/x/theme/boot/boot.ts'] });
    hooks.tags!(
      {
        headTags: [{ tag: 'script', attrs: { defer: true, src: '/static/js/index.js' } }],
        bodyTags: [],
      },
      { environment: { name: 'web' } },
    );
    expect(compile()).toEqual([]);
  });

  it('fails the build, naming plugins/client-boot/index.ts, when the page had no script tags to replace', () => {
    const { hooks, compile } = setUp();
    hooks.tags!(
      { headTags: [{ tag: 'script', attrs: { type: 'module' }, children: 'x' }], bodyTags: [] },
      { environment: { name: 'web' } },
    );
    const errors = compile();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /"<script defer> tags → the loader of theme\/boot\/load-after-paint\.ts" never happened.*Update plugins\/client-boot\/index\.ts/,
    );
  });

  it('fails before compiling when Rspress has no "web" build', () => {
    const { hooks } = setUp();
    expect(() => hooks.beforeBuild!({ environments: { client: {}, node: {} } })).toThrow(
      /plugins\/client-boot\/index\.ts swaps Rspress's modules in the "web" build, which does not exist/,
    );
  });
});
