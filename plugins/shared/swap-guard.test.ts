import { describe, expect, it } from 'vitest';
import { SwapGuard, type CompilationLike, type CompilerLike } from './swap-guard';

/** A fake compiler running one compilation through processAssets; returns the errors it got. */
function compileWith(
  plugin: { apply(c: CompilerLike): void },
  modules: Array<{ resource?: string }> = [],
): Error[] {
  const stages: Array<{ stage: number; fn: () => void }> = [];
  const compilation: CompilationLike = {
    errors: [],
    modules,
    hooks: { processAssets: { tap: ({ stage }, fn) => stages.push({ stage, fn }) } },
  };
  const compiler: CompilerLike = {
    webpack: { WebpackError: Error, Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 } },
    hooks: { thisCompilation: { tap: (_name, fn) => fn(compilation) } },
  };
  plugin.apply(compiler);
  expect(stages.map((s) => s.stage)).toEqual([5000]);
  for (const s of stages) s.fn();
  return compilation.errors;
}

describe('SwapGuard', () => {
  const expected = [
    'runtime/route.js → theme/routing/route.ts',
    'virtual-page-data → theme/routing/page-index.ts',
  ];

  it('passes when every expected swap was recorded in the environment', () => {
    const guard = new SwapGuard('plugins/routing/index.ts');
    for (const s of expected) guard.record('web', s);
    expect(guard.missing('web', expected)).toEqual([]);
    expect(compileWith(guard.plugin('web', expected))).toEqual([]);
  });

  it('fails the compilation, naming the swap, the build and the file to update, when a swap never happened', () => {
    const guard = new SwapGuard('plugins/routing/index.ts');
    guard.record('web', expected[0]!);
    guard.record('node', expected[1]!); // another build's swap does not count
    const errors = compileWith(guard.plugin('web', expected));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(
      /in the "web" build, "virtual-page-data → theme\/routing\/page-index\.ts" never happened/,
    );
    expect(errors[0]!.message).toMatch(/Update plugins\/routing\/index\.ts/);
  });

  it('counts a swap whose replacement module a warm build restored from the cache (no hook ran), and only that', () => {
    const guard = new SwapGuard('plugins/routing/index.ts');
    const results = {
      [expected[0]!]: '/repo/theme/routing/route.ts',
      [expected[1]!]: '/repo/theme/routing/page-index.ts',
    };
    expect(
      compileWith(guard.plugin('web', expected, results), [
        { resource: '/repo/theme/routing/route.ts' },
        { resource: '/repo/theme/routing/page-index.ts?x=1' },
      ]),
    ).toEqual([]);
    const other = new SwapGuard('plugins/routing/index.ts');
    const errors = compileWith(other.plugin('web', expected, results), [
      { resource: '/repo/theme/routing/route.ts' },
      { resource: '/rspress/runtime/page-data.js' },
    ]);
    expect(errors.map((e) => e.message).join()).toMatch(
      /"virtual-page-data → theme\/routing\/page-index\.ts" never happened/,
    );
  });

  it('checks at the end of the compilation, so swaps recorded while it runs count', () => {
    const guard = new SwapGuard('x.ts');
    const plugin = guard.plugin('web', ['a']);
    guard.record('web', 'a');
    expect(compileWith(plugin)).toEqual([]);
  });

  it('fails before compiling when the build the swaps are made in does not exist', () => {
    const guard = new SwapGuard('plugins/client-boot/index.ts');
    expect(() => guard.requireEnvironments({ web: {}, node: {} }, ['web'])).not.toThrow();
    expect(() => guard.requireEnvironments({ client: {}, node: {} }, ['web'])).toThrow(
      /"web" build, which does not exist \(builds: client, node\)\. Update plugins\/client-boot\/index\.ts/,
    );
  });
});
