import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { fixtureSpec } from '../../plugins/openapi/fixture-spec';
import { generateApi } from '../../plugins/openapi/generate';
import { REPO_ROOT } from '../lib/shared';

// The engine renders the sources service spec from its own folder (refs climbing into
// specs/services/shared/): every operation gets a page, and each page shows its path version
// (x-badges) and, for experimental operations, the header to send.
const DIR = path.join(REPO_ROOT, 'specs/services/sources');
const BASE = '/idn/api/sources';

describe('sources service spec rendered by the engine', () => {
  it('pages every operation with its version badge and experimental status', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-pages-'));
    const dataDir = path.join(outDir, 'data');
    const api = await generateApi({
      specsDir: DIR,
      outDir,
      dataDir,
      specs: [fixtureSpec('openapi.yaml', BASE, { product: 'idn', label: 'Sources' })],
    });
    expect(api.operations).toHaveLength(77);
    const html = (route: string) => {
      const record = JSON.parse(fs.readFileSync(path.join(dataDir, recordPath(route)), 'utf8')) as ApiPage;
      return record.sections.map((s) => s.html).join('\n');
    };
    const v2 = html(`${BASE}/get-provisioning-policy-v-2`);
    expect(v2).toMatch(/api-badge--spec[^>]*>v2</);
    expect(v2).toMatch(/api-badge--spec[^>]*>Experimental</);
    expect(v2).toContain('X-SailPoint-Experimental');
    const v1 = html(`${BASE}/get-source-v-1`);
    expect(v1).toMatch(/api-badge--spec[^>]*>v1</);
    expect(v1).not.toMatch(/Experimental/);
    fs.rmSync(outDir, { recursive: true, force: true });
  }, 300_000);
});
