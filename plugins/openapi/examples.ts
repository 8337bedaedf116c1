import OpenAPISampler from 'openapi-sampler';
import { omitByAccess } from './access-filter';
import { jsonOrFirstMediaType } from './json-media';
import { fitToSchema } from './sample-fit';
import { deref } from './resolve-ref';
import type { MediaTypeObject, OpenApiDocument, RequestBodyObject, SchemaObject } from './types';

export interface NamedExample {
  label: string;
  value: unknown;
}

/** Cuts long strings and huge arrays inside an example so a page never carries a 30 KB blob. */
export function trimExample(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 300 ? `${value.slice(0, 120)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 5).map((v) => trimExample(v, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 12) return {};
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, trimExample(v, depth + 1)]),
    );
  }
  return value;
}

const samplerWarnings = new Set<string>();

/** What openapi-sampler complained about since the last call (it writes to console.warn, `quiet` or not). */
export function drainSamplerWarnings(): string[] {
  const list = [...samplerWarnings];
  samplerWarnings.clear();
  return list;
}

/**
 * Puts back warnings drained earlier: the generator samples request bodies ahead of their pages
 * (highlight-ahead.ts) and hands each page's warnings back when it renders, so the log lists
 * them per API in page order as before.
 */
export function restoreSamplerWarnings(list: readonly string[]): void {
  for (const w of list) samplerWarnings.add(w);
}

/** Generates an example from a schema with openapi-sampler (handles refs, allOf, circular refs). */
export function sampleSchema(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  mode: 'request' | 'response' | 'schema',
): unknown {
  if (!schema) return undefined;
  const warn = console.warn;
  // Collected and reported per spec with the spec's other warnings, not scattered through the log.
  console.warn = (...args: unknown[]) => void samplerWarnings.add(args.map(String).join(' '));
  const options = {
    skipReadOnly: mode === 'request',
    skipWriteOnly: mode === 'response',
    maxSampleDepth: 6,
    quiet: true,
  };
  const sample = (s: SchemaObject) =>
    OpenAPISampler.sample(s as object, options as object, doc as object) as unknown;
  try {
    // Field examples that contradict their field's type or enum are generated again (sample-fit.ts).
    return fitToSchema(doc, schema, sample(schema), sample);
  } catch {
    return undefined;
  } finally {
    console.warn = warn;
  }
}

/** The label of an example generated from the schema (it then holds the fields' own example values). */
export const GENERATED_EXAMPLE = 'Generated example';

// A response's examples are read twice (its fields, the side panel); sampling is the costly part.
const cache = {
  request: new WeakMap<MediaTypeObject, NamedExample[]>(),
  response: new WeakMap<MediaTypeObject, NamedExample[]>(),
};

/** Examples for one media type: the spec's own (`example`, `examples`), else one generated from the schema. */
export function mediaExamples(
  doc: OpenApiDocument,
  media: MediaTypeObject | undefined,
  mode: 'request' | 'response',
): NamedExample[] {
  if (!media || typeof media !== 'object') return [];
  const hit = cache[mode].get(media);
  if (hit) return hit;
  const examples = collectExamples(doc, media, mode);
  cache[mode].set(media, examples);
  return examples;
}

function collectExamples(
  doc: OpenApiDocument,
  media: MediaTypeObject,
  mode: 'request' | 'response',
): NamedExample[] {
  const out: NamedExample[] = [];
  if (media.example !== undefined) out.push({ label: 'Example', value: media.example });
  for (const [name, raw] of Object.entries(media.examples ?? {})) {
    const ex = deref<{ value?: unknown; summary?: string; externalValue?: string }>(
      doc,
      raw as never,
    );
    if (ex && ex.value !== undefined)
      out.push({ label: ex.summary?.trim() || name, value: ex.value });
  }
  if (!out.length && media.schema) {
    const schema = deref<SchemaObject>(doc, media.schema);
    if (schema?.example !== undefined) out.push({ label: 'Example', value: schema.example });
    else {
      const generated = sampleSchema(doc, media.schema, mode);
      if (generated !== undefined) out.push({ label: GENERATED_EXAMPLE, value: generated });
    }
  }
  // The spec's own examples are filtered too: a request example copied from a response (with
  // `id`, `created` …) would send fields the API sets itself.
  return out.map((e) => ({
    ...e,
    value: trimExample(media.schema ? omitByAccess(doc, media.schema, e.value, mode) : e.value),
  }));
}

/** The body the code samples send: the first JSON media type's first example (else the first type's). */
export function requestSample(
  doc: OpenApiDocument,
  body: RequestBodyObject | undefined,
): { mediaType?: string; value?: unknown } {
  const mediaType = jsonOrFirstMediaType(Object.keys(body?.content ?? {}));
  if (!mediaType) return {};
  return { mediaType, value: mediaExamples(doc, body!.content![mediaType], 'request')[0]?.value };
}

/** An example value for a parameter: its example, the schema's example/default/first enum, else by type. */
export function parameterExample(
  doc: OpenApiDocument,
  p: {
    example?: unknown;
    examples?: Record<string, { value?: unknown }>;
    schema?: SchemaObject;
    name: string;
  },
): string {
  const first = p.examples
    ? Object.values(p.examples)
        .map((e) => deref<{ value?: unknown }>(doc, e as never)?.value)
        .find((v) => v !== undefined)
    : undefined;
  const schema = deref<SchemaObject>(doc, p.schema) ?? {};
  const v =
    p.example ??
    first ??
    schema.example ??
    schema.default ??
    (Array.isArray(schema.enum) ? schema.enum[0] : undefined);
  if (v !== undefined && v !== null) return typeof v === 'string' ? v : JSON.stringify(v);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return '10';
  if (type === 'boolean') return 'true';
  return p.name.toLowerCase().includes('id') ? '2c9180835d2e5168015d32f890ca1581' : p.name;
}
