import { createConfig, lintFromString, stringifyYaml } from '@redocly/openapi-core';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './fixture-spec';
import { HTTP_METHODS } from './model';
import { pointerSegments } from './resolve-ref';
import { listedSpecFiles, modelOf } from './spec-corpus';
import { excerptText, operationExcerpt } from './spec-excerpt';
import { specText } from './published-spec';
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

describe('excerptText', () => {
  // Every operation of the portal's specs and of the fixture (the vendor's specs gave the same on 2026-11-27).
  const files = [...listedSpecFiles(), path.join(FIXTURES, 'constructs.yaml')];
  for (const file of files)
    it(`is the text of the whole excerpt, made by parts: ${path.basename(file)}`, async () => {
      const model = await modelOf(file);
      let withComponents = 0;
      for (const op of model.operations) {
        const ex = operationExcerpt(model.doc, op);
        if (ex.components) withComponents++;
        const whole = specText(ex, false);
        expect(excerptText(model.doc, ex, false), op.slug).toBe(whole);
        // Again, from the components cached by the first.
        expect(excerptText(model.doc, ex, false), op.slug).toBe(whole);
      }
      expect(withComponents).toBeGreaterThan(0);
    }, 120_000);
  it('writes JSON whole, without indentation', async () => {
    const model = await modelOf(path.join(FIXTURES, 'constructs.yaml'));
    const ex = operationExcerpt(model.doc, model.operations[0]!);
    const text = excerptText(model.doc, ex, true);
    expect(JSON.parse(text)).toEqual(ex);
    expect(text.split('\n')).toEqual([JSON.stringify(ex), '']);
    expect(text.length).toBeLessThan(specText(ex, true).length);
  });
});

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
