import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectApis, REPO_ROOT, SHARED_DIR, SHARED_NOTE } from '../lib/shared';

const API_SPECS = await projectApis();
import { buildSite } from './build-site';
import { operationPages } from './operation-pages';

const corpus = path.join(SHARED_DIR, 'specs/sailpoint');

// The real public specs (~1,150 operations, messy) must build with a page for every operation.
describe.runIf(fs.existsSync(corpus))(
  `real-corpus build (${SHARED_NOTE('specs/sailpoint')})`,
  () => {
    it('builds the whole site from ../shared/specs/sailpoint with a page per operation', async () => {
      // The guides are written against the portal's specs: against the vendor corpus some of their API
      // links and request examples have no operation, which the content check prints as warnings here.
      const r = await buildSite({
        docsDir: path.join(REPO_ROOT, 'docs'),
        specsDir: corpus,
        timeoutMs: 900_000,
        env: { CONTENT_CHECK: 'warn' },
      });
      if (r.code !== 0) console.log(r.output.slice(-4000));
      expect(r.code).toBe(0);
      const { operations, missing, unpublished } = await operationPages(
        r.outDir,
        corpus,
        API_SPECS,
      );
      console.log(`real corpus: ${operations} operations, ${missing.length} without a page`);
      expect(operations).toBeGreaterThan(1000);
      expect(missing).toEqual([]);
      expect(unpublished).toEqual([]);
    });
  },
);
