import type { RsbuildPluginAPI } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { parseMarkdownOnce } from '../../common/markdown/parse-once';
import { releaseMemory } from './index';

/** The hooks the plugin registers, run by hand. */
function fakeApi(action: 'build' | 'dev') {
  const before: Array<(p: { environments: Record<string, unknown> }) => void> = [];
  const done: Array<(p: { environment: { name: string } }) => void> = [];
  const assets: Array<{ stage: string; envs: string[]; fn: () => Promise<void> }> = [];
  const api = {
    context: { action },
    onBeforeBuild: (fn: (typeof before)[number]) => before.push(fn),
    onAfterEnvironmentCompile: (fn: (typeof done)[number]) => done.push(fn),
    processAssets: (d: { stage: string; environments: string[] }, fn: () => Promise<void>) =>
      assets.push({ stage: d.stage, envs: d.environments, fn }),
  };
  const envDone = (name: string) => done.forEach((f) => f({ environment: { name } }));
  return { api: api as unknown as RsbuildPluginAPI, before, assets, envDone };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('build memory', () => {
  it('collects before the compile, before the web build minifies, and when static generation starts once the web build is done, in builds only', async () => {
    let n = 0;
    const build = fakeApi('build');
    await releaseMemory(() => n++).setup(build.api);
    // The guides' shared Markdown trees go before the compile (their readers are done).
    const tree = parseMarkdownOnce('# A guide\n');
    build.before.forEach((f) => f({ environments: { web: {}, node: {} } }));
    expect(n).toBe(1);
    expect(parseMarkdownOnce('# A guide\n')).not.toBe(tree);
    expect(build.assets.map((a) => [a.stage, a.envs])).toEqual([
      ['optimize', ['web']],
      ['optimize-hash', ['node']],
    ]);
    // Before the web build's minification, once.
    await build.assets[0]!.fn();
    await build.assets[0]!.fn();
    expect(n).toBe(2);
    n = 1;
    const ssg = build.assets[1]!.fn();
    let started = false;
    void ssg.then(() => (started = true));
    build.envDone('node');
    await tick();
    // The web build still holds its compilation: the generation waits.
    expect([n, started]).toEqual([1, false]);
    build.envDone('web');
    await ssg;
    expect([n, started]).toEqual([2, true]);
    await build.assets[1]!.fn();
    expect(n).toBe(2);
    const dev = fakeApi('dev');
    await releaseMemory(() => n++).setup(dev.api);
    expect(dev.before.length + dev.assets.length).toBe(0);
  });
  it('does not wait for a web build the build does not have', async () => {
    let n = 0;
    const build = fakeApi('build');
    await releaseMemory(() => n++).setup(build.api);
    build.before.forEach((f) => f({ environments: { node: {} } }));
    await build.assets[1]!.fn();
    expect(n).toBe(2);
  });
});
