import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { PARTS, runParts } from './lint.mjs';
import { REPO_ROOT } from './lib/shared';

const FIXTURES = path.join(REPO_ROOT, 'tests/fixtures/lint');
const PRETTIER = path.join(REPO_ROOT, 'node_modules/prettier/bin/prettier.cjs');

describe('npm run lint (tests/lint.mjs)', () => {
  it('runs every part as an npm script of its own', () => {
    const scripts = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'),
    ).scripts;
    expect(PARTS.map((p) => p.name)).toEqual([
      'typecheck',
      'lint:code',
      'format:check',
      'lint:specs',
      'lint:content',
    ]);
    for (const p of PARTS) expect(scripts[p.name], p.name).toBeTruthy();
    expect(scripts.lint).toBe('node tests/lint.mjs');
    expect(scripts.format).toBe('prettier --write .');
    expect(PARTS.find((p) => p.name === 'format:check')?.fix).toBe('npm run format');
  });

  it('runs the parts after a failing one and names the failure in the summary', () => {
    const lines: string[] = [];
    const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });
    const results = runParts(
      [
        { name: 'first', ...node('process.exit(3)') },
        { name: 'second', ...node('') },
      ],
      { log: (l) => lines.push(l) },
    );
    expect(results.map((r) => [r.name, r.ok, r.exit])).toEqual([
      ['first', false, 3],
      ['second', true, 0],
    ]);
    const summary = lines.join('\n');
    expect(summary).toMatch(/first +FAILED \(exit 3; run alone: npm run first\)/);
    expect(summary).toMatch(/second +ok in/);
    expect(summary).toContain('lint: 1 of 2 parts failed');
  });
});

describe('format check (Prettier, .prettierrc.json)', () => {
  it('rejects an unformatted file and accepts its formatted version', async () => {
    const r = spawnSync(
      process.execPath,
      [PRETTIER, '--check', '--ignore-path=', 'unformatted.ts', 'formatted.ts'],
      // CI terminals get colour codes otherwise (`[\x1b[33mwarn\x1b[39m]`).
      { cwd: FIXTURES, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
    );
    expect(r.status).toBe(1);
    expect(r.stderr + r.stdout).toMatch(/\[warn\] unformatted\.ts/);
    expect(r.stderr + r.stdout).not.toMatch(/\[warn\] formatted\.ts/);
    // The project's settings: single quotes, semicolons, trailing commas, 100 columns.
    const file = path.join(FIXTURES, 'unformatted.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(await prettier.format(fs.readFileSync(file, 'utf8'), options)).toBe(
      fs.readFileSync(path.join(FIXTURES, 'formatted.ts'), 'utf8'),
    );
  });

  it('.prettierignore leaves prose, specs, fixtures and generated files alone, and checks code and the repository docs', async () => {
    const ignorePath = path.join(REPO_ROOT, '.prettierignore');
    const ignored = async (rel: string) =>
      (await prettier.getFileInfo(path.join(REPO_ROOT, rel), { ignorePath })).ignored;
    for (const rel of [
      'docs/index.md',
      'docs/idn/api/api-versioning.md',
      'specs/idn-v3.yaml',
      'specs/idn/paths/sources.yaml',
      'tests/build/fixtures/invalid-yaml/specs/iiq.yaml',
      'config/schemas/apis.schema.json',
      'package-lock.json',
      'doc_build/index.html',
    ]) {
      expect(await ignored(rel), rel).toBe(true);
    }
    for (const rel of [
      'plugins/index.ts',
      'theme/index.tsx',
      'docs/marketplace.tsx',
      'tests/run.mjs',
      'theme/styles/index.css',
      'package.json',
      'redocly.yaml',
      // Wrapped at 100 columns (proseWrap in .prettierrc.json).
      'README.md',
      'ARCHITECTURE.md',
      'BENCHMARKS.md',
    ]) {
      expect(await ignored(rel), rel).toBe(false);
    }
    const readme = await prettier.resolveConfig(path.join(REPO_ROOT, 'README.md'));
    expect(readme?.proseWrap).toBe('always');
  });

  it('the code linter fails on an import cycle and an unused import (tests/fixtures/lint/cycle)', () => {
    // The repository's config ignores fixtures, so the fixture is linted from a copy elsewhere.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oxlint-'));
    for (const f of ['a.ts', 'b.ts'])
      fs.copyFileSync(path.join(FIXTURES, 'cycle', f), path.join(dir, f));
    fs.copyFileSync(path.join(REPO_ROOT, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
    const r = spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/oxlint/bin/oxlint'),
        '-c',
        '.oxlintrc.json',
        '--deny-warnings',
        '.',
      ],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/import\(no-cycle\)/);
    expect(r.stdout).toMatch(/no-unused-vars.*readFileSync/);
  });
});
