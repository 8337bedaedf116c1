#!/usr/bin/env node
// npm run bench:scale — per-page cost at any API size (issue "flat per-page cost").
// Builds the site three times over: the scale corpus (../shared/specs/scale: four published IDN versions,
// ~2,500 operations, with the small docs folder bench/fixtures/scale-docs) and the default build
// (specs/ and docs/). For each: build wall time and peak RSS (whole process tree; median of RUNS
// builds, default 3), output size, build log lines, and for an operation page of the largest spec
// and for the home page: JS first load (gzip), DOM nodes after hydration, raw and gzip HTML,
// main-thread script time. The machine's load average is printed beside every timing.
// The same corpus again as four versions of one API ("versions": version menus, "What changed" pages),
// and declared twice as eight versions of one API ("internet": ~5,000 operations and ~6,400 schema
// pages, the size of a large vendor's published reference; issue "API reference on real-world specs").
// ONLY=scale, ONLY=versions, ONLY=internet or ONLY=default runs one of them. Each corpus prints the
// build's profile (phase times and peak RSS, from its log). The deep-schema API: npm run bench:deep.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureCorpusBuild } from './measure.mjs';
import { pageMetrics } from './page-metrics.mjs';
import { load, median, profileLines } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const SCALE = path.resolve(root, '../shared/specs/scale');

/**
 * The scale corpus as what it is, four versions of one API: a specs folder of links to its files
 * with an apis.yaml listing them as IDN versions in publication order (version menus on every page,
 * a "What changed" page per version after the first). The corpus itself stays untouched.
 */
const VERSIONS = [
  ['nerm.yaml', 'v3', 'V3 APIs', 'stable'],
  ['iiq.yaml', 'beta', 'Beta APIs', 'beta'],
  ['idn-beta.yaml', 'v2024', 'V2024 APIs', 'stable'],
  ['idn-v3.yaml', 'v2025', 'V2025 APIs', 'stable'],
];
/** The same four files again under four more version names: eight versions of one API. */
const INTERNET = [
  ...VERSIONS,
  ...VERSIONS.map(([file, key, label, status]) => [
    file,
    `${key}x`,
    label.replace(' APIs', 'X APIs'),
    status,
  ]),
];

function versionsFolder(versions = VERSIONS) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-versions-specs-'));
  const list = versions.map(([file, key, label, status]) => {
    fs.symlinkSync(path.join(SCALE, file), path.join(dir, `idn-${key}.yaml`));
    return `- file: idn-${key}.yaml\n  product: idn\n  base: /idn/api/${key}\n  label: ${label}\n  status: ${status}\n`;
  });
  fs.writeFileSync(path.join(dir, 'apis.yaml'), list.join(''));
  return dir;
}

const configs = [
  { name: 'scale', specs: () => SCALE, docs: path.join(root, 'bench/fixtures/scale-docs') },
  {
    name: 'versions',
    specs: () => versionsFolder(VERSIONS),
    docs: path.join(root, 'bench/fixtures/scale-docs'),
    opBase: '/idn/api/v2025',
  },
  {
    name: 'internet',
    specs: () => versionsFolder(INTERNET),
    docs: path.join(root, 'bench/fixtures/scale-docs'),
    opBase: '/idn/api/v2025',
    schemaPage: '/idn/api/v2025/schemas/source',
  },
  { name: 'default', specs: () => path.join(root, 'specs'), docs: path.join(root, 'docs') },
]
  .filter((c) => !process.env.ONLY || process.env.ONLY === c.name)
  .map((c) => ({ ...c, specs: c.specs() }));

/** The operation page to weigh: list-sources of the largest spec (`base`) when it exists, else that spec's first operation. */
function operationPage(outDir, base) {
  const dir = path.join(outDir, base.slice(1));
  if (fs.existsSync(path.join(dir, 'list-sources.html'))) return `${base}/list-sources`;
  const record = JSON.parse(fs.readFileSync(path.join(outDir, `page-data${base}.json`), 'utf8'));
  const group = record.sidebar.find((e) => e.key);
  return JSON.parse(fs.readFileSync(path.join(outDir, group.itemsUrl), 'utf8'))[0].link;
}

