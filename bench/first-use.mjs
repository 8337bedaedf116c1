#!/usr/bin/env node
// npm run bench:first-use — what the reader's first use of a page costs now that the app starts
// only then (theme/boot/first-use.ts): in Lighthouse's mobile viewport with the CPU throttled
// (default 4×), a page is loaded and left alone for 2 s, then the mouse moves; printed per page,
// medians of N loads (default 3): the main thread's busy time in long tasks before the use (the
// page alone: parsing, layout, inline scripts) and the time from the use to `data-hydrated`
// (evaluating the app and hydrating; a click in that time is held and repeated, first-use.ts).
//
//   SITE_DIR=doc_build PAGES=/,/idn/api/v3/list-sources N=3 CPU=4 npm run bench:first-use
import path from 'node:path';
import { findNginx, startNginx } from '../deploy/local-nginx.mjs';
import { launchChromium } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';
import { load, median } from './stats.mjs';

const siteDir = path.resolve(process.env.SITE_DIR ?? 'doc_build');
const pages = (
  process.env.PAGES ?? '/,/idn/docs/transforms/operations/lower,/idn/api/v3/list-sources'
).split(',');
const n = Number(process.env.N ?? 3);
const rate = Number(process.env.CPU ?? 4);

const server = findNginx()
  ? await startNginx({ root: siteDir })
  : await serveSite(siteDir).then((s) => ({ url: s.url, stop: s.close }));
const browser = await launchChromium();
console.log(`load average before: ${load()}`);
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < n; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await tab.addInitScript(() => {
        const w = window;
        w.__longMs = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) if (w.__usedAt === undefined) w.__longMs += e.duration;
        }).observe({ type: 'longtask', buffered: true });
        addEventListener('pointermove', () => (w.__usedAt ??= performance.now()), true);
      });
      await tab.goto(server.url + page, { waitUntil: 'load' });
      await tab.waitForTimeout(2000);
      const started = await tab.evaluate(() => document.documentElement.dataset.hydrated ?? null);
      // (Set up now: <html> does not exist yet when an init script runs.)
      await tab.evaluate(() =>
        new MutationObserver(() => {
          if (document.documentElement.dataset.hydrated === 'true')
            window.__hydratedAt ??= performance.now();
        }).observe(document.documentElement, { attributes: true }),
      );
      await tab.mouse.move(1, 1);
      await tab.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000 });
      const r = await tab.evaluate(() => ({
        longMs: window.__longMs,
        useMs: window.__hydratedAt - window.__usedAt,
      }));
      if (started) throw new Error(`${page} hydrated before any use`);
      runs.push(r);
      await context.close();
    }
    const f = (k) => Math.round(median(runs.map((r) => r[k])));
    console.log(
      `${page.padEnd(45)} long tasks before use ${String(f('longMs')).padStart(5)} ms   use → hydrated ${String(f('useMs')).padStart(5)} ms   (all: ${runs.map((r) => Math.round(r.useMs)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `load average after: ${load()}; ${n} loads per page, medians; CPU slowdown ${rate}, 412 × 823`,
);
