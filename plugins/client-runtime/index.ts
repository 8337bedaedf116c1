import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { isReactModule, preactAlias } from './preact-alias';

const OWNER = 'plugins/client-runtime/index.ts';

/**
 * The browser runs Preact (preact/compat) where the server renders with React.
 *
 * Why: React DOM is 69 KB of the 144 KB (gzip) every page loads first, and evaluating and
 * hydrating with it is most of a slow phone's blocking time. preact/compat is ~10 KB and hydrates
 * the HTML React rendered at build time (README "Page weight at scale", figures there). The
 * server bundle (static generation) keeps React 19, and so does `rspress dev` (Fast Refresh needs
 * React): only the production "web" environment is aliased.
 *
 * Below Rspress's public API in one respect: Rspress aliases React's names to its own resolution
 * of React; this replaces those entries in the web build's Rspack config. The build fails, naming
 * this file, if any module of React or React DOM still ends up in the web bundle.
 */
export function clientRuntimePlugin(opts: { rootDir: string }): RspressPlugin {
  const rsbuild: RsbuildPlugin = {
    name: 'portal-client-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { environment, rspack, isProd }) => {
        // Production only: the dev server keeps React, whose Fast Refresh the authors' loop uses.
        if (environment.name !== 'web' || !isProd) return;
        const resolve = (config.resolve ??= {});
        resolve.alias = preactAlias(
          opts.rootDir,
          (resolve.alias ?? {}) as Record<string, unknown>,
        ) as typeof resolve.alias;
        (config.plugins ??= []).push({
          apply(compiler: import('@rspack/core').Compiler) {
            compiler.hooks.thisCompilation.tap('PortalClientRuntime', (compilation) => {
              compilation.hooks.processAssets.tap(
                {
                  name: 'PortalClientRuntime',
                  stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
                },
                () => {
                  const react = [...compilation.modules]
                    .map((m) => (m as { resource?: string }).resource ?? '')
                    .filter(isReactModule);
                  if (react.length)
                    compilation.errors.push(
                      new rspack.WebpackError(
                        `${OWNER}: React is in the web bundle although the browser runs preact/compat ` +
                          `(${react.slice(0, 3).join(', ')}${react.length > 3 ? ', …' : ''}); ` +
                          'update the alias in plugins/client-runtime/preact-alias.ts',
                      ),
                    );
                },
              );
            });
          },
        });
      });
    },
  };
  return { name: 'portal-client-runtime', builderConfig: { plugins: [rsbuild] } };
}
