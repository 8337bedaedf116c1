#!/usr/bin/env node
// npm run bench:services — the per-service corpus at full size (issue 35): every service of
// ../shared/specs/services (114) declared as one API of IDN in a temp specs folder
// (`file: <service>/openapi.yaml`, `api: <service>`, `base: /idn/api/<service>`; the services'
// common ../shared/ files beside them), built with the portal's own guides (docs/). A service
// whose route is a guide's (personal-access-tokens) is declared at its path version below it.
// Prints, with the machine's load average beside each figure: build wall time and peak RSS
// (whole process tree; median of RUNS cold builds, default 3), HTML pages, operations and those
// without a page, and the first-load JS (gzip) of a service operation page
// (/idn/api/sources/list-sources-v-1) against /idn/api/v3/list-sources of the same build (the
// portal's own APIs, v3, beta, IIQ and NERM, are declared too: its guides link to them).
// Figures need an idle machine.
//
//   npm run bench:services
//   RUNS=1 npm run bench:services
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { measureCorpusBuild } from './measure.mjs';
import { pageMetrics } from './page-metrics.mjs';
import { load, median, profileLines } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const CORPUS = path.resolve(root, '../shared/specs/services');
const V3_PAGE = '/idn/api/v3/list-sources';
const SERVICE_PAGE = '/idn/api/sources/list-sources-v-1';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

if (!fs.existsSync(CORPUS)) {
  console.error(`${CORPUS} is absent: the per-service corpus lives in ../shared`);
  process.exit(1);
}

/**
 * A specs folder of links to every service (and their shared files) with an apis.yaml declaring
 * each as an API of IDN, after the portal's own APIs (v3, beta, IIQ, NERM: its guides link to
 * them, and Rspress fails a build on a dead link in a guide).
 */
function servicesFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-services-specs-'));
  const services = fs
    .readdirSync(CORPUS, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(CORPUS, e.name, 'openapi.yaml')))
    .map((e) => e.name)
    .sort();
  for (const name of fs.readdirSync(CORPUS))
    fs.symlinkSync(path.join(CORPUS, name), path.join(dir, name));
  // The portal's own specs beside them (not its per-service ones: the corpus has those services).
  const own = path.join(root, 'specs');
  for (const name of fs.readdirSync(own)) {
    if (['apis.yaml', 'products.yaml', 'services'].includes(name)) continue;
    if (fs.existsSync(path.join(dir, name)))
      throw new Error(`${name} is in both specs/ and ${CORPUS}`);
    fs.symlinkSync(path.join(own, name), path.join(dir, name));
  }
  const listed = parseYaml(fs.readFileSync(path.join(own, 'apis.yaml'), 'utf8'));
  const portalApis = listed.filter((e) => !e.file.startsWith('services/'));
  // The services the portal declares keep its routes (its guides link to them).
  const portalBase = new Map(
    listed.filter((e) => e.file.startsWith('services/') && e.api).map((e) => [e.api, e.base]),
  );
  const title = (id) =>
    id
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  // A service whose route is a guide's (/idn/api/personal-access-tokens) goes one level down, at
  // its path version (/idn/api/personal-access-tokens/v1), as the portal declares its services.
  const moved = [];
  const base = (id) => {
    if (portalBase.has(id) && portalBase.get(id) !== `/idn/api/${id}`) {
      moved.push(`${id} → ${portalBase.get(id)} (the portal's route)`);
      return portalBase.get(id);
    }
    const guide = path.join(root, 'docs/idn/api', id);
    if (!['.md', '.mdx'].some((ext) => fs.existsSync(guide + ext)) && !fs.existsSync(guide))
      return `/idn/api/${id}`;
    const spec = fs.readFileSync(path.join(CORPUS, id, 'openapi.yaml'), 'utf8');
    const version = spec.match(/^\s+\/[^/\s]+\/(v\d+)\b/m)?.[1] ?? 'reference';
    moved.push(`${id} → /idn/api/${id}/${version} (a guide's route)`);
    return `/idn/api/${id}/${version}`;
  };
  const entries = [
    ...portalApis,
    ...services.map((id) => ({
      file: `${id}/openapi.yaml`,
      product: 'idn',
      api: id,
      apiLabel: title(id),
      base: base(id),
      label: `${title(id)} API`,
    })),
  ];
  fs.writeFileSync(path.join(dir, 'apis.yaml'), stringifyYaml(entries));
  return { dir, services, moved };
}

