import v8 from 'node:v8';
import vm from 'node:vm';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { releaseMarkdownTrees } from '../../common/markdown/parse-once';

let gc: (() => void) | undefined;

/**
 * A full garbage collection now. V8 grows its heap while the API pages render and the content
 * rules run, and gives it back only when it collects: by the Rspack compile and static generation,
 * the phases with the build's peak memory, a few hundred MB of it is garbage still held. One
 * collection takes a fraction of a second; the flag is set here because `rspress build` is not
 * started with `--expose-gc`.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

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
