import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { SCRIPT_LIST_ID, loadAfterPaintScript } from '../../theme/boot/load-after-paint';
import { minifyScript } from '../shared/minify-script';
import { SwapGuard } from '../shared/swap-guard';
import { bootEntry } from './boot-entry';
import { BundleReportPlugin } from './bundle-report';
import { paintFirstTags } from './paint-first-tags';

/**
 * How the browser starts the site (reasons and measurements: theme/boot/boot.ts, README "Page
 * weight at scale"):
 * - the page's scripts are added after the browser has painted the server's HTML, by an inline
 *   loader (theme/boot/load-after-paint.ts) reading their list from the page, instead of
 *   `<script defer>` tags, which run before that first paint;
 * - the bundle starts from theme/boot/boot.ts instead of Rspress's client entry, and evaluates
 *   React DOM, the theme and the app in separate tasks.
 *
 * Below Rspress's public API: Rspress sets the web entry to [theme styles, global styles,
 * '@theme', its client entry]; this keeps the two style modules (CSS only: they stay in the
 * render-blocking stylesheet) and replaces the other two by boot.ts, which imports them.
 * The build fails if the entry is not the shape this expects, and (../shared/swap-guard.ts) if
 * the entry or the script tags were never replaced in the "web" build.
 */
export function clientBootPlugin(opts: { rootDir: string }): RspressPlugin {
  const boot = path.join(opts.rootDir, 'theme/boot/boot.ts');
  const loader = minifyScript(loadAfterPaintScript());
  const guard = new SwapGuard('plugins/client-boot/index.ts');
  const swaps = {
    entry: "web entry '@theme' + client entry → theme/boot/boot.ts",
    tags: '<script defer> tags → the loader of theme/boot/load-after-paint.ts',
  };
  return {
    name: 'portal-client-boot',
    // In place of Rspress's image zoom plugin (`mediumZoom: false` in rspress.config.ts), whose
    // component put medium-zoom in every page's entry: this one loads it on the first image click.
    globalUIComponents: [path.join(opts.rootDir, 'theme/components/ImageZoom.tsx')],
    builderConfig: {
      plugins: [
        <RsbuildPlugin>{
          name: 'portal-client-boot-bundler',
          setup(api) {
            guard.requireBeforeBuild(api, ['web']);
            api.modifyRspackConfig((config, { environment, isProd }) => {
              if (environment.name !== 'web') return;
              const { entry, clientEntry } = bootEntry(config.entry, boot);
              config.entry = entry;
              ((config.resolve ??= {}).alias as Record<string, string>)['@portal/client-entry'] =
                clientEntry;
              guard.record(environment.name, swaps.entry);
              const report = process.env.BUNDLE_REPORT;
              if (report && isProd) (config.plugins ??= []).push(new BundleReportPlugin(report));
              if (isProd)
                (config.plugins ??= []).push(
                  guard.plugin(environment.name, [swaps.entry, swaps.tags]),
                );
            });
            api.modifyHTMLTags((tags, { environment }) => {
              if (environment.name !== 'web') return tags;
              const out = paintFirstTags(tags, { listId: SCRIPT_LIST_ID, loader });
              if (out.headTags.some((t) => t.attrs?.id === SCRIPT_LIST_ID))
                guard.record(environment.name, swaps.tags);
              return out;
            });
          },
        },
      ],
    },
  };
}
