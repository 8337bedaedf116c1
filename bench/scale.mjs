#!/usr/bin/env node
// npm run bench:scale — per-page cost at any API size (issue "flat per-page cost").
// Builds the site twice over: the scale corpus (../shared/specs/scale: four published IDN versions,
// ~2,500 operations, with the small docs folder bench/fixtures/scale-docs) and the default build
// (specs/ and docs/). For each: build wall time and peak RSS (whole process tree; median of RUNS
// builds, default 3), output size, build log lines, and for an operation page of the largest spec
// and for the home page: JS first load (gzip), DOM nodes after hydration, raw and gzip HTML,
// main-thread script time. The machine's load average is printed beside every timing.
// ONLY=scale or ONLY=default runs one of the two.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './measure.mjs';
import { median, pageMetrics } from './page-metrics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const configs = [
  { name: 'scale', specs: path.resolve(root, '../shared/specs/scale'), docs: path.join(root, 'bench/fixtures/scale-docs') },
  { name: 'default', specs: path.join(root, 'specs'), docs: path.join(root, 'docs') },
].filter((c) => !process.env.ONLY || process.env.ONLY === c.name);

/** The operation page to weigh: list-sources of the first spec when it exists, else that spec's first operation. */
function operationPage(outDir) {
  const dir = path.join(outDir, 'idn/api/v3');
  if (fs.existsSync(path.join(dir, 'list-sources.html'))) return '/idn/api/v3/list-sources';
  const record = JSON.parse(fs.readFileSync(path.join(outDir, 'page-data/idn/api/v3.json'), 'utf8'));
  const group = record.sidebar.find((e) => e.key);
  return JSON.parse(fs.readFileSync(path.join(outDir, group.itemsUrl), 'utf8'))[0].link;
}

for (const cfg of configs) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${cfg.name}-`));
  const outDir = path.join(work, 'site');
  const builds = [];
  for (let i = 0; i < RUNS; i++) {
    fs.rmSync(outDir, { recursive: true, force: true });
    const before = load();
    const r = await measure(process.execPath, [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
      cwd: root,
      quiet: true,
      env: { SPECS_DIR: cfg.specs, DOCS_DIR: cfg.docs, OUT_DIR: outDir, GENERATED_DIR: path.join(work, 'generated'), NODE_OPTIONS: '--max-old-space-size=8192' },
    });
    if (r.code !== 0) {
      console.error(r.output.slice(-4000));
      process.exit(1);
    }
    builds.push({ ...r, lines: r.output.trimEnd().split('\n').length });
    console.log(`[${cfg.name}] build ${i + 1}/${RUNS}: ${(r.wallMs / 1000).toFixed(1)} s, ${r.peakRssMb} MB peak RSS (load average before: ${before}, after: ${load()})`);
  }
  const files = walk(outDir);
  const outputBytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  const htmlPages = files.filter((f) => f.endsWith('.html')).length;
  console.log(`\n== ${cfg.name}: SPECS_DIR=${path.relative(root, cfg.specs)} DOCS_DIR=${path.relative(root, cfg.docs)}`);
  console.log(`HTML pages:        ${htmlPages}`);
  console.log(`build wall time:   median ${(median(builds.map((b) => b.wallMs)) / 1000).toFixed(1)} s of ${RUNS} (${builds.map((b) => (b.wallMs / 1000).toFixed(1)).join(', ')})`);
  console.log(`peak RSS (tree):   median ${median(builds.map((b) => b.peakRssMb))} MB (${builds.map((b) => b.peakRssMb).join(', ')})`);
  console.log(`output size:       ${(outputBytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(`build log:         ${builds[0].lines} lines`);
  for (const route of [operationPage(outDir), '/']) {
    const before = load();
    const m = await pageMetrics(outDir, route);
    console.log(`page ${route}`);
    console.log(`  JS first load:   ${kb(m.jsGzip)} gzip (${kb(m.jsRaw)} raw, ${m.jsFiles} files)`);
    console.log(`  HTML:            ${kb(m.htmlRaw)} raw, ${kb(m.htmlGzip)} gzip`);
    console.log(`  DOM nodes:       ${m.dom} after hydration`);
    console.log(`  script time:     ${m.scriptMs.toFixed(0)} ms main thread, median of 3 loads (load average: ${before})`);
  }
  console.log('');
  fs.rmSync(work, { recursive: true, force: true });
}
