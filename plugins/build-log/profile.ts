/**
 * The build profile: each phase's wall time and peak memory, printed in the build log's closing
 * summary (plugins/build-log/index.ts), and progress lines for the long ones, so the log shows
 * where a build spends its time and memory and the next regression is visible in it.
 *
 * Phases are timed as the union of their spans: a phase entered once per spec (spec load) sums its
 * runs, and the afterBuild hooks that Rspress runs in parallel are not counted twice. Peak memory
 * is the process's RSS high-water mark while a phase ran: `process.resourceUsage().maxRSS` when it
 * rose during the phase (exact), else the highest RSS sampled during it (every 250 ms on a timer,
 * and on every progress tick, since a synchronous loop starves timers).
 *
 * CPU time is the process's (`process.cpuUsage()`: user + system, every thread, so Rspack's and the
 * SSG workers' too) while the phase was open: unlike wall time it does not grow with the load other
 * processes put on the machine, so before/after comparisons hold on a shared one. Phases that run
 * at the same time (the afterBuild hooks) each count the CPU of the whole overlap. `main` is the
 * main thread's share (Linux: /proc/self/task): what the worker threads cannot take off it, so on
 * an idle machine a phase takes at least that long, and at least its CPU time over the cores.
 * A phase run by a worker thread beside the main thread's phases (`thread`: the API pages' Markdown
 * twins, from the content rules on) is timed by that thread: its span, its own CPU, `main` 0.
 */

import fs from 'node:fs';
import { Watchdog } from './watchdog';

/** The phases in build order; the summary lists them so (others, if any, after them). */
export const PHASES = [
  'spec load',
  'model',
  'render API pages',
  'API twins',
  'content rules',
  'page data',
  'Rspack compile',
  'SSG',
  'twins and llms',
  'search index',
  'sitemap and feeds',
] as const;
export type PhaseName = (typeof PHASES)[number];

export interface PhaseStat {
  name: string;
  ms: number;
  /** Process CPU time (user + system) while the phase was open, in ms. */
  cpuMs: number;
  /** The main thread's CPU time while the phase was open, in ms (0 where the system does not tell). */
  mainCpuMs: number;
  /** Bytes. */
  peakRss: number;
}

interface Phase {
  spans: Array<[number, number]>;
  open: number;
  peak: number;
  lastBeat: number;
  /** When the phase's current spans began (the first still open). */
  openedAt: number;
  /** CPU time when the phase last opened, and the CPU time of its closed periods (ms). */
  cpuAtOpen: number;
  cpu: number;
  mainAtOpen: number;
  main: number;
  /** Whether something else prints the phase's progress lines (no heartbeat for it then). */
  counted: boolean;
  /** A phase counting its units (`progress`): the heartbeat speaks while its lines are silent. */
  units?: { done: number; total: number; unit: string };
}

/** Total length of the union of time spans. */
export function unionMs(spans: ReadonlyArray<readonly [number, number]>): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total;
}

const thousands = (n: number) => n.toLocaleString('en-US');

export interface ProfileClock {
  now: () => number;
  rss: () => number;
  /** The process's RSS high-water mark so far, in bytes. */
  maxRss: () => number;
  /** The process's CPU time so far (user + system), in ms. */
  cpu: () => number;
  /** The main thread's CPU time so far, in ms (0 where unknown). */
  mainCpu: () => number;
  log: (line: string) => void;
}

const processClock: ProfileClock = {
  now: () => performance.now(),
  rss: () => process.memoryUsage.rss(),
  maxRss: () => process.resourceUsage().maxRSS * 1024,
  cpu: () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  },
  mainCpu: mainThreadCpu,
  log: (line) => console.log(line),
};

/**
 * The main thread's CPU time in ms, from /proc/self/task/<pid>/stat (utime and stime, fields 14
 * and 15, in clock ticks of 10 ms); 0 where there is no such file.
 */
export function mainThreadCpu(): number {
  return threadCpu(`/proc/self/task/${process.pid}/stat`);
}

/**
 * A thread's CPU time in ms since it started, from its stat file (default: the calling thread's,
 * so a worker thread measures itself); 0 where there is no such file.
 */
