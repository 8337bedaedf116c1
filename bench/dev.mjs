#!/usr/bin/env node
// `npm run bench:dev`: the authors' loop (README "Writing locally"). On a copy of docs/ and specs/
// in a temp folder (DOCS_DIR/SPECS_DIR/GENERATED_DIR), so the project's files are never edited:
//   dev start → first page rendered (one start first warms the API cache, as a clone's first start does),
//   first operation page, guide edit → shown, spec edit (a split file) → operation page updated,
//   a version added to apis.yaml → its pages and navbar entry (ADDED=nerm, default, or idn), then
//   its sibling's version menu naming it, and the version removed again → gone from both;
// then the warm-build ratios: cold build, warm with nothing changed, warm with one guide changed.
// The edits are made once the start's content check has printed its line (a settled server).
// Medians of RUNS (default 3; BUILD_RUNS for the builds), with the load average before each run. SKIP_BUILDS=1 skips the builds.
// BENCH_VERBOSE=1 prints the dev servers' log, each line with the seconds since that server was started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { measureBuild } from './measure.mjs';
import { load, median } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const BUILD_RUNS = Number(process.env.BUILD_RUNS ?? RUNS);
const PORT = Number(process.env.PORT ?? 3470);
const GUIDE = 'idn/docs/saas-configuration.md';
const SPEC = 'idn/paths/sources.yaml';
const OP_PAGE = '/idn/api/v3/list-sources';
const rspress = path.join(root, 'node_modules/@rspress/core/bin/rspress.js');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dev-'));
const docsDir = path.join(work, 'docs');
const specsDir = path.join(work, 'specs');
fs.cpSync(path.join(root, 'docs'), docsDir, { recursive: true });
fs.cpSync(path.join(root, 'specs'), specsDir, { recursive: true });
// The custom pages import the theme and data by relative path (`../theme/…`): the copy sees the project's.
for (const dir of ['theme', 'common', 'config'])
  fs.symlinkSync(path.join(root, dir), path.join(work, dir), 'dir');
const env = {
  DOCS_DIR: docsDir,
  SPECS_DIR: specsDir,
  GENERATED_DIR: path.join(work, 'generated'),
  NO_COLOR: '1',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  headless: true,
});

