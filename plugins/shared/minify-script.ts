import { rspack } from '@rsbuild/core';

/**
 * A script inlined in every page's <head>, minified once when the config loads (with SWC, as the
 * bundles are): the first-load guard is written as readable TypeScript and was sent as such.
 */
export function minifyScript(code: string): string {
  return rspack.experiments.swc
    .minifySync(code, { compress: true, mangle: true })
    .code.replace(/;?\s*$/, ';');
}
