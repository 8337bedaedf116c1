import { jsonOrFirstMediaType } from './json-media';
import { deref } from './resolve-ref';
import type { ApiModel, ApiOperation } from './model';
import type { OpenApiDocument, RequestBodyObject, ResponseObject, SchemaObject } from './types';

/**
 * "What changed" between two versions of an API (issue 16): operations added, removed and
 * changed, matched by operationId, else by method + path. A change is a parameter added,
 * removed, made required or optional; a request or response field added or removed; a status
 * code added or removed. Fields are compared as dotted paths (`owner.id`, `items[].name`)
 * down to FIELD_DEPTH levels, through $refs, allOf/oneOf/anyOf and array items.
 */
export interface OperationRef {
  key: string;
  method: string;
  path: string;
  summary: string;
  slug: string;
}

export interface OperationChange {
  before: OperationRef;
  after: OperationRef;
  changes: string[];
}

export interface VersionDiff {
  added: OperationRef[];
  removed: OperationRef[];
  changed: OperationChange[];
}

const FIELD_DEPTH = 5;

export const operationKey = (o: Pick<ApiOperation, 'operationId' | 'method' | 'path'>) =>
  o.operationId ?? `${o.method} ${o.path}`;
const ref = (o: ApiOperation): OperationRef => ({
  key: operationKey(o),
  method: o.method,
  path: o.path,
  summary: o.summary,
  slug: o.slug,
});

/** Dotted paths of every field a schema describes. */
export function fieldPaths(
  doc: OpenApiDocument,
  schema: unknown,
  prefix = '',
  depth = 0,
  out = new Set<string>(),
  trail = new Set<unknown>(),
): Set<string> {
  const s = deref<SchemaObject>(doc, schema as SchemaObject);
  if (!s || typeof s !== 'object' || depth > FIELD_DEPTH || trail.has(s)) return out;
  trail.add(s);
  for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])])
    fieldPaths(doc, part, prefix, depth, out, trail);
  if (s.items) fieldPaths(doc, s.items, `${prefix}[]`, depth, out, trail);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const p = prefix ? `${prefix}.${name}` : name;
    out.add(p);
    fieldPaths(doc, prop, p, depth + 1, out, trail);
  }
  trail.delete(s);
  return out;
}

/** The JSON (else first) schema of a content map. */
function contentSchema(content: Record<string, { schema?: unknown }> | undefined): unknown {
  if (!content) return undefined;
  const media = jsonOrFirstMediaType(Object.keys(content));
  return media ? content[media]?.schema : undefined;
}

function diffFields(label: string, before: Set<string>, after: Set<string>, out: string[]): void {
  for (const f of after) if (!before.has(f)) out.push(`${label} field \`${f}\` added`);
  for (const f of before) if (!after.has(f)) out.push(`${label} field \`${f}\` removed`);
}

/** What changed in one operation between two versions, as sentences (Markdown code spans). */
export function operationChanges(
  beforeDoc: OpenApiDocument,
  before: ApiOperation,
  afterDoc: OpenApiDocument,
  after: ApiOperation,
): string[] {
  const out: string[] = [];
  const params = (o: ApiOperation) => new Map(o.parameters.map((p) => [`${p.in}:${p.name}`, p]));
  const pb = params(before);
  const pa = params(after);
  for (const [k, p] of pa) {
    const old = pb.get(k);
    if (!old)
      out.push(`${p.required ? 'Required' : 'Optional'} ${p.in} parameter \`${p.name}\` added`);
    else if (p.required && !old.required)
      out.push(`${p.in} parameter \`${p.name}\` is now required`);
    else if (!p.required && old.required)
      out.push(`${p.in} parameter \`${p.name}\` is now optional`);
  }
  for (const [k, p] of pb) if (!pa.has(k)) out.push(`${p.in} parameter \`${p.name}\` removed`);

  const bodySchema = (doc: OpenApiDocument, o: ApiOperation) =>
    contentSchema(deref<RequestBodyObject>(doc, o.op.requestBody)?.content as never);
  diffFields(
    'Request body',
    fieldPaths(beforeDoc, bodySchema(beforeDoc, before)),
    fieldPaths(afterDoc, bodySchema(afterDoc, after)),
    out,
  );

  const rb = before.op.responses ?? {};
  const ra = after.op.responses ?? {};
  for (const code of Object.keys(ra)) if (!(code in rb)) out.push(`Response \`${code}\` added`);
  for (const code of Object.keys(rb)) if (!(code in ra)) out.push(`Response \`${code}\` removed`);
  for (const code of Object.keys(ra)) {
    if (!(code in rb)) continue;
    const schema = (doc: OpenApiDocument, r: unknown) =>
      contentSchema(deref<ResponseObject>(doc, r as ResponseObject)?.content as never);
    diffFields(
      `Response \`${code}\``,
      fieldPaths(beforeDoc, schema(beforeDoc, rb[code])),
      fieldPaths(afterDoc, schema(afterDoc, ra[code])),
      out,
    );
  }
  return out;
}

/** Compares two versions of an API: `before` is the previous version in the list. */
export function compareVersions(before: ApiModel, after: ApiModel): VersionDiff {
  const old = new Map(before.operations.map((o) => [operationKey(o), o]));
  const now = new Map(after.operations.map((o) => [operationKey(o), o]));
  const diff: VersionDiff = { added: [], removed: [], changed: [] };
  for (const [k, o] of now) {
    const prev = old.get(k);
    if (!prev) diff.added.push(ref(o));
    else {
      const changes = operationChanges(before.doc, prev, after.doc, o);
      if (changes.length) diff.changed.push({ before: ref(prev), after: ref(o), changes });
    }
  }
  for (const [k, o] of old) if (!now.has(k)) diff.removed.push(ref(o));
  return diff;
}
