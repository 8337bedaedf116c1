/**
 * The plugins below Rspress's public API (plugins/routing, plugins/client-boot) swap its
 * runtime modules, web entry and script tags by name and path. A Rspress upgrade that renames one
 * would not break the build: the swap would silently stop happening and the site get heavier or
 * slower. So each such plugin records every swap it performs here, and the build fails, naming
 * the plugin's file, when a swap it expects never happened (README "Upgrading Rspress").
 */

export interface CompilerLike {
  webpack: {
    WebpackError: new (message: string) => Error;
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
  };
  hooks: {
    thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void };
  };
}
export interface CompilationLike {
  errors: Error[];
  hooks: { processAssets: { tap(opts: { name: string; stage: number }, fn: () => void): void } };
  /** The compilation's modules (Rspack's NormalModule has the file it was read from as `resource`). */
  modules?: Iterable<{ resource?: string }>;
}

const NAME = 'PortalSwapGuard';

export class SwapGuard {
  /** Swaps performed, by environment. Never reset: a watch rebuild does not resolve unchanged modules again. */
  private readonly seen = new Map<string, Set<string>>();

  /** `owner`: the file to update when a swap no longer happens (e.g. plugins/routing/index.ts). */
  constructor(readonly owner: string) {}

  record(environment: string, swap: string): void {
    let set = this.seen.get(environment);
    if (!set) this.seen.set(environment, (set = new Set()));
    set.add(swap);
  }

  /** The expected swaps not recorded in `environment`. */
  missing(environment: string, expected: readonly string[]): string[] {
    const set = this.seen.get(environment);
    return expected.filter((s) => !set?.has(s));
  }

  /** The build error for swaps that never happened in `environment`, or undefined. */
  error(environment: string, expected: readonly string[]): string | undefined {
    const missing = this.missing(environment, expected);
    if (!missing.length) return undefined;
    return (
      `[swap-guard] in the "${environment}" build, ${missing.map((s) => `"${s}"`).join(', ')} never happened: ` +
      `Rspress no longer has what ${this.owner} replaces (renamed or moved in an upgrade?). Update ${this.owner} for this Rspress version (README "Upgrading Rspress").`
    );
  }

  /** Fails the build before compiling when an environment the swaps are made in does not exist. */
  requireEnvironments(environments: Record<string, unknown>, names: readonly string[]): void {
    const absent = names.filter((n) => !(n in environments));
    if (absent.length) {
      throw new Error(
        `[swap-guard] ${this.owner} swaps Rspress's modules in the ${absent.map((n) => `"${n}"`).join(', ')} build, which does not exist ` +
          `(builds: ${Object.keys(environments).join(', ') || 'none'}). Update ${this.owner} for this Rspress version (README "Upgrading Rspress").`,
      );
    }
  }

  /** requireEnvironments(names) before each build of an Rsbuild plugin (its `api`). */
  requireBeforeBuild(
    api: { onBeforeBuild(fn: (ctx: { environments: Record<string, unknown> }) => void): void },
    names: readonly string[],
  ): void {
    api.onBeforeBuild(({ environments }) => this.requireEnvironments(environments, names));
  }

  /**
   * An Rspack plugin that adds a compilation error, once the compilation's modules are resolved
   * and its assets made (the last stage of processAssets), for each expected swap not recorded.
   */
  plugin(
    environment: string,
    expected: readonly string[],
    results: Readonly<Record<string, string>> = {},
  ): { apply(compiler: CompilerLike): void } {
    return {
      apply: (compiler) => {
        compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
            () => {
              // A warm build restores resolved modules from Rspack's persistent cache without calling
              // the replacement hooks: there, a swap whose replacement module (`results`: swap → file)
              // is in the compilation happened in the build that filled the cache.
              const resources = new Set(
                [...(compilation.modules ?? [])].map((m) => m.resource?.split('?')[0]),
              );
              for (const swap of expected)
                if (results[swap] && resources.has(results[swap])) this.record(environment, swap);
              const message = this.error(environment, expected);
              if (message) compilation.errors.push(new compiler.webpack.WebpackError(message));
            },
          );
        });
      },
    };
  }
}
