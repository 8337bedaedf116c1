import { createConfig, lintFromString, stringifyYaml } from '@redocly/openapi-core';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './fixture-spec';
import { HTTP_METHODS } from './model';
import { pointerSegments } from './resolve-ref';
import { listedSpecFiles, modelOf } from './spec-corpus';
import { operationExcerpt } from './spec-excerpt';
import type { OpenApiDocument } from './types';

const config = () =>
  createConfig({
    rules: {
      struct: 'error',
      'no-unresolved-refs': 'error',
      'no-unused-components': 'error',
    },
  } as never);

/**
 * Every `$ref` of the document, and whether it resolves inside it: an internal one to a value, any
 * other never (an excerpt refers to no file). URLs are SCIM's own `$ref` attribute in examples.
 */
function refs(doc: unknown): Array<{ ref: string; resolves: boolean }> {
  const out: Array<{ ref: string; resolves: boolean }> = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const ref = (v as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      let t: unknown = doc;
      for (const s of pointerSegments(ref) ?? ['\0'])
        t = t && typeof t === 'object' ? (t as Record<string, unknown>)[s] : undefined;
      if (!/^https?:/.test(ref))
        out.push({ ref, resolves: ref.startsWith('#') && t !== undefined });
    }
    Object.values(v).forEach(walk);
  };
  walk(doc);
  return out;
}

const operationsIn = (doc: OpenApiDocument) =>
  [...Object.values(doc.paths ?? {}), ...Object.values(doc.webhooks ?? {})].flatMap((item) =>
    Object.keys(item).filter((k) => (HTTP_METHODS as readonly string[]).includes(k)),
  );

async function lintProblems(doc: OpenApiDocument) {
  const problems = await lintFromString({
    source: stringifyYaml(doc, { noRefs: true, lineWidth: -1 }),
    absoluteRef: '/excerpt.yaml',
    config: await config(),
  });
  return problems.map((p) => `${p.ruleId}: ${p.message}`);
}

describe('operationExcerpt', () => {
  it('holds the one operation, what it references (transitively) and nothing else', async () => {
    const model = await modelOf(path.join(FIXTURES, 'constructs.yaml'));
    for (const op of model.operations) {
      const ex = operationExcerpt(model.doc, op);
      expect(operationsIn(ex), op.slug).toEqual([op.method]);
      expect(
        refs(ex).filter((r) => !r.resolves),
        op.slug,
      ).toEqual([]);
      expect(await lintProblems(ex), op.slug).toEqual([]);
    }
  });

  it('reads the 3.1 fixture (webhooks included)', async () => {
    const model = await modelOf(path.join(FIXTURES, 'v31.yaml'));
    for (const op of model.operations) {
      const ex = operationExcerpt(model.doc, op);
      expect(ex.openapi).toMatch(/^3\.1/);
      expect(operationsIn(ex)).toEqual([op.method]);
      expect(await lintProblems(ex), op.slug).toEqual([]);
    }
  });

  for (const file of listedSpecFiles()) {
    it(`every operation of ${path.basename(file)}: one operation, every $ref resolved, valid OpenAPI`, async () => {
      const model = await modelOf(file);
      const bad: string[] = [];
      for (const [i, op] of model.operations.entries()) {
        const ex = operationExcerpt(model.doc, op);
        if (operationsIn(ex).length !== 1) bad.push(`${op.slug}: ${operationsIn(ex).join(',')}`);
        for (const r of refs(ex))
          if (!r.resolves) bad.push(`${op.slug}: ${r.ref} does not resolve`);
        // Redocly's structural lint on every fifth operation and on the first (it is the slow part).
        if (i % 5 === 0) bad.push(...(await lintProblems(ex)).map((p) => `${op.slug}: ${p}`));
      }
      expect(bad).toEqual([]);
    }, 300_000);
  }
});
