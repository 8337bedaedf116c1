import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { collectGarbage } from '../../common/gc/collect-garbage';
import { releaseMarkdownTrees } from '../../common/markdown/parse-once';

/**
 * Collects before the phases with the build's peak memory: the Rspack compile, the web build's
 * last stages, and static generation. The web build's last seconds add 300–400 MB of Rspack's own
 * memory while V8 still held ~250 MB of the compile's garbage in the heap: a collection at its
 * `optimize` stage lets its minification (`optimize-size`) and emit run without that garbage.
 * Rspress starts the generation's worker threads inside the server ("node") build's
 * processAssets as soon as the web build has made its index.html, while
 * the web build was still minifying and emitting: those peaks added up. So the generation waits
 * for the web build to be done, then collects, and only then starts: it costs the seconds of the
 * web build's last stages, and takes the overlap off the build's peak.
 * Production builds only: the dev server's rebuilds are small.
 */
export function releaseMemory(collect: () => void = collectGarbage): RsbuildPlugin {
  return {
    name: 'portal-release-memory',
    setup(api) {
      if (api.context.action !== 'build') return;
      let webDone: Promise<void> = Promise.resolve();
      let markWebDone = () => {};
      api.onBeforeBuild(({ environments }) => {
        if ('web' in environments) webDone = new Promise((resolve) => (markWebDone = resolve));
        // The guides' shared Markdown trees: their readers (content rules, page list, search) are done.
        releaseMarkdownTrees();
        collect();
      });
      api.onAfterEnvironmentCompile(({ environment }) => {
        if (environment.name === 'web') markWebDone();
      });
      let web = false;
      api.processAssets({ stage: 'optimize', environments: ['web'] }, () => {
        if (web) return;
        web = true;
        collect();
      });
      let ssg = false;
      // The stage before the one at which Rspress starts rendering the pages (build-log's compilePhases).
      api.processAssets({ stage: 'optimize-hash', environments: ['node'] }, async () => {
        if (ssg) return;
        ssg = true;
        await webDone;
        collect();
      });
    },
  };
}

export function buildMemoryPlugin(): RspressPlugin {
  return { name: 'portal-build-memory', builderConfig: { plugins: [releaseMemory()] } };
}
