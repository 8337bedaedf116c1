import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'vitest';
import { projectApis, REPO_ROOT, SHARED_DIR, SHARED_NOTE } from '../lib/shared';

const API_SPECS = await projectApis();
import { buildSite } from './build-site';
import { expectCorpusBuilt } from './operation-pages';

const corpus = path.join(SHARED_DIR, 'specs/sailpoint');

// The real public specs (~1,150 operations, messy) must build with a page for every operation.
describe.runIf(fs.existsSync(corpus))(
  `real-corpus build (${SHARED_NOTE('specs/sailpoint')})`,
  () => {
    it('builds the whole site from ../shared/specs/sailpoint with a page per operation', async () => {
      // The guides are written against the portal's specs: against the vendor corpus some of their API
      // links and request examples have no operation, which the content check prints as warnings here.
      // The vendor's four whole specs in place of the portal's, beside the portal's per-service
      // specs (links, not copies), which the guides link to as well: the project's apis.yaml.
      const specsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-corpus-specs-'));
      for (const f of fs.readdirSync(corpus).filter((f) => /\.(ya?ml|json)$/.test(f)))
        fs.symlinkSync(path.join(corpus, f), path.join(specsDir, f));
      fs.symlinkSync(path.join(REPO_ROOT, 'specs/services'), path.join(specsDir, 'services'));
      const r = await buildSite({
        docsDir: path.join(REPO_ROOT, 'docs'),
        specsDir,
        timeoutMs: 900_000,
        env: { CONTENT_CHECK: 'warn' },
      });
      try {
        await expectCorpusBuilt(r, specsDir, API_SPECS, {
          label: 'real corpus',
          minOperations: 1000,
        });
      } finally {
        fs.rmSync(specsDir, { recursive: true, force: true });
      }
    });
  },
);
