import { describe, expect, it } from 'vitest';
import { mediaExamples } from './examples';
import type { ApiOperation } from './model';
import { deref } from './resolve-ref';
import { listedSpecFiles, modelOf } from './spec-corpus';
import type { OpenApiDocument, ResponseObject } from './types';

/** A query parameter that takes a filter expression (`filters` in IDN, SCIM's `filter` in IIQ). */
const takesFilter = (op: ApiOperation) =>
  op.parameters.some((p) => p.in === 'query' && /^filters?$/i.test(p.name));

/** Every example of the operation's error responses (4xx, 5xx, default) as its JSON text. */
function errorExamples(doc: OpenApiDocument, op: ApiOperation) {
  const out: Array<{ status: string; text: string }> = [];
  for (const [status, raw] of Object.entries(op.op.responses ?? {})) {
    if (!/^[45]|^default$/.test(status)) continue;
    for (const media of Object.values(deref<ResponseObject>(doc, raw as never)?.content ?? {}))
      for (const e of mediaExamples(doc, media, 'response'))
        out.push({ status, text: JSON.stringify(e.value) ?? '' });
  }
  return out;
}

describe("error examples fit their operation (every operation of the portal's specs)", () => {
  for (const file of listedSpecFiles()) {
    it(
      file.split('/').pop()!,
      async () => {
        const model = await modelOf(file);
        const filterTalk: string[] = [];
        const doubleEscaped: string[] = [];
        let examples = 0;
        for (const op of model.operations) {
          const where = `${op.method.toUpperCase()} ${op.path}`;
          for (const { status, text } of errorExamples(model.doc, op)) {
            examples++;
            if (!takesFilter(op) && /filter/i.test(text))
              filterTalk.push(`${where} ${status}: ${text}`);
            // A string holding `\"`: its quotes were escaped in the spec and again as JSON.
            if (text.includes('\\\\\\"')) doubleEscaped.push(`${where} ${status}: ${text}`);
          }
        }
        expect(examples).toBeGreaterThan(0);
        expect(filterTalk).toEqual([]);
        expect(doubleEscaped).toEqual([]);
      },
      120_000,
    );
  }
});
