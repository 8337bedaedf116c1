import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/browser';
import { REPO_ROOT } from '../lib/shared';

const FIXTURE = path.join(__dirname, 'fixtures', 'dev-loop');

/** A free port for the dev server. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/**
 * The authors' loop (README "Writing locally") on a copy of a small fixture: `rspress dev` runs,
 * a guide edit and a spec edit (split file) show in a real browser, a broken split file is named
 * in the error overlay and fixing it brings the page back, all without a restart. Timings are
 * measured by `npm run bench:dev`; the waits here are generous for a busy machine.
 */
describe('rspress dev: the authors’ loop', () => {
  let work: string;
  let dev: ChildProcess;
  let output = '';
  let base: string;
  let browser: Browser;
  let page: Page;
  const file = (rel: string) => path.join(work, rel);
  const edit = (rel: string, from: string, to: string) => {
    const text = fs.readFileSync(file(rel), 'utf8');
    expect(text).toContain(from);
    fs.writeFileSync(file(rel), text.replace(from, to));
  };
  const heading = (text: string, timeout = 60_000) =>
    page.waitForFunction(
      (t) => document.querySelector('h1')?.textContent?.includes(t) ?? false,
      text,
      { timeout, polling: 100 },
    );
  /**
   * Opens `route` again (the server may be restarting) until its h1 holds `h1` and, when given,
   * its text does (or does not) name `label`; fails after `limitMs` with the server's output.
   */
  const opensWith = async (
    route: string,
    h1: string,
    label?: { text: string; shown: boolean },
    limitMs = 120_000,
  ) => {
    const started = Date.now();
    for (;;) {
      try {
        await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 30_000 });
        await page.waitForFunction(
          ([h, l]) =>
            !!document.querySelector('h1')?.textContent?.includes(h) &&
            (!l || !!document.body.textContent?.includes(l.text) === l.shown),
          [h1, label] as const,
          { timeout: 3_000 },
        );
        return;
      } catch (e) {
        if (Date.now() - started > limitMs)
          throw new Error(`${String(e)}\nthe dev server printed:\n${output.slice(-3000)}`);
      }
    }
  };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-'));
    fs.cpSync(FIXTURE, work, { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dev = spawn(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/@rspress/core/bin/rspress.js'),
        'dev',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DOCS_DIR: file('docs'),
          SPECS_DIR: file('specs'),
          GENERATED_DIR: file('generated'),
          NO_COLOR: '1',
          FORCE_COLOR: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    dev.stdout!.on('data', (d) => (output += d));
    dev.stderr!.on('data', (d) => (output += d));
    const started = Date.now();
    while (!/Local:/.test(output)) {
      if (Date.now() - started > 240_000 || dev.exitCode !== null)
        throw new Error(`dev server did not start:\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    browser = await launch();
    page = await browser.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (dev?.pid && dev.exitCode === null) {
      const closed = new Promise((r) => dev.once('close', r));
      process.kill(-dev.pid, 'SIGTERM');
      await closed;
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('shows a guide edit', async () => {
    await page.goto(`${base}/idn/docs/guide`, { waitUntil: 'load', timeout: 120_000 });
    await heading('A guide', 120_000);
    // The start-up cache's seam (plugins/dev/page-index-cache.ts answers Rspress's page-list
    // parses through plugins/rspress-page-data/page-list-parse.ts): the warning it prints when
    // Rspress's parse no longer reaches it.
    expect(output).not.toContain('no page-list parse came from');
    edit('docs/idn/docs/guide.md', '# A guide', '# A guide, edited');
    await heading('A guide, edited');
  }, 240_000);

  it('shows a spec edit in a split file on the open operation page, reloaded by itself', async () => {
    await page.goto(`${base}/idn/api/v3/list-accounts`, { waitUntil: 'load', timeout: 120_000 });
    await heading('List accounts', 120_000);
    edit(
      'specs/accounts/paths/accounts.yaml',
      'summary: List accounts',
      'summary: List every account',
    );
    await heading('List every account');
    // The open page reloads as soon as its record is written; the line follows when every page of the API is.
    await expect
      .poll(() => output, { timeout: 60_000 })
      .toMatch(
        /API pages regenerated in [\d.]+ s: accounts\.yaml \(\d+ pages\) \(accounts\/paths\/accounts\.yaml changed\)/,
      );
    // Search follows: the manifest the dialog fetches first lists shards built from the new pages.
    const manifest = (await fetch(`${base}/search/manifest.json`).then((r) => r.json())) as {
      shards: Array<{ id: string; file: string }>;
    };
    const shards = await Promise.all(
      manifest.shards.map((s) => fetch(`${base}/search/${s.file}`).then((r) => r.text())),
    );
    expect(shards.some((text) => text.includes('List every account'))).toBe(true);
    expect(shards.some((text) => text.includes('List accounts'))).toBe(false);
  }, 240_000);

  it('regenerates nothing for a spec file no API is read from', async () => {
    fs.writeFileSync(file('specs/accounts/notes.yaml'), 'note: not referenced by any spec\n');
    await expect
      .poll(() => output, { timeout: 60_000 })
      .toMatch(/accounts\/notes\.yaml: read by no API in apis\.yaml, nothing regenerated/);
  }, 120_000);

  it('names a broken split file in the overlay and the terminal, and recovers when it is fixed', async () => {
    const good = fs.readFileSync(file('specs/accounts/paths/accounts.yaml'), 'utf8');
    fs.writeFileSync(file('specs/accounts/paths/accounts.yaml'), `${good}  broken: [unclosed\n`);
    const overlay = await page.waitForFunction(
      () =>
        document
          .querySelector('rsbuild-error-overlay')
          ?.shadowRoot?.textContent?.match(/OpenAPI spec error[^\n]*/)?.[0],
      null,
      { timeout: 60_000, polling: 200 },
    );
    const message = String(await overlay.jsonValue());
    expect(message).toContain('accounts.yaml');
    expect(message).toMatch(/:\d+/);
    expect(output).toContain('OpenAPI spec error');
    // The last good page stays served meanwhile.
    const record = await fetch(`${base}/page-data/idn/api/v3/list-accounts.json`).then((r) =>
      r.json(),
    );
    expect(record.title).toBe('List every account');
    fs.writeFileSync(
      file('specs/accounts/paths/accounts.yaml'),
      good.replace('List every account', 'List all accounts'),
    );
    await heading('List all accounts');
    expect(await page.evaluate(() => !!document.querySelector('rsbuild-error-overlay'))).toBe(
      false,
    );
    expect(dev.exitCode).toBeNull();
  }, 240_000);

  it('follows apis.yaml: a version added appears in the navbar and has its pages (the server restarts itself)', async () => {
    fs.copyFileSync(file('specs/accounts.yaml'), file('specs/accounts-v2025.yaml'));
    fs.appendFileSync(
      file('specs/apis.yaml'),
      '- file: accounts-v2025.yaml\n  product: idn\n  base: /idn/api/v2025\n  label: V2025 APIs\n',
    );
    await opensWith('/idn/api/v2025/list-accounts', 'List all accounts', {
      text: 'V2025 APIs',
      shown: true,
    });
    // Only the list changed: the new version rendered, its sibling's pages given new version bars.
    expect(output).toMatch(/API list changed: .*accounts-v2025\.yaml \(\d+ pages\)/);
    expect(output).toMatch(/API list changed: accounts\.yaml \(\d+ version bars\)/);
    await page.goto(`${base}/idn/api/v3/list-accounts`, { waitUntil: 'load', timeout: 30_000 });
    const menu = await page
      .waitForSelector('.api-versions__list', { state: 'attached', timeout: 30_000 })
      .then((h) =>
        h.evaluate((el) => [...el.querySelectorAll('a')].map((a) => a.getAttribute('href'))),
      );
    expect(menu).toEqual(['/idn/api/v3/list-accounts', '/idn/api/v2025/list-accounts']);
  }, 240_000);

  it('names a malformed apis.yaml entry and keeps serving the last good list until it is fixed', async () => {
    const good = fs.readFileSync(file('specs/apis.yaml'), 'utf8');
    fs.writeFileSync(file('specs/apis.yaml'), `${good}- file: accounts.yaml\n  product: nope\n`);
    const started = Date.now();
    let message = '';
    while (!message) {
      if (Date.now() - started > 120_000)
        throw new Error(`no overlay for the broken list:\n${output.slice(-2000)}`);
      await page
        .goto(`${base}/idn/docs/guide`, { waitUntil: 'load', timeout: 30_000 })
        .catch(() => undefined);
      message = await page
        .waitForFunction(
          () =>
            document
              .querySelector('rsbuild-error-overlay')
              ?.shadowRoot?.textContent?.match(/apis\.yaml:\d+[^\n]*/)?.[0],
          null,
          { timeout: 5_000, polling: 200 },
        )
        .then(async (h) => String(await h.jsonValue()))
        .catch(() => '');
    }
    expect(message).toMatch(/apis\.yaml:\d+: entry 3/);
    await heading('A guide, edited');
    fs.writeFileSync(file('specs/apis.yaml'), good);
    const fixed = Date.now();
    for (;;) {
      await new Promise((r) => setTimeout(r, 1_000));
      await page
        .goto(`${base}/idn/docs/guide`, { waitUntil: 'load', timeout: 30_000 })
        .catch(() => undefined);
      // The restart after the fix reloads the page: a check cut short by it is tried again.
      const shown = await page
        .waitForTimeout(2_000)
        .then(() => page.evaluate(() => !!document.querySelector('rsbuild-error-overlay')))
        .catch(() => true);
      if (!shown) break;
      if (Date.now() - fixed > 120_000)
        throw new Error('the overlay stayed after apis.yaml was fixed');
    }
    expect(dev.exitCode).toBeNull();
  }, 300_000);

  it('follows apis.yaml: a version removed takes its pages with it, the other versions are kept', async () => {
    const list = fs.readFileSync(file('specs/apis.yaml'), 'utf8');
    const entry = /- file: accounts-v2025\.yaml\n(?: {2}.*\n)+/;
    expect(list).toMatch(entry);
    const changes = () => (output.match(/API list changed: /g) ?? []).length;
    const before = changes();
    // As an author would: the spec file goes too, then its entry.
    fs.rmSync(file('specs/accounts-v2025.yaml'));
    fs.writeFileSync(file('specs/apis.yaml'), list.replace(entry, ''));
    const started = Date.now();
    while (changes() === before) {
      if (Date.now() - started > 120_000)
        throw new Error(`no restart line:\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Only the list changed for the kept version (its spec as it was): its pages were reused, their
    // version bars updated.
    expect(output.slice(output.lastIndexOf('API list changed: '))).toMatch(
      /^API list changed: accounts\.yaml \(\d+ version bars\) regenerated/,
    );
    await opensWith('/idn/api/v3/list-accounts', 'List all accounts');
    expect(await page.evaluate(() => document.body.textContent?.includes('V2025 APIs'))).toBe(
      false,
    );
    await page.goto(`${base}/idn/api/v2025/list-accounts`, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => document.querySelector('h1')?.textContent ?? ''),
    ).not.toContain('List all accounts');
  }, 240_000);

  it('an entry added before its spec file: the error names the missing file, creating it brings the version in', async () => {
    fs.appendFileSync(
      file('specs/apis.yaml'),
      '- file: accounts-v2026.yaml\n  product: idn\n  base: /idn/api/v2026\n  label: V2026 APIs\n',
    );
    const started = Date.now();
    while (!/accounts-v2026\.yaml, which does not exist/.test(output)) {
      if (Date.now() - started > 120_000)
        throw new Error(`no error for the missing file:\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // The list itself is not touched again: the new file is what fixes it.
    fs.copyFileSync(file('specs/accounts.yaml'), file('specs/accounts-v2026.yaml'));
    await opensWith(
      '/idn/api/v2026/list-accounts',
      'List all accounts',
      { text: 'V2026 APIs', shown: true },
      180_000,
    );
    expect(fs.readFileSync(file('specs/apis.yaml'), 'utf8')).toContain('accounts-v2026.yaml');
  }, 300_000);
});
