#!/usr/bin/env node
// @ts-check
// Lints OpenAPI files with Redocly's recommended rules (plus the overrides in redocly.yaml):
// one `file:line:col: severity rule: message` line per problem (the file a problem is in, split
// files too, relative to the working folder), a total per spec; exit 1 when any has an error.
// Usage: node plugins/openapi/lint-cli.mjs             every spec of specs/apis.yaml (npm run lint:specs)
//        node plugins/openapi/lint-cli.mjs a.yaml ...  these files
// SPECS_DIR picks another specs folder, as in the build: its own apis.yaml, else the project's
// list, keeping the entries whose spec file the folder has.
import { getLineColLocation, lint, loadConfig } from '@redocly/openapi-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shown = (/** @type {string} */ file) => path.relative(process.cwd(), file) || file;

/**
 * The spec files the API list of `specsDir` names, as absolute paths.
 * @param {string} specsDir
 * @returns {string[]}
 */
export function listedSpecs(specsDir) {
  const own = path.join(specsDir, 'apis.yaml');
  const usesOwn = fs.existsSync(own);
  const list = usesOwn ? own : path.join(ROOT, 'specs/apis.yaml');
  const entries = parseYaml(fs.readFileSync(list, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${shown(list)}: not a list of API entries`);
  const files = entries.map((e, i) => {
    if (typeof e?.file !== 'string') throw new Error(`${shown(list)}: entry ${i + 1} has no file`);
    return path.join(specsDir, e.file);
  });
  return usesOwn ? files : files.filter((f) => fs.existsSync(f));
}

/**
 * @typedef {{ file: string, line: number, col: number, severity: 'error' | 'warn', rule: string, message: string }} LintProblem
 */

/**
 * Redocly's problems for one spec, located by file and line.
 * @param {string} file
 * @param {Awaited<ReturnType<typeof loadConfig>>} config
 * @returns {Promise<LintProblem[]>}
 */
export async function lintSpec(file, config) {
  const problems = await lint({ ref: file, config });
  return problems.map((p) => {
    const where = p.location[0];
    const start = where ? getLineColLocation(where).start : { line: 1, col: 1 };
    return {
      file: where ? where.source.absoluteRef : file,
      line: start.line,
      col: start.col,
      severity: p.severity === 'error' ? 'error' : 'warn',
      rule: p.ruleId,
      message: p.message,
    };
  });
}

/** @param {LintProblem} p */
export const formatProblem = (p) =>
  `${shown(p.file)}:${p.line}:${p.col}: ${p.severity === 'error' ? 'error' : 'warning'} ${p.rule}: ${p.message}`;

/**
 * Lints `files` (default: the listed specs) and prints the problems; resolves to the exit code.
 * @param {string[]} files
 */
export async function main(files) {
  const specsDir = path.resolve(process.env.SPECS_DIR ?? path.join(ROOT, 'specs'));
  const refs = files.length ? files : listedSpecs(specsDir);
  const config = await loadConfig({ configPath: path.join(ROOT, 'redocly.yaml') });
  let errors = 0;
  for (const ref of refs) {
    let problems;
    try {
      problems = await lintSpec(ref, config);
    } catch (e) {
      console.log(`${shown(ref)}:1:1: error: ${e instanceof Error ? e.message : String(e)}`);
      errors++;
      continue;
    }
    for (const p of problems) console.log(formatProblem(p));
    const count = problems.filter((p) => p.severity === 'error').length;
    console.log(`${shown(ref)}: ${count} errors, ${problems.length - count} warnings`);
    errors += count;
  }
  return errors ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
