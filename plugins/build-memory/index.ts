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
 * Collects before the two phases with the build's peak memory: the Rspack compile, and static
 * generation (whose worker threads start while the compile's garbage is still in the heap).
 * Production builds only: the dev server's rebuilds are small.
 */
export function releaseMemory(collect: () => void = collectGarbage): RsbuildPlugin {
  return {
    name: 'portal-release-memory',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.onBeforeBuild(() => {
        // The guides' shared Markdown trees: their readers (content rules, page list, search) are done.
        releaseMarkdownTrees();
        collect();
      });
      let ssg = false;
      // The stage at which Rspress starts rendering the pages (build-log's compilePhases).
      api.processAssets({ stage: 'optimize-hash', environments: ['node'] }, () => {
        if (ssg) return;
        ssg = true;
        collect();
      });
    },
  };
}

export function buildMemoryPlugin(): RspressPlugin {
  return { name: 'portal-build-memory', builderConfig: { plugins: [releaseMemory()] } };
}