for (const cfg of configs) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${cfg.name}-`));
  const outDir = path.join(work, 'site');
  const builds = [];
  for (let i = 0; i < RUNS; i++) {
    // Every run is a cold build: no output, no cached API pages, no Rspack persistent cache.
    for (const dir of [
      outDir,
      path.join(work, 'generated'),
      path.join(root, 'node_modules/.cache/rspack'),
    ])
      fs.rmSync(dir, { recursive: true, force: true });
    const before = load();
    const r = await measureCorpusBuild(cfg, outDir, work);
    if (r.code !== 0) {
      console.error(r.output.slice(-4000));
      process.exit(1);
    }
    builds.push({ ...r, lines: r.output.trimEnd().split('\n').length });
    console.log(
      `[${cfg.name}] build ${i + 1}/${RUNS}: ${(r.wallMs / 1000).toFixed(1)} s, ${r.peakRssMb} MB peak RSS (load average before: ${before}, after: ${load()})`,
    );
  }
  const files = walk(outDir);
  const outputBytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  const htmlPages = files.filter((f) => f.endsWith('.html')).length;
  console.log(
    `\n== ${cfg.name}: SPECS_DIR=${path.relative(root, cfg.specs)} DOCS_DIR=${path.relative(root, cfg.docs)}`,
  );
  console.log(`HTML pages:        ${htmlPages}`);
  console.log(
    `build wall time:   median ${(median(builds.map((b) => b.wallMs)) / 1000).toFixed(1)} s of ${RUNS} (${builds.map((b) => (b.wallMs / 1000).toFixed(1)).join(', ')})`,
  );
  console.log(
    `peak RSS (tree):   median ${median(builds.map((b) => b.peakRssMb))} MB (${builds.map((b) => b.peakRssMb).join(', ')})`,
  );
  console.log(`output size:       ${(outputBytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(`build log:         ${builds[0].lines} lines`);
  // The build's own profile (plugins/build-log/profile.ts): each phase's time and peak RSS, last build.
  console.log(profileLines(builds.at(-1).output));
  // Every operation page (the two-pane layout marks them), not only the one weighed below.
  const opSizes = files
    .filter(
      (f) =>
        f.endsWith('.html') && fs.readFileSync(f, 'utf8').includes('class="data-page api-layout"'),
    )
    .map((f) => fs.statSync(f).size)
    .sort((a, b) => a - b);
  if (opSizes.length) {
    const at = (q) => opSizes[Math.min(opSizes.length - 1, Math.floor(q * opSizes.length))];
    const within = opSizes.filter((n) => n <= 100 * 1024).length;
    console.log(
      `operation pages:   ${opSizes.length}, HTML raw median ${kb(at(0.5))}, p90 ${kb(at(0.9))}, max ${kb(opSizes.at(-1))}; ${((100 * within) / opSizes.length).toFixed(1)}% ≤ 100 KB`,
    );
  }
  const schemaSizes = files
    .filter((f) => /\/(schemas|models)\/[^/]+\.html$/.test(f))
    .map((f) => fs.statSync(f).size)
    .sort((a, b) => a - b);
  if (schemaSizes.length) {
    const at = (q) =>
      schemaSizes[Math.min(schemaSizes.length - 1, Math.floor(q * schemaSizes.length))];
    const within = schemaSizes.filter((n) => n <= 100 * 1024).length;
    console.log(
      `schema pages:      ${schemaSizes.length}, HTML raw median ${kb(at(0.5))}, p90 ${kb(at(0.9))}, max ${kb(schemaSizes.at(-1))}; ${((100 * within) / schemaSizes.length).toFixed(1)}% ≤ 100 KB`,
    );
  }
  for (const route of [
    operationPage(outDir, cfg.opBase ?? '/idn/api/v3'),
    ...(cfg.schemaPage ? [cfg.schemaPage] : []),
    '/',
  ]) {
    const before = load();
    const m = await pageMetrics(outDir, route);
    console.log(`page ${route}`);
    console.log(`  JS first load:   ${kb(m.jsGzip)} gzip (${kb(m.jsRaw)} raw, ${m.jsFiles} files)`);
    console.log(`  HTML:            ${kb(m.htmlRaw)} raw, ${kb(m.htmlGzip)} gzip`);
    console.log(`  DOM nodes:       ${m.dom} after hydration`);
    console.log(
      `  script time:     ${m.scriptMs.toFixed(0)} ms main thread, median of 3 loads (load average: ${before})`,
    );
  }
  console.log('');
  fs.rmSync(work, { recursive: true, force: true });
}
