#!/usr/bin/env node
// @ts-check
// `npm test`: lint (tests/lint.mjs: type check, format check, spec lint, content checks), unit
// tests, the production build, browser tests against it, then fixture and real-corpus builds.
// Prints one closing line: "N passed, N failed" (each lint part counts as one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tests-'));
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const rspress = path.join(root, 'node_modules/@rspress/core/bin/rspress.js');
let passed = 0;
let failed = 0;
/** Tests that did not run (e.g. those that need ../shared), by name: printed before the closing line. */
/** @type {string[]} */
const skipped = [];
let stageFailed = false;

/**
 * @param {string} label
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const t = Date.now();
  const r = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${label}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  return r.status === 0;
}

/**
 * @param {string} label
 * @param {string} [config]
 * @param {string[]} [extra] more vitest arguments
 */
function vitestStage(label, config, extra = []) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...extra,
  ];
  if (config) args.push('--config', config);
  const ok = run(label, args);
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'skipped' || t.status === 'pending' || t.status === 'todo')
          skipped.push(`${path.relative(root, file.name)} › ${t.fullName}`);
    if (!ok && report.numFailedTests === 0) failed += 1; // a suite that failed to load
  } catch {
    failed += 1;
  }
  if (!ok) stageFailed = true;
  return ok;
}

const only = process.env.TEST_STAGES?.split(',');
const want = (/** @type {string} */ s) => !only || only.includes(s);
// Lint first; its content part is the unit config's tests/content, so the unit stage leaves them out.
let linted = false;
if (want('lint')) {
  const out = path.join(reports, 'lint.json');
  const ok = run('lint', [path.join(root, 'tests/lint.mjs'), `--report=${out}`]);
  try {
    const parts = /** @type {Array<{ ok: boolean }>} */ (JSON.parse(fs.readFileSync(out, 'utf8')));
    passed += parts.filter((p) => p.ok).length;
    failed += parts.filter((p) => !p.ok).length;
    linted = true;
  } catch {
    failed += 1;
  }
  if (!ok) stageFailed = true;
}
vitestStage('unit tests', undefined, linted ? ['--exclude', 'tests/content/**'] : []);
if (want('e2e')) {
  if (run('production build', [rspress, 'build'])) {
    passed += 1;
    vitestStage('browser tests', 'vitest.e2e.config.ts');
  } else {
    failed += 1;
    stageFailed = true;
  }
}
if (want('build')) vitestStage('build checks', 'vitest.build.config.ts');

if (skipped.length) {
  console.log(`\n${skipped.length} tests skipped:`);
  for (const name of skipped) console.log(`  - ${name}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(stageFailed || failed ? 1 : 0);
