#!/usr/bin/env node
// npm run bench:blocking-ab — the main-thread blocking time of two builds, measured in the page
// itself: Chromium with the CPU throttled 4× at 412 × 823 (as Lighthouse's mobile preset
// simulates), the builds loaded in turn; the sum over the browser's long tasks after the first
// contentful paint of their time beyond 50 ms, until 1.5 s after hydration. Less noisy than a
// Lighthouse score for a change to hydration or effects; prints medians and the load average.
//
//   SITES=/tmp/before,doc_build PAGES=/idn/api/v3/list-sources N=7 npm run bench:blocking-ab
import { chromium } from 'playwright-core';
import { abSetup, load, median } from './ab-sites.mjs';

const { servers, pages, loads: N, stop } = await abSetup({ pages: '/idn/docs/transforms/operations/lower,/idn/api/v3/list-sources', loads: 7 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
console.log(`load average before: ${load()}`);
const results = new Map();
try {
  for (let i = 0; i < N; i++)
    for (const page of pages)
      for (const server of servers) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const tab = await context.newPage();
        await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await tab.addInitScript(() => {
          const w = window;
          w.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
          }).observe({ type: 'longtask', buffered: true });
        });
        await tab.goto(server.url + page, { waitUntil: 'load' });
        await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
        await tab.waitForTimeout(1500);
        const blocking = await tab.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return window.__longTasks.filter(([start, d]) => start + d > fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
        });
        const key = `${page}  ${server.site}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(Math.round(blocking));
        await context.close();
      }
} finally {
  await browser.close();
  await stop();
}
for (const [key, runs] of results) console.log(`${key.padEnd(64)} blocking ${median(runs)} ms   (all: ${runs.join(', ')})`);
console.log(`load average after: ${load()}; ${N} loads per page and build, medians`);
