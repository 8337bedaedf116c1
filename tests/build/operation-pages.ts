import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { loadSpec } from '../../plugins/openapi/load-spec';
import { buildModel } from '../../plugins/openapi/model';
import type { BuildResult } from './build-site';

export interface BuiltApi {
  /** The spec file, relative to the specs folder (as apis.yaml names it). */
  file: string;
  /** The version root's route (`/idn/api/v3`). */
  base: string;
  landing?: string;
}

/**
 * What a corpus build must show: a page for every operation of every listed spec, and the spec
 * published under `api-specs/`. Specs absent from `specsDir` are left out (a corpus may hold
 * only some of a list's files).
 */
export async function operationPages(
  outDir: string,
  specsDir: string,
  apis: readonly BuiltApi[],
): Promise<{ operations: number; missing: string[]; unpublished: string[] }> {
  let operations = 0;
  const missing: string[] = [];
  const unpublished: string[] = [];
  for (const api of apis) {
    const file = path.join(specsDir, api.file);
    if (!fs.existsSync(file)) continue;
    const model = buildModel((await loadSpec(file)).doc, { landingSlug: api.landing });
    for (const op of model.operations) {
      operations++;
      if (!fs.existsSync(path.join(outDir, `${api.base}/${op.slug}.html`)))
        missing.push(`${api.base}/${op.slug}`);
    }
    if (!fs.existsSync(path.join(outDir, 'api-specs', api.file))) unpublished.push(api.file);
  }
  return { operations, missing, unpublished };
}

/**
 * What every corpus build test asserts: the build succeeded (its log's tail printed when it did
 * not), every operation of the listed specs has its page (more than `minOperations` of them) and
 * every spec is published. `label` names the corpus in the count line.
 */
export async function expectCorpusBuilt(
  r: BuildResult,
  specsDir: string,
  apis: readonly BuiltApi[],
  opts: { label: string; minOperations: number },
): Promise<void> {
  if (r.code !== 0) console.log(r.output.slice(-4000));
  expect(r.code).toBe(0);
  const { operations, missing, unpublished } = await operationPages(r.outDir, specsDir, apis);
  console.log(`${opts.label}: ${operations} operations, ${missing.length} without a page`);
  expect(operations).toBeGreaterThan(opts.minOperations);
  expect(missing).toEqual([]);
  expect(unpublished).toEqual([]);
}
