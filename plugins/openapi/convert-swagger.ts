import { createRequire } from 'node:module';
import type { OpenApiDocument } from './types';

// swagger2openapi is CommonJS without types; only `convertObj` is used.
const require = createRequire(import.meta.url);
const { convertObj } = require('swagger2openapi') as {
  convertObj: (
    doc: unknown,
    options: Record<string, unknown>,
  ) => Promise<{ openapi: OpenApiDocument }>;
};

export const isSwagger2 = (doc: unknown): boolean =>
  Boolean(
    doc &&
    typeof doc === 'object' &&
    String((doc as { swagger?: unknown }).swagger ?? '').startsWith('2'),
  );

export interface Converted {
  doc: OpenApiDocument;
  /** What swagger2openapi could not carry over losslessly, each with the JSON pointer of its object. */
  warnings: string[];
}

/** Why swagger2openapi refused a spec, in one line. */
export class ConversionError extends Error {}

/**
 * Converts a bundled Swagger 2.0 document (internal refs only) to OpenAPI 3.0 with swagger2openapi,
 * the maintained converter: `patch` fixes the small errors it knows how to fix (a path parameter
 * without `required`, a missing response description); what it can only carry over with a loss is
 * marked in the output (`x-s2o-warning`), which is taken out again and returned as warnings.
 * Anything else it cannot convert is a ConversionError with its reason.
 */
export async function convertSwagger2(doc: unknown): Promise<Converted> {
  let result;
  try {
    // The input is a deep copy: swagger2openapi keeps references into it.
    result = await convertObj(structuredClone(doc), {
      patch: true,
      warnOnly: true,
      resolve: false,
      direct: false,
    });
  } catch (e) {
    throw new ConversionError((e as Error).message?.split('\n')[0] || String(e));
  }
  const out = result?.openapi;
  if (!out || typeof out !== 'object' || !out.openapi)
    throw new ConversionError('the converter returned no OpenAPI document');
  const warnings: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    const rec = node as Record<string, unknown>;
    if (typeof rec['x-s2o-warning'] === 'string') {
      warnings.push(
        `converted from Swagger 2.0 with a loss at ${pointer || '#'}: ${rec['x-s2o-warning']}`,
      );
      delete rec['x-s2o-warning'];
    }
    for (const [k, v] of Object.entries(rec))
      walk(v, `${pointer || '#'}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(out, '');
  return { doc: out, warnings };
}
