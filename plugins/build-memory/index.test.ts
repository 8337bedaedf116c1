import type { RsbuildPluginAPI } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { parseMarkdownOnce } from '../../common/markdown/parse-once';
import { collectGarbage, releaseMemory } from './index';

/** The hooks the plugin registers, run by hand. */
function fakeApi(action: 'build' | 'dev') {
  const before: Array<() => void> = [];
  const assets: Array<{ stage: string; envs: string[]; fn: () => void }> = [];
  const api = {
    context: { action },
    onBeforeBuild: (fn: () => void) => before.push(fn),
    processAssets: (d: { stage: string; environments: string[] }, fn: () => void) =>
      assets.push({ stage: d.stage, envs: d.environments, fn }),
  };
  return { api: api as unknown as RsbuildPluginAPI, before, assets };
}

describe('build memory', () => {
  it('collects before the compile and once when static generation starts, in builds only', async () => {
    let n = 0;
    const build = fakeApi('build');
    await releaseMemory(() => n++).setup(build.api);
    // The guides' shared Markdown trees go before the compile (their readers are done).
    const tree = parseMarkdownOnce('# A guide\n');
    build.before.forEach((f) => f());
    expect(n).toBe(1);
    expect(parseMarkdownOnce('# A guide\n')).not.toBe(tree);
    expect(build.assets.map((a) => [a.stage, a.envs])).toEqual([['optimize-hash', ['node']]]);
    build.assets[0]!.fn();
    build.assets[0]!.fn();
    expect(n).toBe(2);
    const dev = fakeApi('dev');
    await releaseMemory(() => n++).setup(dev.api);
    expect(dev.before.length + dev.assets.length).toBe(0);
  });
  it('frees unreachable memory without --expose-gc', () => {
    const used = () => process.memoryUsage().heapUsed;
    let garbage: number[][] | undefined = Array.from({ length: 200 }, () =>
      new Array(50_000).fill(1),
    );
    const full = used();
    garbage = undefined;
    collectGarbage();
    expect(garbage).toBeUndefined();
    expect(full - used()).toBeGreaterThan(40 * 1024 * 1024);
  });
});