const { dir: specs, services, moved } = servicesFolder();
const docs = path.join(root, 'docs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-services-'));
/** Removes the temp folders (also when a build fails) and exits with `code`. */
const finish = (code) => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(specs, { recursive: true, force: true });
  process.exit(code);
};
const outDir = path.join(work, 'site');
console.log(`${services.length} services of ${CORPUS} as ${services.length} APIs of IDN`);
if (moved.length) console.log(`declared elsewhere than /idn/api/<service>: ${moved.join(', ')}`);

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
  const r = await measureCorpusBuild({ specs, docs }, outDir, work);
  if (r.code !== 0) {
    console.error(r.output.slice(-4000));
    finish(1);
  }
  builds.push({ ...r, before, after: load() });
  console.log(
    `build ${i + 1}/${RUNS}: ${s(r.wallMs)}, ${r.peakRssMb} MB peak RSS (load average before: ${before}, after: ${load()})`,
  );
}

const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const htmlPages = walk(outDir).filter((f) => f.endsWith('.html')).length;

// Operations and their pages, read by the engine's own loader and model (TypeScript: vite-node).
const pages = spawnSync(
  path.join(root, 'node_modules/.bin/vite-node'),
  ['bench/service-pages.ts', '--', specs, outDir],
  { cwd: root, encoding: 'utf8' },
);
if (pages.status !== 0) {
  console.error(pages.stderr);
  finish(1);
}
const { operations, missing, firstOperation } = JSON.parse(pages.stdout.trim().split('\n').at(-1));

const servicePage = fs.existsSync(path.join(outDir, `${SERVICE_PAGE.slice(1)}.html`))
  ? SERVICE_PAGE
  : firstOperation;
const weigh = async (site, route) => {
  const before = load();
  const m = await pageMetrics(site, route);
  return { ...m, before, after: load() };
};
const service = await weigh(outDir, servicePage);
const v3 = await weigh(outDir, V3_PAGE);

console.log(`\n== services: SPECS_DIR=${specs} DOCS_DIR=docs`);
console.log(`APIs:              ${services.length}`);
console.log(
  `build wall time:   median ${s(median(builds.map((b) => b.wallMs)))} of ${RUNS} (${builds.map((b) => `${s(b.wallMs)} at load ${b.before}`).join('; ')})`,
);
console.log(
  `peak RSS (tree):   median ${median(builds.map((b) => b.peakRssMb))} MB (${builds.map((b) => `${b.peakRssMb} MB at load ${b.before}`).join('; ')})`,
);
console.log(`HTML pages:        ${htmlPages}`);
console.log(`operations:        ${operations}, ${missing.length} without a page`);
for (const r of missing.slice(0, 20)) console.log(`  no page: ${r}`);
for (const [label, route, m] of [
  ['service operation', servicePage, service],
  ['v3 operation', V3_PAGE, v3],
])
  console.log(
    `${label} ${route}: JS first load ${kb(m.jsGzip)} gzip (${kb(m.jsRaw)} raw, ${m.jsFiles} files), HTML ${kb(m.htmlGzip)} gzip, script ${m.scriptMs.toFixed(0)} ms median of 3 loads (load average before: ${m.before}, after: ${m.after})`,
  );
console.log(`JS first load difference: ${kb(service.jsGzip - v3.jsGzip)} gzip (service − v3)`);
console.log(profileLines(builds.at(-1).output));
finish(0);
