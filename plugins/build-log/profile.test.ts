import { describe, expect, it, vi } from 'vitest';
import {
  BuildProfile,
  formatProfile,
  mainThreadCpu,
  threadCpu,
  unionMs,
  type ProfileClock,
} from './profile';
import type { Watchdog } from './watchdog';

/** A clock the test moves by hand, with RSS and its high-water mark set by the test. */
function fakeClock() {
  const c = { t: 0, rssNow: 100, max: 100, cpu: 0, main: 0, lines: [] as string[] };
  const clock: ProfileClock = {
    now: () => c.t,
    rss: () => c.rssNow,
    maxRss: () => c.max,
    cpu: () => c.cpu,
    mainCpu: () => c.main,
    log: (l) => c.lines.push(l),
  };
  return { c, clock };
}

describe('build profile', () => {
  it("reads the main thread's CPU time from the system (Linux), growing as it works", () => {
    const before = mainThreadCpu();
    // Busy for 100 ms of CPU (not of wall time: a loaded machine gives the thread less of it).
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 100_000);
    if (process.platform === 'linux') expect(mainThreadCpu()).toBeGreaterThan(before);
    else expect(mainThreadCpu()).toBe(0);
  });
  it("reads the calling thread's CPU time, and 0 for a stat file that is not there", () => {
    const before = threadCpu();
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 100_000);
    if (process.platform === 'linux') expect(threadCpu()).toBeGreaterThan(before);
    expect(threadCpu('/proc/self/task/0/no-such-stat')).toBe(0);
  });
  it("times a worker thread's phase by the thread: its span and CPU, none of the main thread's", () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    c.t = 1000;
    const done = p.thread('API twins');
    // The main thread's phases run beside it, with their own CPU.
    const endRules = p.start('content rules');
    c.t = 4000;
    c.cpu += 5000;
    c.main += 2800;
    c.rssNow = 700;
    p.sample(true);
    endRules();
    c.rssNow = 300;
    // The thread finished at 6 s; the main thread heard of it at 9 s.
    c.t = 9000;
    done({ endedAt: 6000, cpuMs: 4200 });
    expect(p.stats()).toEqual([
      { name: 'API twins', ms: 5000, cpuMs: 4200, mainCpuMs: 0, peakRss: 700 },
      { name: 'content rules', ms: 3000, cpuMs: 5000, mainCpuMs: 2800, peakRss: 700 },
    ]);
  });
  it('counts overlapping spans once', () => {
    expect(
      unionMs([
        [0, 10],
        [5, 15],
        [20, 30],
      ]),
    ).toBe(25);
    expect(unionMs([])).toBe(0);
  });
  it('sums a phase entered several times, with its peak memory, in build order', () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    const endRender = p.start('render API pages');
    c.t = 3000;
    c.rssNow = 500;
    p.sample(true);
    c.rssNow = 200;
    endRender();
    p.time('spec load', () => {
      c.t += 1000;
      // The high-water mark rose during the phase: it is the phase's peak.
      c.max = 900;
    });
    p.time('spec load', () => {
      c.t += 500;
    });
    const stats = p.stats();
    expect(stats.map((s) => s.name)).toEqual(['spec load', 'render API pages']);
    expect(stats[0]).toEqual({ name: 'spec load', ms: 1500, cpuMs: 0, mainCpuMs: 0, peakRss: 900 });
    expect(stats[1]).toEqual({
      name: 'render API pages',
      ms: 3000,
      cpuMs: 0,
      mainCpuMs: 0,
      peakRss: 500,
    });
  });
  it('times async phases and prints each phase with its time and peak RSS', async () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    c.rssNow = 300 * 1024 * 1024;
    await p.time('search index', async () => {
      c.t += 2500;
      c.cpu += 1800;
      c.main += 1200;
    });
    expect(formatProfile(p.stats())).toEqual([
      'profile phase             time       CPU      main  peak RSS',
      'profile search index     2.5 s     1.8 s     1.2 s  300 MB',
    ]);
    const build = {
      ms: 60_000,
      cpuMs: 95_250,
      mainCpuMs: 50_000,
      peakRss: 1536 * 1024 * 1024,
      loadAverage: [2.5, 1.25, 1],
    };
    expect(formatProfile(p.stats(), build).at(-1)).toBe(
      'profile whole build     60.0 s    95.3 s    50.0 s  1,536 MB  (load average 2.50 1.25 1.00)',
    );
  });
  it('runs phases queued in turn one after another, each timed alone, even after one fails', async () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    const order: string[] = [];
    let release!: () => void;
    const first = p.inTurn('twins and llms', async () => {
      order.push('twins start');
      await new Promise<void>((r) => (release = r));
      c.t += 4000;
      order.push('twins end');
      throw new Error('twins failed');
    });
    const second = p.inTurn('sitemap and feeds', () => {
      order.push('sitemap');
      c.t += 500;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['twins start']);
    release();
    await expect(first).rejects.toThrow('twins failed');
    await second;
    expect(order).toEqual(['twins start', 'twins end', 'sitemap']);
    expect(p.stats().map((s) => [s.name, s.ms])).toEqual([
      ['twins and llms', 4000],
      ['sitemap and feeds', 500],
    ]);
  });
  it("counts a phase's CPU time once while its spans overlap, and each time it opens again", () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    const a = p.start('twins and llms');
    c.cpu += 100;
    const b = p.start('twins and llms');
    c.cpu += 200;
    a();
    c.cpu += 300;
    b();
    // Between the phase's periods: not counted.
    c.cpu += 5000;
    p.time('twins and llms', () => {
      c.cpu += 400;
      c.main += 150;
    });
    expect(p.stats()[0]?.cpuMs).toBe(1000);
    expect(p.stats()[0]?.mainCpuMs).toBe(150);
  });
  it('prints a heartbeat with the count while a counting phase prints no progress', () => {
    vi.useFakeTimers();
    try {
      const { c, clock } = fakeClock();
      const p = new BuildProfile(clock);
      const end = p.start('render API pages');
      const progress = p.progress('render API pages', { verb: 'render', total: 9, unit: 'pages' });
      c.t += 6000;
      vi.advanceTimersByTime(250);
      progress.tick();
      c.t += 1000;
      vi.advanceTimersByTime(250);
      end();
      expect(c.lines).toEqual(['info    render API pages: 6 s so far, 0 / 9 pages']);
    } finally {
      vi.useRealTimers();
    }
  });
  it('prints progress every few seconds, not per unit, and records nothing when disabled', () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    const end = p.start('render API pages');
    const progress = p.progress('render API pages', {
      verb: 'render',
      total: 7153,
      unit: 'pages',
      what: 'API idn-v3',
    });
    for (let i = 0; i < 1200; i++) {
      c.t += 5;
      progress.tick();
    }
    end();
    expect(c.lines).toEqual(['render  1,000 / 7,153 pages (API idn-v3)']);
    const off = new BuildProfile(clock, false);
    off.time('model', () => (c.t += 10_000));
    off.progress('model', { verb: 'model', total: 2, unit: 'specs' }).tick();
    expect(off.stats()).toEqual([]);
  });
  it('points its watchdog at the latest open phase that prints no progress of its own', () => {
    const { c, clock } = fakeClock();
    const calls: string[] = [];
    let lastLine = -Infinity;
    const dog = {
      watch: (ph?: { name: string; openedAt: number; unit?: string }) =>
        calls.push(ph ? `watch ${ph.name} ${ph.openedAt}${ph.unit ? ` ${ph.unit}` : ''}` : 'none'),
      count: (done: number, total: number) => calls.push(`count ${done}/${total}`),
      printed: (at: number) => calls.push(`printed ${(lastLine = at)}`),
      lastLineAt: () => lastLine,
    };
    const p = new BuildProfile(clock, true, () => dog as unknown as Watchdog);
    c.t = 100;
    const endLoad = p.start('spec load');
    c.t = 200;
    p.time('model', () => {});
    // Counted phases print their own lines.
    p.start('Rspack compile', { counted: true })();
    endLoad();
    c.t = 300;
    const endRender = p.start('render API pages');
    const progress = p.progress('render API pages', { verb: 'render', total: 3, unit: 'pages' });
    progress.tick();
    c.t = 6000;
    progress.tick();
    endRender();
    expect(calls).toEqual([
      'watch spec load 100',
      'watch model 200',
      'watch spec load 100',
      'none',
      'watch render API pages 300',
      'watch render API pages 300 pages',
      'count 0/3',
      'count 1/3',
      'count 2/3',
      'printed 6000',
      'none',
    ]);
    expect(c.lines).toEqual(['render  2 / 3 pages']);
  });
});
