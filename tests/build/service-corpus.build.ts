import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR } from '../lib/shared';
import { buildSite } from './build-site';
import { expectCorpusBuilt } from './operation-pages';

const corpus = path.join(SHARED_DIR, 'specs/services');
/** A sample of the per-service corpus: small and large services, `sources` with its /v2 paths. */
export const SERVICE_SAMPLE = [
  'access-profiles',
  'identities',
  'launchers',
  'machine-identities',
  'search',
  'segments',
  'sources',
  'tags',
  'tenant',
  'transforms',
];

/** A specs folder declaring services of the corpus as APIs of IDN: `<service>/openapi.yaml`, `../shared/` beside them. */
export function serviceSpecsFolder(services: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-specs-'));
  for (const name of [...services, 'shared'])
    fs.cpSync(path.join(corpus, name), path.join(dir, name), { recursive: true });
  const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, ' ');
  fs.writeFileSync(
    path.join(dir, 'apis.yaml'),
    services
      .map(
        (s) =>
          `- file: ${s}/openapi.yaml\n  product: idn\n  api: ${s}\n  apiLabel: ${title(s)}\n  base: /idn/api/${s}\n  label: ${title(s)} API\n`,
      )
      .join(''),
  );
  return dir;
}

// Issue 35: the vendor's per-service layout (each service its own split spec in a sub-folder, with
// refs into the services' common ../shared/ files) declared as one API per service.
describe('per-service corpus build (a sample of ../shared/specs/services)', () => {
  if (!fs.existsSync(corpus)) {
    it.skip(`skipped: ${corpus} is absent (the per-service corpus lives in ../shared)`, () => {});
    return;
  }
  it('builds 10 services as 10 APIs of one product, with a page for every operation', async () => {
    const specsDir = serviceSpecsFolder(SERVICE_SAMPLE);
    const r = await buildSite({
      docsDir: path.join(__dirname, 'fixtures/services/docs'),
      specsDir,
      timeoutMs: 900_000,
      env: { CONTENT_CHECK: 'warn' },
    });
    await expectCorpusBuilt(
      r,
      specsDir,
      SERVICE_SAMPLE.map((s) => ({ file: `${s}/openapi.yaml`, base: `/idn/api/${s}` })),
      { label: 'service corpus sample', minOperations: 100 },
    );
    // One API per service: no version menu, no "What changed" between services.
    expect(fs.existsSync(path.join(r.outDir, 'idn/api/sources/changes.html'))).toBe(false);
    // The product's API index lists every service.
    const index = fs.readFileSync(path.join(r.outDir, 'idn/api.html'), 'utf8');
    for (const s of SERVICE_SAMPLE) expect(index, s).toContain(`href="/idn/api/${s}"`);
  });
});
