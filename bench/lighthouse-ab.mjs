#!/usr/bin/env node
// npm run bench:lighthouse-ab — two builds compared on Lighthouse's mobile preset, loaded in
// turn (A, B, A, B, …) so that both see the same machine: the mobile score follows the machine's
// speed from one minute to the next, and two separate runs of bench:lighthouse cannot tell a
// change of a few points from the machine. Prints, per page and build, the median performance
// score, total blocking time and largest contentful paint, every score, and the load average.
//
//   npm run build && cp -r doc_build /tmp/before && <change> && npm run build
//   SITES=/tmp/before,doc_build PAGES=/,/idn/api/v3/list-sources N=5 npm run bench:lighthouse-ab
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { abSetup, load, median } from './ab-sites.mjs';

const { servers, pages, loads: N, stop } = await abSetup({ pages: '/,/idn/docs/transforms/operations/lower,/idn/api/v3/list-sources', loads: 5 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  logLevel: 'silent',
});
console.log(`load average before: ${load()}`);
const results = new Map();
try {
  for (let i = 0; i < N; i++)
    for (const page of pages)
      for (const server of servers) {
        const { lhr } = await lighthouse(server.url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const key = `${page}  ${server.site}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
          lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        });
      }
} finally {
  await chrome.kill();
  await stop();
}
for (const [key, runs] of results)
  console.log(`${key.padEnd(64)} perf ${median(runs.map((r) => r.score))}  TBT ${median(runs.map((r) => r.tbt))} ms  LCP ${median(runs.map((r) => r.lcp))} ms   (all: ${runs.map((r) => r.score).join(', ')})`);
console.log(`load average after: ${load()}; ${N} loads per page and build, medians; mobile preset`);
