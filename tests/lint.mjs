#!/usr/bin/env node
// @ts-check
// `npm run lint`: the checks that need no build, in this order, each its own npm script so it
// runs alone (README "Quality"). Every part runs even when one before it fails; a summary line
// per part closes the run, and the exit code is 1 when any failed.
// `--report=<file>` also writes the results as JSON (tests/run.mjs counts them).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {{ name: string, command: string, args: string[], fix?: string }} LintPart */
/** @typedef {{ name: string, ok: boolean, exit: number | null, seconds: number }} LintResult */

/** The parts, as npm scripts (package.json says what each runs). @type {LintPart[]} */
export const PARTS = ['typecheck', 'lint:code', 'format:check', 'lint:specs', 'lint:content'].map(
  (name) => ({
    name,
    command: 'npm',
    args: ['run', '--silent', name],
    ...(name === 'format:check' ? { fix: 'npm run format' } : {}),
  }),
);

/**
 * Runs every part in order, whatever the ones before it gave, and prints a summary.
 * @param {LintPart[]} parts
 * @param {{ cwd?: string, log?: (line: string) => void }} [options]
 * @returns {LintResult[]}
 */
export function runParts(parts, { cwd = ROOT, log = console.log } = {}) {
  /** @type {LintResult[]} */
  const results = [];
  for (const part of parts) {
    log(`\n--- lint: ${part.name}`);
    const t = Date.now();
    const r = spawnSync(part.command, part.args, { cwd, stdio: 'inherit' });
    const exit = r.error ? null : r.status;
    if (r.error) log(`${part.name}: ${r.error.message}`);
    results.push({ name: part.name, ok: exit === 0, exit, seconds: (Date.now() - t) / 1000 });
  }
  log('\nlint summary:');
  for (const r of results) {
    const fix = parts.find((p) => p.name === r.name)?.fix;
    const status = r.ok
      ? 'ok'
      : `FAILED (exit ${r.exit ?? 'none'}; run alone: npm run ${r.name}${fix ? `; fix: ${fix}` : ''})`;
    log(`  ${r.name.padEnd(13)} ${status} in ${r.seconds.toFixed(1)} s`);
  }
  const failed = results.filter((r) => !r.ok).length;
  log(
    failed
      ? `lint: ${failed} of ${results.length} parts failed`
      : `lint: all ${results.length} parts passed`,
  );
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = runParts(PARTS);
  const report = process.argv.find((a) => a.startsWith('--report='))?.slice('--report='.length);
  if (report) fs.writeFileSync(report, JSON.stringify(results));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}
