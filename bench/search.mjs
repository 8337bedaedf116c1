#!/usr/bin/env node
// npm run bench:search — builds the site from the real public specs (../shared/specs/sailpoint)
// plus all docs, serves it, and measures the site search in headless Chromium:
//   - index size: the shards under /search/ (raw and gzip)
//   - bytes downloaded from opening the search to the first result, cold cache (raw and gzip)
//   - keystroke → rendered results, warm index (median and p95 over ~30 keystrokes)
//   - index ready after opening the dialog, warm HTTP cache (median of 5 openings)
// Targets (issue): ≤ 400 KB gzip before the first result, ≤ 50 ms median keystroke → results,
// ≤ 300 ms index ready. SITE_DIR=path skips the build and measures an existing site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from '../tests/harness/serve.mjs';
import { measure } from './measure.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specsDir = process.env.SPECS_DIR ?? path.resolve(root, '../shared/specs/sailpoint');
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const quantile = (list, q) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

let work;
let siteDir = process.env.SITE_DIR && path.resolve(process.env.SITE_DIR);
if (!siteDir) {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  siteDir = path.join(work, 'site');
  const build = await measure(process.execPath, [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
    cwd: root,
    quiet: true,
    env: { SPECS_DIR: specsDir, OUT_DIR: siteDir, GENERATED_DIR: path.join(work, 'generated') },
  });
  if (build.code !== 0) {
    console.error(build.output.slice(-3000));
    process.exit(1);
  }
  console.log(`build:                    ${(build.wallMs / 1000).toFixed(1)} s (${specsDir})`);
}

// 1. Index size.
const searchDir = path.join(siteDir, 'search');
const manifest = JSON.parse(fs.readFileSync(path.join(searchDir, 'manifest.json'), 'utf8'));
let raw = 0;
let zipped = 0;
const perShard = [];
for (const s of manifest.shards) {
  const body = fs.readFileSync(path.join(searchDir, s.file));
  raw += body.length;
  zipped += gz(body);
  perShard.push(`${s.id} ${s.docs} docs ${kb(gz(body))}`);
}
console.log(`documents:                ${manifest.shards.reduce((n, s) => n + s.docs, 0)} in ${manifest.shards.length} shards`);
console.log(`index (all shards):       ${kb(raw)} raw, ${kb(zipped)} gzip`);
console.log(`  ${perShard.join(', ')}`);

const server = createServer(siteDir);
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

async function ready(page, route) {
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
async function waitResults(page, q) {
  await page.waitForFunction((want) => (window.__searchTimings?.keystrokes ?? []).some((k) => k.q === want && k.hits > 0), q, { timeout: 30_000 });
}

// 2. Bytes from opening the search to the first result, cold cache.
console.log('bytes from Ctrl+K to the first result (cold cache; the page itself excluded):');
const coldCases = [
  { route: '/', q: 'list sources', note: 'home: whole site' },
  { route: '/', q: 'base64', note: 'home: whole site' },
  { route: '/', q: 'correlation rule', note: 'home: whole site' },
  { route: '/idn/docs/transforms', q: 'list sources', note: 'IDN page: IDN preselected' },
  { route: '/nerm', q: 'create user', note: 'NERM page: NERM preselected' },
];
let worstGzip = 0;
for (const c of coldCases) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await ready(page, c.route);
  const bodies = [];
  page.on('response', (res) => bodies.push(res.body().then((b) => ({ url: res.url(), b })).catch(() => null)));
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input[role="combobox"]').waitFor();
  await page.keyboard.type(c.q);
  await waitResults(page, c.q);
  const got = (await Promise.all(bodies)).filter(Boolean);
  const r = got.reduce((n, x) => n + x.b.length, 0);
  const g = got.reduce((n, x) => n + gz(x.b), 0);
  worstGzip = Math.max(worstGzip, g);
  const shards = got.filter((x) => /\/search\//.test(x.url)).length;
  console.log(`  ${c.note.padEnd(28)} "${c.q}": ${kb(r)} raw, ${kb(g)} gzip (${got.length} files, ${shards} index files)`);
  await context.close();
}
{
  // For reference: the page's own first load (not search).
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => bodies.push(res.body().then((b) => b).catch(() => null)));
  await ready(page, '/');
  const got = (await Promise.all(bodies)).filter(Boolean);
  console.log(`  (for reference, the home page's own first load: ${kb(got.reduce((n, b) => n + gz(b), 0))} gzip)`);
  await context.close();
}

// 3. Keystroke → rendered results (warm index: loaded once before measuring).
{
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await ready(page, '/');
  await page.keyboard.press('Control+k');
  const box = page.locator('.search-modal input[role="combobox"]');
  await box.waitFor();
  await box.fill('warm');
  await page.waitForFunction(() => (window.__searchTimings?.keystrokes ?? []).some((k) => k.q === 'warm'), null, { timeout: 30_000 });
  await page.evaluate(() => (window.__searchTimings.keystrokes = []));
  for (const q of ['list sources', 'correlation rule', 'base64 encode']) {
    await box.fill('');
    await page.waitForTimeout(100);
    await page.keyboard.type(q, { delay: 90 });
    await waitResults(page, q);
    await page.waitForTimeout(150);
  }
  const entries = await page.evaluate(() => window.__searchTimings.keystrokes.filter((k) => k.q));
  const dom = entries.map((k) => k.ms);
  const paint = entries.map((k) => k.paintMs).filter((n) => n > 0);
  console.log(`keystroke → results in the DOM (${dom.length} keystrokes): median ${ms(quantile(dom, 0.5))}, p95 ${ms(quantile(dom, 0.95))}`);
  console.log(`keystroke → results painted    (${paint.length} keystrokes): median ${ms(quantile(paint, 0.5))}, p95 ${ms(quantile(paint, 0.95))}`);
  await context.close();
}

// 4. Index ready after opening, warm HTTP cache (the dialog's code and the shards cached; the manifest revalidated).
for (const c of [
  { route: '/', note: 'whole site' },
  { route: '/idn/docs/transforms', note: 'IDN preselected' },
]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const times = [];
  for (let i = 0; i < 6; i++) {
    await ready(page, c.route);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => window.__searchTimings?.readyMs !== undefined, null, { timeout: 30_000 });
    const t = await page.evaluate(() => window.__searchTimings.readyMs);
    if (i > 0) times.push(t); // the first opening fills the cache
  }
  console.log(`index ready after opening, warm cache (${c.note}): median ${ms(quantile(times, 0.5))}, max ${ms(Math.max(...times))}`);
  await context.close();
}

await browser.close();
server.close();
if (work) fs.rmSync(work, { recursive: true, force: true });
console.log(`largest download before a first result: ${kb(worstGzip)} gzip (target ≤ 400 KB)`);
