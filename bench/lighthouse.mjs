#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse (desktop and mobile presets) on the built site served
// the production way (deploy/nginx.conf: gzip, caching, CSP), with Debian's Chromium. Prints
// the four category scores and LCP / TBT / CLS per page, and the lowest score per category
// against the targets. A benchmark, not a test: it never fails the build (exit 0), and
// results vary with the machine's load (Lighthouse's mobile preset simulates a slow CPU).
//
//   npm run build && npm run bench:lighthouse
//   SITE_DIR=/tmp/site PAGES=/,/blog RUNS=3 npm run bench:lighthouse
//   BENCH_JSON=bench/results/lighthouse.json ...   also writes the raw figures
//   CPU_SLOWDOWN=16 ...   the mobile preset's CPU slowdown (Lighthouse's default: 4)
//
// Lighthouse's mobile score depends on the host's speed: its simulation multiplies the observed
// main-thread time by the slowdown. Each row prints the load average before it and Lighthouse's
// own CPU benchmark of the host (benchmarkIndex, median of the row's runs), so figures from two
// machines can be compared; CPU_SLOWDOWN=8 or 16 stands for a host two or four times slower.
//
// Without nginx it falls back to the preview server (tests/harness/serve.mjs: no compression).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx, startNginx } from '../deploy/local-nginx.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';
import { benchImport } from './ensure-deps.mjs';
import { load, median } from './stats.mjs';

// Bench-only packages (bench/package.json), installed on first use.
const chromeLauncher = await benchImport('chrome-launcher');
const { default: lighthouse, desktopConfig } = await benchImport('lighthouse');
const constants = await benchImport('lighthouse/core/config/constants.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'doc_build');
const PAGES = (
  process.env.PAGES ??
  '/,/idn/docs/transforms/operations/lower,/idn/api/v3/list-sources,/idn/tags/rules,/blog,/no/such/page'
).split(',');
const RUNS = Number(process.env.RUNS ?? 1);
const TARGETS = {
  desktop: { performance: 98 },
  mobile: { performance: 90 },
  all: { accessibility: 100, 'best-practices': 95, seo: 95 },
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;

if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}

async function serve() {
  if (findNginx()) {
    const s = await startNginx({ root: siteDir });
    return { url: s.url, stop: s.stop, kind: 'nginx (deploy/nginx.conf)' };
  }
  const server = await serveSite(siteDir);
  return { url: server.url, stop: server.close, kind: 'preview server (no nginx found)' };
}

const server = await serve();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'silent',
});
const rows = [];
try {
  for (const preset of ['desktop', 'mobile']) {
    for (const page of PAGES) {
      const runs = [];
      const loadBefore = load();
      // The not-found page answers 404 on purpose; Lighthouse refuses error statuses unless told.
      const expected404 = (await fetch(`${server.url}${page}`)).status === 404;
      for (let i = 0; i < RUNS; i++) {
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ignoreStatusCode: expected404,
        };
        // Only the mobile preset's slowdown is replaced; its network throttling stays Lighthouse's.
        const config =
          preset === 'desktop'
            ? desktopConfig
            : CPU_SLOWDOWN
              ? {
                  extends: 'lighthouse:default',
                  settings: {
                    throttling: {
                      ...constants.throttling.mobileSlow4G,
                      cpuSlowdownMultiplier: CPU_SLOWDOWN,
                    },
                  },
                }
              : undefined;
        // Lighthouse occasionally loses a trace on a busy machine (NO_NAVSTART…): retry that run.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          lhr = (await lighthouse(`${server.url}${page}`, flags, config)).lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${preset} ${page}: ${lhr.runtimeError.message}`);
        }
        runs.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          failed: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
            lhr.categories[c].auditRefs
              .filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1)
              .map((r) => `${c}: ${r.id}`),
          ),
        });
      }
      const row = {
        preset,
        page,
        expected404,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
        ),
        lcpMs: Math.round(median(runs.map((r) => r.lcp))),
        tbtMs: Math.round(median(runs.map((r) => r.tbt))),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        benchmarkIndex: Math.round(median(runs.map((r) => r.benchmarkIndex))),
        loadBefore,
        failed: [...new Set(runs.flatMap((r) => r.failed))],
      };
      rows.push(row);
      const s = row.scores;
      console.log(
        `${preset.padEnd(7)} ${page.padEnd(42)} perf ${String(s.performance).padStart(3)}  a11y ${String(s.accessibility).padStart(3)}  best ${String(s['best-practices']).padStart(3)}  seo ${String(s.seo).padStart(3)}   LCP ${String(row.lcpMs).padStart(5)} ms  TBT ${String(row.tbtMs).padStart(4)} ms  CLS ${row.cls}   (load ${loadBefore}, benchmarkIndex ${row.benchmarkIndex})${row.failed.length ? `\n        failing: ${row.failed.join(', ')}` : ''}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  `\nserved by ${server.kind}; ${RUNS} run(s) per page (median); Chromium ${CHROMIUM_PATH}; mobile CPU slowdown ${CPU_SLOWDOWN ?? 4}; load average after: ${load()}`,
);
if (rows.some((r) => r.expected404))
  console.log(
    '(best practices and SEO minimums leave out the not-found page, which answers 404 by design)',
  );
for (const preset of ['desktop', 'mobile']) {
  const mine = rows.filter((r) => r.preset === preset);
  const targets = { ...TARGETS.all, ...TARGETS[preset] };
  const summary = CATEGORIES.map((c) => {
    // A not-found page must answer 404 (SEO: http-status-code) and its 404 shows in the console (errors-in-console).
    const counted =
      c === 'seo' || c === 'best-practices' ? mine.filter((r) => !r.expected404) : mine;
    const min = Math.min(...counted.map((r) => r.scores[c]));
    return `${c} min ${min}${targets[c] ? (min >= targets[c] ? ` (target ${targets[c]}: met)` : ` (target ${targets[c]}: MISSED)`) : ''}`;
  });
  console.log(`${preset}: ${summary.join(', ')}`);
}
if (process.env.BENCH_JSON) {
  fs.mkdirSync(path.dirname(path.resolve(process.env.BENCH_JSON)), { recursive: true });
  fs.writeFileSync(
    process.env.BENCH_JSON,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        server: server.kind,
        runs: RUNS,
        cpuSlowdown: CPU_SLOWDOWN ?? 4,
        rows,
      },
      null,
      2,
    ),
  );
}
