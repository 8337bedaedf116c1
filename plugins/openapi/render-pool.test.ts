import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import { FIXTURES, fixtureSpec } from './fixture-spec';
import { generateApi } from './generate';
import { memo } from './highlight';
import { SpecError } from './load-spec';
import { Inbox, pageOwner, renderThread, renderWorkerCount } from './render-pool';

const SPECS = path.join(__dirname, '../../specs');

/** Every file under `dir` with its text, by path relative to it. */
const filesOf = (dir: string): Map<string, string> =>
  new Map(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );

describe('pageOwner', () => {
  it('gives a page the same worker every time, and shares many pages about evenly', () => {
    const slugs = Array.from({ length: 2000 }, (_, i) => `list-things-${i}`);
    const owners = slugs.map((s) => pageOwner(s, 2));
    expect(slugs.map((s) => pageOwner(s, 2))).toEqual(owners);
    const first = owners.filter((o) => o === 0).length;
    expect(first).toBeGreaterThan(900);
    expect(first).toBeLessThan(1100);
    expect(new Set(slugs.map((s) => pageOwner(s, 3)))).toEqual(new Set([0, 1, 2]));
    expect(pageOwner(null, 2)).toBe(pageOwner('', 2));
    expect(pageOwner('anything', 1)).toBe(0);
  });
});

describe('renderThread', () => {
  it('gives the main thread (-1) a share beside the workers, and each page one thread', () => {
    const slugs = Array.from({ length: 2000 }, (_, i) => `list-things-${i}`);
    const threads = slugs.map((s) => renderThread(s, 1));
    expect(new Set(threads)).toEqual(new Set([-1, 0]));
    const main = threads.filter((t) => t === -1).length;
    expect(main).toBeGreaterThan(900);
    expect(main).toBeLessThan(1100);
    expect(new Set(slugs.map((s) => renderThread(s, 2)))).toEqual(new Set([-1, 0, 1]));
    expect(slugs.map((s) => renderThread(s, 2))).toEqual(slugs.map((s) => pageOwner(s, 3) - 1));
    // Without workers the main thread renders every page.
    expect(new Set(slugs.map((s) => renderThread(s, 0)))).toEqual(new Set([-1]));
  });
});

describe('Inbox', () => {
  it('hands messages out in arrival order, also to takes made before they came', async () => {
    const inbox = new Inbox<number>();
    const early = [inbox.take(), inbox.take()];
    inbox.push(1);
    inbox.push(2);
    inbox.push(3);
    expect(await Promise.all(early)).toEqual([1, 2]);
    expect(await inbox.take()).toBe(3);
  });

  it('rejects waiting and later takes once failed, after what had come before', async () => {
    const inbox = new Inbox<number>();
    const waiting = inbox.take();
    inbox.fail(new Error('worker crashed'));
    await expect(waiting).rejects.toThrow('worker crashed');
    const late = new Inbox<number>();
    late.push(7);
    late.fail(new Error('gone'));
    expect(await late.take()).toBe(7);
    await expect(late.take()).rejects.toThrow('gone');
  });
});

describe('renderWorkerCount', () => {
  it('reads RENDER_WORKERS: 1 by default, 0 renders in process, anything else is an error', () => {
    expect(renderWorkerCount(undefined)).toBe(1);
    expect(renderWorkerCount('')).toBe(1);
    expect(renderWorkerCount('0')).toBe(0);
    expect(renderWorkerCount('3')).toBe(3);
    expect(() => renderWorkerCount('two')).toThrow(/RENDER_WORKERS must be a whole number/);
  });
});

describe('pages rendered in worker threads', () => {
  const run = async (specsDir: string, specs: ApiEntry[], workers: number) => {
    memo.clear();
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
    const api = await generateApi({
      specsDir,
      outDir,
      specs,
      existingRoutes: new Set(['/fx/v1/guide']),
      guides: [
        {
          route: '/idn/docs/guide',
          title: 'A guide',
          product: 'idn',
          codes: [],
          links: ['/fx/v2/list-accounts', '/nerm/api/get-users'],
        },
      ],
      specSourceUrl: (file) => `https://example.test/specs/${file}`,
      renderWorkers: workers ? { count: workers } : undefined,
    });
    // The temporary folder differs between runs: the stub files' paths are compared below it.
    return {
      api: JSON.stringify(api).replaceAll(outDir, '<out>'),
      files: filesOf(outDir),
      memo: [...memo.keys()].sort(),
    };
  };
  const same = (a: Awaited<ReturnType<typeof run>>, b: Awaited<ReturnType<typeof run>>) => {
    expect([...b.files.keys()]).toEqual([...a.files.keys()]);
    for (const [file, text] of a.files) expect(b.files.get(file), file).toBe(text);
    // Pages, search records, excerpts (in the same key order), warnings and link problems.
    expect(b.api).toBe(a.api);
    expect(b.memo).toEqual(a.memo);
  };

  it('writes the same files and result as rendering in process (versions, changes page, bars)', async () => {
    const specs = [
      fixtureSpec('before.yaml', '/fx/v1', {
        product: 'idn',
        area: 'idn-api',
        label: 'V1 APIs',
        versionKey: 'v1',
        status: 'deprecated',
        landing: undefined,
      }),
      fixtureSpec('after.yaml', '/fx/v2', {
        product: 'idn',
        area: 'idn-api',
        label: 'V2 APIs',
        versionKey: 'v2',
        landing: undefined,
      }),
    ];
    const dir = path.join(FIXTURES, 'versions');
    const inProcess = await run(dir, specs, 0);
    expect(
      JSON.parse(inProcess.api).pages.map((p: { routePath: string }) => p.routePath),
    ).toContain('/fx/v2/changes');
    same(inProcess, await run(dir, specs, 1));
    same(inProcess, await run(dir, specs, 2));
  }, 120_000);

  it('writes the same files and result for a large spec with description links and samples', async () => {
    const specs = [fixtureSpec('nerm.yaml', '/nerm/api', { landing: 'nerm-api' })];
    const inProcess = await run(SPECS, specs, 0);
    expect(JSON.parse(inProcess.api).operations.length).toBeGreaterThan(50);
    same(inProcess, await run(SPECS, specs, 1));
  }, 300_000);

  it('fails on a broken spec with the error the in-process run gives', async () => {
    const specs = [fixtureSpec('bad-split.yaml', '/bad')];
    const dir = path.join(FIXTURES, 'load-errors');
    const failure = (workers: number) =>
      run(dir, specs, workers).then(
        () => undefined,
        (e: unknown) => e,
      );
    const inProcess = await failure(0);
    const pooled = await failure(1);
    expect(inProcess).toBeInstanceOf(SpecError);
    expect(pooled).toBeInstanceOf(SpecError);
    expect((pooled as Error).message).toBe((inProcess as Error).message);
  }, 60_000);
});
