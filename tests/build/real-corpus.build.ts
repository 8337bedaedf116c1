import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../plugins/openapi/load-spec';
import { buildModel } from '../../plugins/openapi/model';
import { projectApis, REPO_ROOT, SHARED_DIR, SHARED_NOTE } from '../lib/shared';

const API_SPECS = await projectApis();
import { buildSite } from './build-site';

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
      let operations = 0;
      const missing: string[] = [];
      for (const cfg of API_SPECS) {
        const file = path.join(corpus, cfg.file);
        if (!fs.existsSync(file)) continue;
        const model = buildModel((await loadSpec(file)).doc, { landingSlug: cfg.landing });
        for (const op of model.operations) {
          operations++;
          const html = path.join(r.outDir, `${cfg.base}/${op.slug}.html`);
          if (!fs.existsSync(html)) missing.push(`${cfg.base}/${op.slug}`);
        }
        expect(fs.existsSync(path.join(r.outDir, 'api-specs', cfg.file))).toBe(true);
      }
      console.log(`real corpus: ${operations} operations, ${missing.length} without a page`);
      expect(operations).toBeGreaterThan(1000);
      expect(missing).toEqual([]);
    });
  },
);
