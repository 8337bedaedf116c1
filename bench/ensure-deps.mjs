#!/usr/bin/env node
// Lighthouse, chrome-launcher and Pagefind are used by the benchmarks only (they were about 30 %
// of the installed tree), so they are declared in bench/package.json with their own lock file
// and the site's `npm ci` leaves them out. A bench that needs them imports them through
// `benchImport()`, which installs them on first use (`npm ci --prefix bench`) and resolves them
// from here, i.e. from bench/node_modules.
//
//   node bench/ensure-deps.mjs        install them now (e.g. before working offline)
//
// After changing bench/package.json: `npm install --prefix bench`; delete bench/node_modules to have the next bench reinstall.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The packages of `dir`/package.json that `dir`/node_modules lacks. */
export function missingBenchDeps(dir = HERE) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter(
    (name) => !fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')),
  );
}

/** Installs bench/package-lock.json into bench/node_modules when a package is missing. */
export function ensureBenchDeps(dir = HERE) {
  const missing = missingBenchDeps(dir);
  if (!missing.length) return;
  // npm's output goes to stderr: a bench's stdout is its figures.
  console.error(
    `bench: installing ${missing.join(', ')} into ${path.relative(process.cwd(), path.join(dir, 'node_modules')) || 'node_modules'} (npm ci --prefix bench)`,
  );
  const r = spawnSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], {
    stdio: ['ignore', 2, 2],
  });
  if (r.status !== 0)
    throw new Error(`bench: "npm ci --prefix ${dir}" failed (exit ${r.status ?? r.signal})`);
}

/** `import(specifier)` of a bench-only package, installed first if needed. */
export async function benchImport(specifier) {
  ensureBenchDeps();
  return import(specifier);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBenchDeps();
