import fs from 'node:fs';
import path from 'node:path';
import {
  BaseResolver,
  bundle,
  createConfig,
  getLineColLocation,
  type NormalizedProblem,
  YamlParseError,
} from '@redocly/openapi-core';
import { ConversionError, convertSwagger2, isSwagger2 } from './convert-swagger';
import { parse as parseYaml } from 'yaml';
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
  /** Every file the spec was read from (the root and its split files), absolute: what an edit of which regenerates it. */
  files: string[];
}

/**
 * Parsed files kept between loads by the dev server (plugins/openapi/generate.ts, SpecCache): a
 * file whose text is unchanged is not parsed again, only copied (the bundler edits what it gets).
 */
export type ParsedFiles = Map<string, { body: string; parsed: unknown }>;

class ReusingResolver extends BaseResolver {
  constructor(
    private readonly parsed: ParsedFiles,
    config: ConstructorParameters<typeof BaseResolver>[0],
  ) {
    super(config);
  }

  override parseDocument(
    ...args: Parameters<BaseResolver['parseDocument']>
  ): ReturnType<BaseResolver['parseDocument']> {
    const [source] = args;
    const hit = this.parsed.get(source.absoluteRef);
    if (hit && hit.body === source.body) return { source, parsed: structuredClone(hit.parsed) };
    const doc = super.parseDocument(...args);
    this.parsed.set(source.absoluteRef, { body: source.body, parsed: structuredClone(doc.parsed) });
    return doc;
  }
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

/** The lines around `line` of a file, the faulty one marked and a caret under `col`. */
export function codeFrame(text: string, line: number, col: number): string {
  const lines = text.split('\n');
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 1);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, col - 1))}^`);
  }
  return out.join('\n');
}

function yamlError(file: string, line: number, col: number, reason: string): SpecError {
  let frame = '';
  try {
    frame = `\n${codeFrame(fs.readFileSync(file, 'utf8'), line, col)}`;
  } catch {
    frame = '';
  }
  // The parser's message repeats the file and position, which the error names already.
  const why = reason
    .split('\n')[0]!
    .replace(/ in "[^"]*" \(\d+:\d+\)$/, '')
    .replace(/ \(\d+:\d+\)$/, '');
  return new SpecError(
    path.relative(process.cwd(), file) || file,
    undefined,
    line,
    `invalid YAML: ${why}${frame}`,
  );
}

/** What an unresolvable `$ref` points at and why it is not there: a missing file, or a missing JSON pointer in it. */
function unresolvedTarget(p: NormalizedProblem): string | undefined {
  const loc = p.location[0];
  if (!loc || !('pointer' in loc) || !loc.source?.absoluteRef) return undefined;
  let node: unknown;
  try {
    node = parseYaml(loc.source.body ?? fs.readFileSync(loc.source.absoluteRef, 'utf8'));
    for (const raw of String(loc.pointer).replace(/^#\/?/, '').split('/').filter(Boolean)) {
      node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
  } catch {
    return undefined;
  }
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string') return undefined;
  const [target = '', pointer] = ref.split('#');
  const from = path.dirname(loc.source.absoluteRef);
  const file = target ? path.resolve(from, target) : loc.source.absoluteRef;
  const shown = path.relative(process.cwd(), file) || file;
  if (!fs.existsSync(file)) return `"${ref}" names ${shown}, which does not exist`;
  if (!pointer) return `"${ref}"`;
  let doc: unknown;
  try {
    doc = parseYaml(fs.readFileSync(file, 'utf8'));
  } catch {
    return `"${ref}"`;
  }
  // Walk the pointer to the first segment that is missing, and list what is there instead.
  let at: unknown = doc;
  const walked: string[] = [];
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!at || typeof at !== 'object' || !(key in (at as object))) {
      const keys = at && typeof at === 'object' ? Object.keys(at as object) : [];
      return `"${ref}": ${shown} has no "${key}"${walked.length ? ` under #/${walked.join('/')}` : ''}${
        keys.length
          ? ` (it has ${keys
              .slice(0, 8)
              .map((k) => `"${k}"`)
              .join(', ')}${keys.length > 8 ? ', …' : ''})`
          : ''
      }`;
    }
    at = (at as Record<string, unknown>)[key];
    walked.push(raw);
  }
  return `"${ref}"`;
}

/**
 * Parses and bundles one spec (a single file or a root with relative `$ref`s to split files).
 * Refs stay refs (internal `#/components/...`), so circular schemas are safe to walk.
 * Unresolvable refs and invalid YAML become a SpecError; other problems are warnings.
 */
export async function loadSpec(file: string, parsed?: ParsedFiles): Promise<LoadedSpec> {
  const rel = path.relative(process.cwd(), file) || file;
  let result;
  try {
    const config = await bundleConfig();
    result = await bundle({
      ref: file,
      config,
      dereference: false,
      ...(parsed ? { externalRefResolver: new ReusingResolver(parsed, config.resolve) } : {}),
    });
  } catch (e) {
    const err = e as Error & { originalError?: YamlParseError };
    const y =
      e instanceof YamlParseError
        ? e
        : err.originalError instanceof YamlParseError
          ? err.originalError
          : undefined;
    if (y) throw yamlError(y.source.absoluteRef, y.line, y.col, y.originalError.message);
    throw new SpecError(rel, undefined, undefined, `cannot read spec: ${err.message}`);
  }
  const errors = result.problems.filter((p) => p.severity === 'error');
  // A split file that does not parse: the bundler reports it as an unresolvable ref at the referring
  // file; name the file that is wrong, its line, and show it.
  for (const p of result.problems) {
    const y = /(?:Failed to parse|Can't resolve \$ref): (.+) in "(.+)" \((\d+):(\d+)\)$/.exec(
      p.message,
    );
    if (y) throw yamlError(y[2]!, Number(y[3]), Number(y[4]), y[1]!);
  }
  const unresolved = result.problems.find(
    (p) => /resolve|Can't resolve|not found/i.test(p.message) || p.ruleId === 'no-unresolved-refs',
  );
  if (unresolved) {
    const err = describeProblem(unresolved, file);
    const target = unresolvedTarget(unresolved);
    throw target
      ? new SpecError(err.file, err.pointer, err.line, `can't resolve $ref ${target}`)
      : err;
  }
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
      if (e instanceof ConversionError)
        throw new SpecError(
          rel,
          undefined,
          undefined,
          `cannot convert Swagger 2.0 to OpenAPI 3: ${e.message}`,
        );
      throw e;
    }
  }
  if (!doc || typeof doc !== 'object' || !(doc as { openapi?: unknown }).openapi) {
    const swagger = doc && typeof doc === 'object' && 'swagger' in doc;
    throw new SpecError(
      rel,
      undefined,
      undefined,
      swagger
        ? `Swagger ${String((doc as { swagger?: unknown }).swagger)} is not supported (only 2.0 is converted)`
        : 'not an OpenAPI 3.x or Swagger 2.0 document (no `openapi` or `swagger` field)',
    );
  }
  if (!doc.paths && !doc.webhooks)
    throw new SpecError(rel, '#/paths', undefined, 'the spec has neither `paths` nor `webhooks`');
  const files = [
    ...new Set([
      path.resolve(file),
      ...[...(result.fileDependencies ?? [])].map((f) => path.resolve(f)),
    ]),
  ].sort();
  return { file, doc, original, ...(convertedFrom ? { convertedFrom } : {}), warnings, files };
}
