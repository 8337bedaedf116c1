import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import { apiGeneration } from './generation';

const VERSIONS = path.join(__dirname, 'fixtures/versions');
const entry = (file: string, base: string): ApiEntry => ({
  file,
  product: 'idn',
  base,
  label: base,
  status: 'stable',
  versionKey: base.split('/').pop()!,
  area: 'idn-api',
});

describe('apiGeneration models', () => {
  it('keeps the models it loaded until released, then loads them again on the next read', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'generation-'));
    const docsRoot = path.join(tmp, 'docs');
    fs.mkdirSync(docsRoot);
    const gen = apiGeneration({
      specsDir: VERSIONS,
      apis: [entry('before.yaml', '/idn/api/v1'), entry('after.yaml', '/idn/api/v2026')],
      docsRoot,
      outDir: path.join(tmp, 'api'),
      dataDir: path.join(tmp, 'records'),
      groupsDir: path.join(tmp, 'groups'),
      keepModels: (api) => api.base === '/idn/api/v2026',
    });
    const first = await gen.models();
    expect(first.map((m) => m.entry.base)).toEqual(['/idn/api/v2026']);
    expect(await gen.models()).toBe(first);
    gen.releaseModels();
    const again = await gen.models();
    expect(again).not.toBe(first);
    expect(again.map((m) => m.model.operations.map((o) => o.slug))).toEqual(
      first.map((m) => m.model.operations.map((o) => o.slug)),
    );
  });
});