function startDev() {
  const child = spawn(
    process.execPath,
    [rspress, 'dev', '--host', '127.0.0.1', '--port', String(PORT)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const t0 = performance.now();
  const take = (d) => {
    output += d;
    // BENCH_VERBOSE=1: the dev server's log, each line with the seconds since its start.
    if (process.env.BENCH_VERBOSE)
      for (const line of String(d).split('\n').filter(Boolean))
        console.error(`  [${((performance.now() - t0) / 1000).toFixed(2)} s] ${line}`);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  let closed = false;
  child.once('close', () => (closed = true));
  const stop = () =>
    new Promise((r) => {
      if (closed) return r();
      child.once('close', r);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        r();
      }
    });
  return { child, output: () => output, exited: () => closed, stop };
}

/** Polls until the page answers and its <h1> holds `text` (or any text); the time it took from `since`. */
async function until(page, route, text, since, timeoutMs = 600_000, dev = current) {
  while (performance.now() - since < timeoutMs) {
    if (dev?.exited()) throw new Error(`the dev server exited:\n${dev.output().slice(-3000)}`);
    try {
      if (page.url() !== `http://127.0.0.1:${PORT}${route}`)
        await page.goto(`http://127.0.0.1:${PORT}${route}`, {
          waitUntil: 'domcontentloaded',
          timeout: 30_000,
        });
      await page.waitForFunction(
        (t) => {
          const h = document.querySelector('h1');
          return !!h && (!t || h.textContent.includes(t));
        },
        text,
        { timeout: 1_000, polling: 50 },
      );
      return performance.now() - since;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${route} did not show ${text ?? 'a heading'} within ${timeoutMs} ms`);
}

/** The version ADDED names: its spec is copied; `page` is checked under the new base (its h1 holds `heading`, else listSources' summary). */
const ADDED = {
  nerm: {
    product: 'nerm',
    from: 'nerm.yaml',
    base: '/nerm/api',
    page: 'attributes',
    heading: 'Attributes',
  },
  idn: { product: 'idn', from: 'idn-v3.yaml', base: '/idn/api/v3', page: 'list-sources' },
};
const LABEL = 'Bench-added version';

/**
 * Polls `route` (reloading it) until its h1 holds `text` and the page (or the part `scope` selects,
 * e.g. the version menu) does (or does not) name the added version.
 */
async function shows(page, route, text, withNext, since, scope = 'body', timeoutMs = 120_000) {
  while (performance.now() - since < timeoutMs) {
    try {
      await page.goto(`http://127.0.0.1:${PORT}${route}`, {
        waitUntil: 'domcontentloaded',
        timeout: 30_000,
      });
      await page.waitForFunction(
        ([t, next, label, sel]) =>
          document.querySelector('h1')?.textContent?.includes(t) &&
          (document.querySelector(sel)?.textContent?.includes(label) ?? false) === next,
        [text, withNext, LABEL, scope],
        { timeout: 1_000, polling: 50 },
      );
      return performance.now() - since;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${route} did not show ${text} within ${timeoutMs} ms`);
}

/** Waits until the dev server has printed a line matching `re`. */
async function printed(dev, re, timeoutMs = 120_000) {
  const since = performance.now();
  while (!re.test(dev.output())) {
    if (performance.now() - since > timeoutMs)
      throw new Error(`the dev server printed no ${re} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the dev server has printed its `count`-th "API pages regenerated" line since it started. */
async function regenerated(dev, count, timeoutMs = 120_000) {
  const since = performance.now();
  while ((dev.output().match(/API pages regenerated in/g) ?? []).length < count) {
    if (performance.now() - since > timeoutMs)
      throw new Error(`no "API pages regenerated" line ${count} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const edit = (file, from, to) => {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
};

const runs = [];
let current;
// The first start generates the API pages and fills the cache: a clone's first start. Not counted.
for (let i = 0; i <= RUNS; i++) {
  const before = load();
  const t0 = performance.now();
  const dev = startDev();
  current = dev;
  const { page } = await browser.newContext().then(async (c) => ({ page: await c.newPage() }));
  try {
    const start = await until(page, '/', null, t0);
    const t1 = performance.now();
    const op = await until(page, OP_PAGE, null, t1);
    // The start's last job, the content rules (seconds of CPU, a few seconds after the first page),
    // is let finish first: the edits are measured on a settled server.
    await printed(dev, /\[content\]|Content check/);
    // Spec edit: the operation's summary in its split file; the open page reloads by itself.
    const marker = `Sources list ${i}`;
    const specFile = path.join(specsDir, SPEC);
    const original = fs.readFileSync(specFile, 'utf8');
    const old = original.match(/operationId: listSources[\s\S]*?summary: (.+)/)[1];
    const t2 = performance.now();
    edit(specFile, `summary: ${old}`, `summary: ${marker}`);
    const spec = await until(page, OP_PAGE, marker, t2);
    const linesBefore = (dev.output().match(/API pages regenerated in/g) ?? []).length;
    fs.writeFileSync(specFile, original);
    // The restored spec regenerates too: wait for it, so the next steps (and the next start's cache) see it done.
    await until(page, OP_PAGE, old, performance.now());
    // The open page reloads first; the API's other pages follow in the background. The guide edit is
    // measured once they are done (an author's next edit rarely comes within those seconds).
    await regenerated(dev, linesBefore + 1);
    // Guide edit: its title heading, shown by hot update.
    const guideFile = path.join(docsDir, GUIDE);
    const guideText = fs.readFileSync(guideFile, 'utf8');
    const h1 = guideText.match(/^# (.+)$/m)[1];
    const route = `/${GUIDE.replace(/\.md$/, '')}`;
    await until(page, route, h1, performance.now());
    const t3 = performance.now();
    fs.writeFileSync(guideFile, guideText.replace(`# ${h1}`, `# ${h1} ${i}`));
    const guide = await until(page, route, `${h1} ${i}`, t3);
    fs.writeFileSync(guideFile, guideText);
    // apis.yaml: a version added → its pages and navbar entry (the server restarts itself). ADDED=idn
    // adds a copy of the IDN v3 spec (every IDN page's version menu changes), else of the NERM spec.
    const added = ADDED[process.env.ADDED ?? 'nerm'];
    const listFile = path.join(specsDir, 'apis.yaml');
    const list = fs.readFileSync(listFile, 'utf8');
    const copy = path.join(specsDir, `${added.product}-next.yaml`);
    fs.copyFileSync(path.join(specsDir, added.from), copy);
    await new Promise((r) => setTimeout(r, 500)); // the copy's own watcher event settles first
    const t4 = performance.now();
    fs.writeFileSync(
      listFile,
      `${list}- file: ${added.product}-next.yaml\n  product: ${added.product}\n  base: ${added.base}-next\n  label: ${LABEL}\n`,
    );
    const heading = added.heading ?? old;
    const version = await shows(page, `${added.base}-next/${added.page}`, heading, true, t4);
    // The version it was copied from lists it in its version menu.
    const sibling = await shows(
      page,
      `${added.base}/${added.page}`,
      heading,
      true,
      t4,
      '.api-versions__list',
    );
    // Back as it was: the copy goes first, so the restart's cache key (every spec file) is the next start's.
    fs.rmSync(copy);
    const t5 = performance.now();
    fs.writeFileSync(listFile, list);
    // Gone from the navbar and the sibling's version menu.
    const removed = await shows(page, `${added.base}/${added.page}`, heading, false, t5);
    const r = { load: before, start, op, guide, spec, version, sibling, removed };
    console.log(
      `${i === 0 ? 'warm-up' : `run ${i}`}: load ${before}; start ${(start / 1000).toFixed(1)} s, operation page ${(op / 1000).toFixed(1)} s, guide edit ${(guide / 1000).toFixed(2)} s, spec edit ${(spec / 1000).toFixed(2)} s, version added ${(version / 1000).toFixed(1)} s (in its sibling's menu ${(sibling / 1000).toFixed(1)} s), removed ${(removed / 1000).toFixed(1)} s`,
    );
    if (i > 0) runs.push(r);
  } catch (e) {
    console.error(String(e), '\n', dev.output().slice(-3000));
    process.exitCode = 1;
  } finally {
    await page.context().close();
    await dev.stop();
  }
}
await browser.close();
if (runs.length) {
  const m = (k) => median(runs.map((r) => r[k]));
  console.log(
    `\ndev, medians of ${runs.length}: start → first page ${(m('start') / 1000).toFixed(1)} s (target ≤ 10 s), first operation page ${(m('op') / 1000).toFixed(1)} s, guide edit ${(m('guide') / 1000).toFixed(2)} s, spec edit ${(m('spec') / 1000).toFixed(2)} s (target ≤ 3 s), version added to apis.yaml ${(m('version') / 1000).toFixed(1)} s, in its sibling's version menu ${(m('sibling') / 1000).toFixed(1)} s, removed again ${(m('removed') / 1000).toFixed(1)} s (target ≤ 10 s); load before runs: ${runs.map((r) => r.load.split(' ')[0]).join(', ')}`,
  );
}

if (process.env.SKIP_BUILDS !== '1') {
  // Builds: cold (API cache and Rspack's persistent cache removed), warm unchanged, warm with one guide changed.
  const outDir = path.join(work, 'out');
  const benv = { ...env, OUT_DIR: outDir, LLMS: process.env.LLMS ?? '1' };
  const cold = [];
  const warm = [];
  const guide = [];
  for (let i = 0; i < BUILD_RUNS; i++) {
    fs.rmSync(env.GENERATED_DIR, { recursive: true, force: true });
    fs.rmSync(path.join(root, 'node_modules/.cache/rspack'), { recursive: true, force: true });
    let before = load();
    let r = await measureBuild(benv);
    if (r.code !== 0) throw new Error(r.output.slice(-3000));
    cold.push(r.wallMs);
    console.log(`cold build: ${(r.wallMs / 1000).toFixed(1)} s, load ${before}`);
    before = load();
    r = await measureBuild(benv);
    warm.push(r.wallMs);
    console.log(`warm build, nothing changed: ${(r.wallMs / 1000).toFixed(1)} s, load ${before}`);
    const guideFile = path.join(docsDir, GUIDE);
    const text = fs.readFileSync(guideFile, 'utf8');
    fs.writeFileSync(guideFile, `${text}\nOne more sentence for the warm build ${i}.\n`);
    before = load();
    r = await measureBuild(benv);
    fs.writeFileSync(guideFile, text);
    guide.push(r.wallMs);
    console.log(`warm build, one guide changed: ${(r.wallMs / 1000).toFixed(1)} s, load ${before}`);
  }
  const c = median(cold);
  console.log(
    `\nbuilds, medians of ${BUILD_RUNS}: cold ${(c / 1000).toFixed(1)} s, warm unchanged ${(median(warm) / 1000).toFixed(1)} s (${Math.round((median(warm) / c) * 100)} %, target ≤ 60 %), one guide changed ${(median(guide) / 1000).toFixed(1)} s (${Math.round((median(guide) / c) * 100)} %, target ≤ 70 %)`,
  );
}
fs.rmSync(work, { recursive: true, force: true });
