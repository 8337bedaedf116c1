#!/usr/bin/env node
// npm run bench:api — builds the site from the real public specs (../shared/specs/sailpoint, in
// place of the portal's own idn-v3, idn-beta, iiq and nerm specs) with the portal's docs, and
// prints operations, pages, build wall time, peak RSS, output size, and for the largest operation
// page its HTML bytes and the JavaScript a first load fetches (raw and gzip).
// Builds RUNS times (default 3): medians of wall time and peak RSS, each build's figures with the
// machine's load average before and after it.
//
//   npm run bench:api
//   RUNS=1 SPECS_DIR=path/to/specs npm run bench:api
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuild } from './measure.mjs';
import { pageWeight } from './page-weight.mjs';
import { load, median, profileLines } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const specsDir = process.env.SPECS_DIR ?? realSpecsFolder();

/**
 * The portal's specs folder with its four product specs replaced by the real ones of the same
 * names (../shared/specs/sailpoint), as links: the portal's list and per-service specs stay, so the
 * guides' links to those APIs resolve (Rspress fails a build on a dead link in a guide).
 */
function realSpecsFolder() {
  const real = path.resolve(root, '../shared/specs/sailpoint');
  const dir = path.join(os.tmpdir(), `bench-api-specs-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  for (const name of fs.readdirSync(path.join(root, 'specs'))) {
    const own = path.join(real, name);
    fs.symlinkSync(fs.existsSync(own) ? own : path.join(root, 'specs', name), path.join(dir, name));
  }
  return dir;
}
const outDir = path.join(work, 'site');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const RUNS = Number(process.env.RUNS ?? 3);
const builds = [];
for (let i = 0; i < RUNS; i++) {
  // Cold: no output, no cached API pages (in work), no Rspack persistent cache.
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(path.join(root, 'node_modules/.cache/rspack'), { recursive: true, force: true });
  const before = load();
  const result = await measureBuild({
    SPECS_DIR: specsDir,
    OUT_DIR: outDir,
    GENERATED_DIR: path.join(work, 'generated'),
  });
  if (result.code !== 0) {
    console.error(result.output.slice(-3000));
    process.exit(1);
  }
  builds.push(result);
  console.log(
    `build ${i + 1}/${RUNS}: ${(result.wallMs / 1000).toFixed(1)} s, ${result.peakRssMb} MB peak RSS (load average before: ${before}, after: ${load()})`,
  );
}

const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const files = walk(outDir);
const htmlPages = files.filter((f) => f.endsWith('.html'));
const outputBytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
const operations = fs
  .readdirSync(path.join(work, 'generated/api'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md')).length;

// The largest operation page (by HTML) and what its first load downloads in Chromium.
const apiPages = htmlPages.filter((f) =>
  /\/(idn\/api\/(v3|beta)|iiq\/api|nerm\/api)\/[^/]+\.html$/.test(f),
);
const largest = apiPages
  .map((f) => ({ f, size: fs.statSync(f).size }))
  .sort((a, b) => b.size - a.size)[0];
const route = '/' + path.relative(outDir, largest.f).replace(/\.html$/, '');
const typical = '/idn/api/v3/list-sources';
const weights = {
  [route]: await pageWeight(outDir, route),
  [typical]: await pageWeight(outDir, typical),
};

console.log(`specs:               ${specsDir}`);
console.log(`generated pages:     ${operations} (operations, tags, roots, landings)`);
console.log(`HTML pages:          ${htmlPages.length}`);
console.log(
  `build wall time:     median ${(median(builds.map((b) => b.wallMs)) / 1000).toFixed(1)} s of ${RUNS} (${builds.map((b) => (b.wallMs / 1000).toFixed(1)).join(', ')})`,
);
console.log(
  `peak RSS (tree):     median ${median(builds.map((b) => b.peakRssMb))} MB (${builds.map((b) => b.peakRssMb).join(', ')})`,
);
console.log(`output size:         ${(outputBytes / 1024 / 1024).toFixed(1)} MB`);
console.log(profileLines(builds.at(-1).output));
for (const [r, w] of Object.entries(weights)) {
  console.log(`page ${r}${r === route ? ' (largest API page)' : ''}`);
  console.log(`  HTML:              ${kb(w.htmlRaw)} raw, ${kb(w.htmlGzip)} gzip`);
  console.log(`  JavaScript loaded: ${kb(w.jsRaw)} raw, ${kb(w.jsGzip)} gzip (${w.jsFiles} files)`);
}
fs.rmSync(work, { recursive: true, force: true });
if (!process.env.SPECS_DIR) fs.rmSync(specsDir, { recursive: true, force: true });
