import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@redocly/openapi-core';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatProblem, lintSpec, listedSpecs } from './lint-cli.mjs';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, 'fixtures/lint');
const CLI = path.join(__dirname, 'lint-cli.mjs');

describe('spec lint (npm run lint:specs)', () => {
  it('lints the specs the API list names', () => {
    const listed = (
      parseYaml(fs.readFileSync(path.join(ROOT, 'specs/apis.yaml'), 'utf8')) as Array<{
        file: string;
      }>
    ).map((e) => path.join(ROOT, 'specs', e.file));
    expect(listedSpecs(path.join(ROOT, 'specs'))).toEqual(listed);
    expect(listedSpecs(FIXTURES)).toEqual([
      path.join(FIXTURES, 'good.yaml'),
      path.join(FIXTURES, 'broken.yaml'),
    ]);
  });

  it('reports each problem at its file and line', async () => {
    const config = await loadConfig({ configPath: path.join(ROOT, 'redocly.yaml') });
    const problems = await lintSpec(path.join(FIXTURES, 'broken.yaml'), config);
    expect(problems.map((p) => [p.line, p.severity, p.rule])).toEqual([
      [32, 'error', 'operation-operationId-unique'],
      [41, 'error', 'no-unresolved-refs'],
    ]);
    expect(formatProblem(problems[0]!)).toMatch(
      /^\S*plugins\/openapi\/fixtures\/lint\/broken\.yaml:32:7: error operation-operationId-unique: /,
    );
    expect(await lintSpec(path.join(FIXTURES, 'good.yaml'), config)).toEqual([]);
  });

  it('lints every listed spec and exits 1 when one has errors', () => {
    const r = spawnSync(process.execPath, [CLI], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, SPECS_DIR: FIXTURES },
    });
    expect(r.stdout).toContain('plugins/openapi/fixtures/lint/good.yaml: 0 errors, 0 warnings');
    expect(r.stdout).toContain(
      'plugins/openapi/fixtures/lint/broken.yaml:32:7: error operation-operationId-unique',
    );
    expect(r.stdout).toContain('plugins/openapi/fixtures/lint/broken.yaml: 2 errors, 0 warnings');
    expect(r.status).toBe(1);
  });
});
