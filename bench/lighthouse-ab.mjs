#!/usr/bin/env node
// npm run bench:lighthouse-ab — two builds compared on Lighthouse's mobile preset, loaded in
// turn (A, B, A, B, …) so that both see the same machine: the mobile score follows the machine's
// speed from one minute to the next, and two separate runs of bench:lighthouse cannot tell a
// change of a few points from the machine. Prints, per page and build, the median performance
// score, total blocking time and largest contentful paint, every score, and the load average.
//
//   npm run build && cp -r doc_build /tmp/before && <change> && npm run build
//   SITES=/tmp/before,doc_build PAGES=/,/idn/api/v3/list-sources N=5 npm run bench:lighthouse-ab
//   CPU_SLOWDOWN=16 ...   the preset's CPU slowdown (default 4): a host four times slower
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/harness/chromium.mjs';
import { runAB } from './ab-sites.mjs';
import { benchImport } from './ensure-deps.mjs';
import { median } from './stats.mjs';

// Bench-only packages (bench/package.json), installed on first use.
const chromeLauncher = await benchImport('chrome-launcher');
const { default: lighthouse } = await benchImport('lighthouse');
const constants = await benchImport('lighthouse/core/config/constants.js');

let chrome;
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const config = {
  extends: 'lighthouse:default',
  settings: {
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
  },
};
await runAB({
  pages: '/,/idn/docs/transforms/operations/lower,/idn/api/v3/list-sources',
  loads: 5,
  note: `mobile preset, CPU slowdown ${CPU_SLOWDOWN}`,
  setup: async () => {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
      logLevel: 'silent',
    });
    return () => chrome.kill();
  },
  measure: async (url) => {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  },
  line: (runs) =>
    `perf ${median(runs.map((r) => r.score))}  TBT ${median(runs.map((r) => r.tbt))} ms  LCP ${median(runs.map((r) => r.lcp))} ms  benchmarkIndex ${median(runs.map((r) => r.benchmarkIndex))}   (all: ${runs.map((r) => r.score).join(', ')})`,
});
