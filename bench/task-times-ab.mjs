#!/usr/bin/env node
// The main thread's tasks of two builds on a loaded machine: Chromium at 412 × 823, not
// throttled, a trace of each load until 1.5 s after hydration; per task its CPU time (the trace's
// thread time, which other processes on the machine barely move, unlike wall-clock time). Prints
// the medians of the longest task after first contentful paint and of the blocking time those
// tasks would give on a host RATE times slower (Σ max(0, RATE × CPU time − 50 ms), default 16):
// a projection, for comparing builds when the throttled figures of bench:blocking-ab scatter.
//
//   SITES=/tmp/before,doc_build PAGES=/idn/api/v3/list-sources N=9 node bench/task-times-ab.mjs
import { inPhoneTab, runAB, withChromium } from './ab-sites.mjs';
import { median } from './stats.mjs';

const RATE = Number(process.env.RATE ?? 16);
let browser;
await runAB({
  pages: '/idn/api/v3/list-sources',
  loads: 9,
  setup: withChromium((b) => (browser = b)),
  measure: (url) =>
    inPhoneTab(browser, async (tab, _context, load) => {
      await browser.startTracing(tab, {
        categories: ['disabled-by-default-devtools.timeline', 'loading', '__metadata'],
      });
      await load(url);
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      // The page's renderer main thread: the one that ran the most.
      let tasks = [];
      for (const t of events.filter(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      )) {
        const own = events.filter(
          (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === t.pid && e.tid === t.tid,
        );
        const sum = (list) => list.reduce((s, e) => s + (e.tdur ?? 0), 0);
        if (sum(own) > sum(tasks)) tasks = own;
      }
      const pid = tasks[0]?.pid;
      const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
      const cpu = tasks.filter((e) => e.ts + e.dur > fcp).map((e) => (e.tdur ?? 0) / 1000);
      return [
        Math.round(Math.max(0, ...cpu) * 10) / 10,
        Math.round(cpu.reduce((s, t) => s + Math.max(0, RATE * t - 50), 0)),
      ];
    }),
  note: `not throttled; blocking projected for a host ${RATE}× slower`,
  line: (runs) => {
    const longest = runs.map(([l]) => l);
    const projected = runs.map(([, p]) => p);
    return `longest task ${median(longest)} ms CPU   projected blocking at ${RATE}× ${median(projected)} ms   (all: ${projected.join(', ')})`;
  },
});
