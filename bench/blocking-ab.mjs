#!/usr/bin/env node
// npm run bench:blocking-ab — the main-thread blocking time of two builds, measured in the page
// itself: Chromium with the CPU throttled 4× at 412 × 823 (as Lighthouse's mobile preset
// simulates), the builds loaded in turn; the sum over the browser's long tasks after the first
// contentful paint of their time beyond 50 ms, until 1.5 s after hydration. Less noisy than a
// Lighthouse score for a change to hydration or effects; prints medians and the load average.
// Beside it, the page's main-thread CPU time until then (Chromium's ThreadTime metric): with
// CPU_SLOWDOWN=1 other processes on the machine barely move it (a loaded machine: 213–257 ms over
// five loads of one build), so it tells whether a change removed work where the blocking time
// scatters; under throttling it scatters as much as the blocking time.
//
//   SITES=/tmp/before,doc_build PAGES=/idn/api/v3/list-sources N=7 npm run bench:blocking-ab
//   CPU_SLOWDOWN=16 ...   throttle 16× instead of 4× (a host four times slower)
import { inPhoneTab, runAB, withChromium } from './ab-sites.mjs';
import { median } from './stats.mjs';

let browser;
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
await runAB({
  pages: '/idn/docs/transforms/operations/lower,/idn/api/v3/list-sources',
  loads: 7,
  setup: withChromium((b) => (browser = b)),
  measure: (url) =>
    inPhoneTab(browser, async (tab, context, load) => {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Performance.enable');
      const threadTime = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')
          ?.value ?? 0;
      await tab.addInitScript(() => {
        const w = window;
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await load(url);
      const blocking = await tab.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        return window.__longTasks
          .filter(([start, d]) => start + d > fcp)
          .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      });
      // The renderer's main thread since it started: this page, and an empty tab before it.
      return [Math.round(blocking), Math.round((await threadTime()) * 1000)];
    }),
  note: `CPU throttled ${CPU_SLOWDOWN}×`,
  line: (runs) => {
    const blocking = runs.map(([b]) => b);
    const cpu = runs.map(([, c]) => c);
    return `blocking ${median(blocking)} ms   (all: ${blocking.join(', ')});   main-thread CPU ${median(cpu)} ms   (all: ${cpu.join(', ')})`;
  },
});
