import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordPath } from '../../common/api-pages/format';
import { BuildProfile } from '../build-log/profile';
import { FIXTURES, fixtureSpec } from '../openapi/fixture-spec';
import { generateApi } from '../openapi/generate';
import { writeApiTwin, writeApiTwins, writeApiTwinsInWorker, type ApiTwinJob } from './api-twins';

describe('API twins written in a worker thread', () => {
  it('are the twins the main thread writes, with the same titles and descriptions', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-twins-'));
    const dataDir = path.join(dir, 'records');
    const api = await generateApi({
      specsDir: FIXTURES,
      outDir: path.join(dir, 'stubs'),
      dataDir,
      specs: [fixtureSpec('constructs.yaml', '/fx'), fixtureSpec('v31.yaml', '/fx31')],
    });
    const jobs = (to: string): ApiTwinJob[] =>
      api.pages.map((p) => ({
        recordFile: path.join(dataDir, recordPath(p.routePath)),
        mdFile: path.join(dir, to, `${p.routePath}.md`),
      }));
    const ctx = { siteOrigin: 'https://developer.acme.test' };
    const main = jobs('main').map((job) => writeApiTwin(job, ctx));
    // The folder the worker empties first: a twin of the last build left there goes.
    const stale = path.join(dir, 'worker', 'stale.md');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, 'old');
    const profile = new BuildProfile();
    const worker = await writeApiTwinsInWorker(jobs('worker'), ctx, {
      clean: path.join(dir, 'worker'),
      phase: 'API twins',
      profile,
    }).entries();
    expect(worker).toEqual(main);
    expect(fs.existsSync(stale)).toBe(false);
    // Timed as a phase by the worker: its span, its thread's CPU, none on the main thread.
    const [phase] = profile.stats();
    expect(phase).toMatchObject({ name: 'API twins', mainCpuMs: 0 });
    expect(phase!.ms).toBeGreaterThan(0);
    if (process.platform === 'linux') expect(phase!.cpuMs).toBeGreaterThan(0);
    expect(main.length).toBeGreaterThan(10);
    expect(main.find((e) => e.title === 'Create a pet')).toBeDefined();
    for (const p of api.pages) {
      const twin = fs.readFileSync(path.join(dir, 'main', `${p.routePath}.md`), 'utf8');
      expect(twin).toMatch(/^# /);
      expect(fs.readFileSync(path.join(dir, 'worker', `${p.routePath}.md`), 'utf8')).toBe(twin);
    }
  }, 60_000);

  it('rejects when a record is missing, naming it', async () => {
    const missing = path.join(os.tmpdir(), 'api-twins-missing', 'none.json');
    await expect(
      writeApiTwinsInWorker([{ recordFile: missing, mdFile: `${missing}.md` }], {
        siteOrigin: '',
      }).entries(),
    ).rejects.toThrow(/none\.json/);
  });
});

describe('writeApiTwins', () => {
  it('writes in order, with a fresh context every `every` twins (its memos let go)', () => {
    const ctx = { siteOrigin: 'https://developer.acme.test' };
    const seen: Array<[string, object]> = [];
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ recordFile: n, mdFile: `${n}.md` }));
    const collected: number[] = [];
    const entries = writeApiTwins(
      jobs,
      ctx,
      2,
      (job, c) => {
        seen.push([job.recordFile, c]);
        return { title: job.recordFile, description: '' };
      },
      () => collected.push(seen.length),
    );
    // A collection as each fresh context starts (after twins 2 and 4), none before the first.
    expect(collected).toEqual([2, 4]);
    expect(entries.map((e) => e.title)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(seen[0]![1]).toBe(ctx);
    expect(seen[1]![1]).toBe(ctx);
    expect(seen[2]![1]).not.toBe(ctx);
    expect(seen[3]![1]).toBe(seen[2]![1]);
    expect(seen[4]![1]).not.toBe(seen[2]![1]);
    expect(seen.every(([, c]) => (c as typeof ctx).siteOrigin === ctx.siteOrigin)).toBe(true);
  });
});
