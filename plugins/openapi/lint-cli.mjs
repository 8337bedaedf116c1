#!/usr/bin/env node
// Lints OpenAPI files with Redocly's recommended rules (plus redocly.yaml overrides).
// Usage: node plugins/openapi/lint-cli.mjs specs/iiq.yaml [more.yaml]
import { createConfig, formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';
import fs from 'node:fs';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: lint-cli.mjs <spec.yaml>...');
  process.exit(2);
}
const config = fs.existsSync('redocly.yaml')
  ? await loadConfig({ configPath: 'redocly.yaml' })
  : await createConfig({ extends: ['recommended'] });
let errors = 0;
for (const ref of files) {
  const problems = await lint({ ref, config });
  const totals = getTotals(problems);
  formatProblems(problems, { format: 'codeframe', totals, version: '', maxProblems: 50 });
  console.log(`${ref}: ${totals.errors} errors, ${totals.warnings} warnings`);
  errors += totals.errors;
}
process.exit(errors ? 1 : 0);
