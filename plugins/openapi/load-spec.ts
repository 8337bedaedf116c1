import path from 'node:path';
import {
  bundle,
  createConfig,
  getLineColLocation,
  type NormalizedProblem,
  YamlParseError,
} from '@redocly/openapi-core';
import { ConversionError, convertSwagger2, isSwagger2 } from './convert-swagger';
import type { OpenApiDocument } from './types';

/** A build error in a spec: names the file, the JSON pointer and the line where known. */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string | undefined,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}${pointer ? ` (at ${pointer})` : ''}: ${reason}`);
    this.name = 'SpecError';
  }
}

export interface LoadedSpec {
  file: string;
  /** The spec as OpenAPI 3.x, converted when it was given as Swagger 2.0. */
  doc: OpenApiDocument;
  /** The bundled spec in the format it was given (published under /api-specs/ beside the 3.x bundle when converted). */
  original: unknown;
  /** Set when the spec was converted: the format it was given in. */
  convertedFrom?: 'Swagger 2.0';
  warnings: string[];
}

let configPromise: ReturnType<typeof createConfig> | undefined;
const bundleConfig = () => (configPromise ??= createConfig({ extends: ['minimal'] }));

function describeProblem(p: NormalizedProblem, fallbackFile: string): SpecError {
  const loc = p.location[0];
  const file = loc?.source?.absoluteRef ?? fallbackFile;
  let line: number | undefined;
  try {
    if (loc) line = getLineColLocation(loc).start.line;
  } catch {
    line = undefined;
  }
  const pointer = loc && 'pointer' in loc ? (loc.pointer as string) : undefined;
  return new SpecError(path.relative(process.cwd(), file) || file, pointer, line, p.message);
}

/**
 * Parses and bundles one spec (a single file or a root with relative `$ref`s to split files).
 * Refs stay refs (internal `#/components/...`), so circular schemas are safe to walk.
 * Unresolvable refs and invalid YAML become a SpecError; other problems are warnings.
 */
export async function loadSpec(file: string): Promise<LoadedSpec> {
  const rel = path.relative(process.cwd(), file) || file;
  let result;
  try {
    result = await bundle({ ref: file, config: await bundleConfig(), dereference: false });
  } catch (e) {
    if (e instanceof YamlParseError) {
      throw new SpecError(path.relative(process.cwd(), e.source.absoluteRef), undefined, e.line, `invalid YAML: ${e.originalError.message.split('\n')[0]}`);
    }
    const err = e as Error & { originalError?: YamlParseError };
    if (err.originalError instanceof YamlParseError) {
      const y = err.originalError;
      throw new SpecError(path.relative(process.cwd(), y.source.absoluteRef), undefined, y.line, `invalid YAML: ${y.originalError.message.split('\n')[0]}`);
    }
    throw new SpecError(rel, undefined, undefined, `cannot read spec: ${err.message}`);
  }
  const errors = result.problems.filter((p) => p.severity === 'error');
  const unresolved = result.problems.find((p) => /resolve|Can't resolve|not found/i.test(p.message) || p.ruleId === 'no-unresolved-refs');
  if (unresolved) throw describeProblem(unresolved, file);
  if (errors.length) throw describeProblem(errors[0]!, file);
  const original = result.bundle.parsed as unknown;
  const warnings = result.problems
    .filter((p) => p.severity !== 'error')
    .map((p) => describeProblem(p, file).message);
  let doc = original as OpenApiDocument;
  let convertedFrom: LoadedSpec['convertedFrom'];
  if (isSwagger2(original)) {
    // Bundled first (split files become one document with internal refs), then converted.
    try {
      const converted = await convertSwagger2(original);
      doc = converted.doc;
      warnings.push(...converted.warnings.map((w) => `${rel}: ${w}`));
      convertedFrom = 'Swagger 2.0';
    } catch (e) {
      if (e instanceof ConversionError) throw new SpecError(rel, undefined, undefined, `cannot convert Swagger 2.0 to OpenAPI 3: ${e.message}`);
      throw e;
    }
  }
  if (!doc || typeof doc !== 'object' || !(doc as { openapi?: unknown }).openapi) {
    const swagger = doc && typeof doc === 'object' && 'swagger' in doc;
    throw new SpecError(rel, undefined, undefined, swagger ? `Swagger ${String((doc as { swagger?: unknown }).swagger)} is not supported (only 2.0 is converted)` : 'not an OpenAPI 3.x or Swagger 2.0 document (no `openapi` or `swagger` field)');
  }
  if (!doc.paths && !doc.webhooks) throw new SpecError(rel, '#/paths', undefined, 'the spec has neither `paths` nor `webhooks`');
  return { file, doc, original, ...(convertedFrom ? { convertedFrom } : {}), warnings };
}