export function threadCpu(statFile = '/proc/thread-self/stat'): number {
  try {
    const stat = fs.readFileSync(statFile, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Milliseconds between two progress lines of a phase (env BUILD_PROGRESS_MS, default 5 s). */
const progressEvery = () => Number(process.env.BUILD_PROGRESS_MS) || 5000;

export class BuildProfile {
  private phases = new Map<string, Phase>();
  private timer: NodeJS.Timeout | undefined;
  private lastSample = 0;
  private watchdog: Watchdog | undefined;
  /** The phase the watchdog names: the latest opened one still open that prints no progress of its own. */
  private watched: string | undefined;

  /**
   * `enabled`: whether spans are recorded and progress printed; the build log turns the process's
   * profile on for production builds only (the dev server keeps its own messages).
   * `watchdog`: makes the thread that prints the heartbeat while the main thread is blocked
   * (watchdog.ts); the clock's `now` must then be the main thread's `performance.now()`.
   */
  constructor(
    private clock: ProfileClock = processClock,
    public enabled = true,
    private makeWatchdog?: () => Watchdog,
  ) {}

  /** A profile line was printed now: the watchdog's silence starts again. */
  private printed(line: string, t: number): void {
    this.clock.log(line);
    this.watchdog?.printed(t);
  }

  /** Points the watchdog at the latest opened phase still open that prints no progress of its own. */
  private rewatch(): void {
    if (!this.watchdog) return;
    let best: [string, Phase] | undefined;
    for (const entry of this.phases)
      if (entry[1].open && !entry[1].counted && (!best || entry[1].openedAt >= best[1].openedAt))
        best = entry;
    if (best?.[0] === this.watched) return;
    this.watched = best?.[0];
    this.watchdog.watch(
      best && { name: best[0], openedAt: best[1].openedAt, unit: best[1].units?.unit },
    );
    if (best?.[1].units) this.watchdog.count(best[1].units.done, best[1].units.total);
  }

  private phase(name: string): Phase {
    let p = this.phases.get(name);
    if (!p) {
      p = {
        spans: [],
        open: 0,
        peak: 0,
        lastBeat: 0,
        openedAt: 0,
        cpuAtOpen: 0,
        cpu: 0,
        mainAtOpen: 0,
        main: 0,
        counted: false,
      };
      this.phases.set(name, p);
    }
    return p;
  }

  /** Samples RSS into every open phase (at most every 100 ms unless forced). */
  sample(force = false): void {
    const t = this.clock.now();
    if (!force && t - this.lastSample < 100) return;
    this.lastSample = t;
    const rss = this.clock.rss();
    for (const p of this.phases.values()) if (p.open) p.peak = Math.max(p.peak, rss);
  }

  /** Starts a span of a phase; the returned function ends it. `counted`: it prints its own progress. */
  start(name: string, opts: { counted?: boolean } = {}): () => void {
    if (!this.enabled) return () => {};
    const p = this.phase(name);
    if (opts.counted) p.counted = true;
    this.sample(true);
    const began = this.clock.now();
    const maxAtStart = this.clock.maxRss();
    if (!p.open) {
      p.openedAt = began;
      p.cpuAtOpen = this.clock.cpu();
      p.mainAtOpen = this.clock.mainCpu();
    }
    p.open++;
    p.lastBeat = began;
    this.tick();
    this.rewatch();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.sample(true);
      const maxNow = this.clock.maxRss();
      if (maxNow > maxAtStart) p.peak = Math.max(p.peak, maxNow);
      p.spans.push([began, this.clock.now()]);
      p.open--;
      if (!p.open) {
        p.cpu += this.clock.cpu() - p.cpuAtOpen;
        p.main += this.clock.mainCpu() - p.mainAtOpen;
      }
      this.rewatch();
      if (![...this.phases.values()].some((x) => x.open)) this.stopTimer();
    };
  }

  /**
   * A span of a phase that a worker thread runs beside the main thread's phases. It opens now (its
   * memory peak is the process's while it is open) and ends when the thread is done: `endedAt` on
   * this clock, `cpuMs` the thread's own CPU (the process's would count the phases beside it).
   * `main` stays 0: none of it runs on the main thread. No heartbeat: the phases beside it print theirs.
   */
  thread(name: string): (done: { endedAt: number; cpuMs: number }) => void {
    if (!this.enabled) return () => {};
    const p = this.phase(name);
    p.counted = true;
    this.sample(true);
    const began = this.clock.now();
    const maxAtStart = this.clock.maxRss();
    if (!p.open) p.openedAt = began;
    p.open++;
    this.tick();
    let ended = false;
    return ({ endedAt, cpuMs }) => {
      if (ended) return;
      ended = true;
      this.sample(true);
      const maxNow = this.clock.maxRss();
      if (maxNow > maxAtStart) p.peak = Math.max(p.peak, maxNow);
      const now = this.clock.now();
      p.spans.push([began, Math.max(began, Math.min(endedAt, now))]);
      p.open--;
      p.cpu += cpuMs;
      if (![...this.phases.values()].some((x) => x.open)) this.stopTimer();
    };
  }

  /** Runs `fn` as a span of the phase (sync or async). */
  time<T>(name: string, fn: () => T): T {
    const end = this.start(name);
    let result: T;
    try {
      result = fn();
    } catch (e) {
      end();
      throw e;
    }
    if (result instanceof Promise) return result.finally(end) as T;
    end();
    return result;
  }

  private turn: Promise<unknown> = Promise.resolve();

  /**
   * An async phase that starts once the phases queued before it have settled. Rspress runs every
   * plugin's `afterBuild` at once: timed side by side, the sitemap's few milliseconds showed the
   * twins' 50 s and both showed their CPU. In turn, each phase's time and CPU are its own.
   */
  inTurn<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
    const run = this.turn.then(() => this.time(name, fn));
    this.turn = run.catch(() => undefined);
    return run;
  }

  /**
   * Progress of a phase with a known amount of work: `tick()` per unit prints a line such as
   * `render  1,200 / 7,153 pages (API idn-v3)` at most every few seconds, never per unit.
   */
  progress(
    name: string,
    opts: { verb: string; total: number; unit: string; what?: string },
  ): { tick: (n?: number) => void } {
    const p = this.phase(name);
    const units = (p.units = { done: 0, total: opts.total, unit: opts.unit });
    if (this.watched === name) {
      this.watched = undefined;
      this.rewatch();
    }
    return {
      tick: (n = 1) => {
        if (!this.enabled) return;
        const done = (units.done += n);
        if (this.watched === name) this.watchdog?.count(done, opts.total);
        this.sample();
        const t = this.clock.now();
        const last = Math.max(p.lastBeat, this.watchdog?.lastLineAt() ?? -Infinity);
        if (t - last < progressEvery() || done >= opts.total) return;
        p.lastBeat = t;
        this.printed(
          `${opts.verb.padEnd(7)} ${thousands(done)} / ${thousands(opts.total)} ${opts.unit}${opts.what ? ` (${opts.what})` : ''}`,
          t,
        );
      },
    };
  }

  /** The timer samples memory and prints a heartbeat for open phases that print no progress of their own. */
  private tick(): void {
    if (this.timer) return;
    if (this.makeWatchdog && !this.watchdog) this.watchdog = this.makeWatchdog();
    this.timer = setInterval(() => {
      this.sample(true);
      const t = this.clock.now();
      // A line the watchdog printed while this thread was busy counts as the phase's beat.
      const elsewhere = this.watchdog?.lastLineAt() ?? -Infinity;
      for (const [name, p] of this.phases) {
        if (!p.open || p.counted || t - Math.max(p.lastBeat, elsewhere) < progressEvery()) continue;
        p.lastBeat = t;
        // A counting phase before its first unit (threads starting, a slow page) is not silent.
        const u = p.units;
        const count = u ? `, ${thousands(u.done)} / ${thousands(u.total)} ${u.unit}` : '';
        this.printed(
          `info    ${name}: ${((t - p.openedAt) / 1000).toFixed(0)} s so far${count}`,
          t,
        );
      }
    }, 250);
    this.timer.unref();
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Every phase that ran, in build order. */
  stats(): PhaseStat[] {
    const order = (n: string) => {
      const i = (PHASES as readonly string[]).indexOf(n);
      return i < 0 ? PHASES.length : i;
    };
    return [...this.phases.entries()]
      .filter(([, p]) => p.spans.length)
      .sort(([a], [b]) => order(a) - order(b))
      .map(([name, p]) => ({
        name,
        ms: unionMs(p.spans),
        cpuMs: p.cpu,
        mainCpuMs: p.main,
        peakRss: p.peak,
      }));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const megabytes = (bytes: number) => `${thousands(Math.round(bytes / 1024 / 1024))} MB`;

/** The whole build's figures for the profile's last line, and the load it ran under. */
export interface BuildTotals {
  ms: number;
  cpuMs: number;
  mainCpuMs: number;
  peakRss: number;
  /** os.loadavg() at the end: 1, 5 and 15 minutes. */
  loadAverage: readonly number[];
}

/**
 * The closing summary's profile lines: one per phase, wall time, CPU time and peak RSS aligned;
 * then the whole build's, with the load average it ran under (a loaded machine stretches the
 * times, not the CPU).
 */
export function formatProfile(stats: readonly PhaseStat[], build?: BuildTotals): string[] {
  if (!stats.length) return [];
  const width = Math.max(...stats.map((s) => s.name.length), build ? 'whole build'.length : 0);
  const row = (
    name: string,
    s: { ms: number; cpuMs: number; mainCpuMs: number; peakRss: number },
  ) =>
    `profile ${name.padEnd(width)}  ${seconds(s.ms)}  ${seconds(s.cpuMs)}  ${seconds(s.mainCpuMs)}  ${megabytes(s.peakRss)}`;
  return [
    `profile ${'phase'.padEnd(width)}  ${'time'.padStart(8)}  ${'CPU'.padStart(8)}  ${'main'.padStart(8)}  peak RSS`,
    ...stats.map((s) => row(s.name, s)),
    ...(build
      ? [
          `${row('whole build', build)}  (load average ${build.loadAverage.map((n) => n.toFixed(2)).join(' ')})`,
        ]
      : []),
  ];
}

/** The build's profile: one per process, filled by the plugins that run each phase. */
export const buildProfile = new BuildProfile(
  processClock,
  false,
  () => new Watchdog({ fd: 1, every: progressEvery() }),
);
