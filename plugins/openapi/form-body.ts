import { hiddenIn } from './access-filter';
import { mediaExamples } from './examples';
import { deref } from './resolve-ref';
import type { MediaTypeObject, OpenApiDocument, SchemaObject } from './types';

/** One part of a form body, as HAR's `postData.params` has it: a field, or a file when `fileName` is set. */
export interface FormPart {
  name: string;
  value: string;
  fileName?: string;
  contentType?: string;
}

export const isMultipart = (mediaType: string | undefined) => /^multipart\//i.test(mediaType ?? '');
export const isUrlEncoded = (mediaType: string | undefined) =>
  /^application\/x-www-form-urlencoded\b/i.test(mediaType ?? '');
export const isFormMedia = (mediaType: string | undefined) =>
  isMultipart(mediaType) || isUrlEncoded(mediaType);

interface EncodingObject {
  contentType?: string;
}

// File extensions of the part types specs name most; anything else is a `.bin` placeholder.
const EXTENSIONS: Record<string, string> = {
  'text/csv': 'csv',
  'text/plain': 'txt',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

// Names that say "a file" and nothing about its content: the operation names the content better.
const GENERIC_NAMES = new Set([
  'file',
  'files',
  'upload',
  'data',
  'content',
  'attachment',
  'document',
  'body',
  'image',
]);

/** Properties of an object schema, `allOf` members merged (enough for a form: forms are flat). */
function formProperties(
  doc: OpenApiDocument,
  raw: SchemaObject | undefined,
  depth = 0,
): Record<string, SchemaObject> {
  const schema = deref<SchemaObject>(doc, raw);
  if (!schema || typeof schema !== 'object' || depth > 8) return {};
  const out: Record<string, SchemaObject> = {};
  for (const member of schema.allOf ?? [])
    Object.assign(out, formProperties(doc, member, depth + 1));
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    // Read-only fields are set by the API: a form never sends them (a 3.1 `$ref` sibling included).
    if (hiddenIn(doc, prop, 'request')) continue;
    out[name] = deref<SchemaObject>(doc, prop) ?? {};
  }
  return out;
}

/** A file part: `format: binary` or `base64` (3.0), or a string with `contentMediaType`/`contentEncoding` (3.1). */
export function isBinarySchema(schema: SchemaObject | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'binary' || schema.format === 'base64' || schema.format === 'byte-stream')
    return true;
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    type.includes('string') &&
    (typeof schema.contentMediaType === 'string' || typeof schema.contentEncoding === 'string')
  );
}

/**
 * The placeholder name of an uploaded file. The spec never names the reader's file, so the name is
 * made up from what the spec does say: the field (or, for a generic `file`, the operation's last
 * word: `importAccounts` → `accounts`) and an extension only when the spec states or hints the
 * content (the part's encoding `contentType`, `contentMediaType`, or "CSV" in its description);
 * otherwise `.bin`, so a sample never claims a format the API did not document.
 */
export function placeholderFileName(
  field: string,
  schema: SchemaObject,
  encodingType: string | undefined,
  operationId?: string,
): { fileName: string; contentType: string } {
  const declared = [
    encodingType,
    typeof schema.contentMediaType === 'string' ? schema.contentMediaType : undefined,
  ]
    .flatMap((t) => (t ?? '').split(','))
    .map((t) => t.trim().toLowerCase().split(';')[0]!)
    .find((t) => t && !t.includes('*'));
  const hintsCsv = /\bcsv\b/i.test(`${schema.description ?? ''} ${schema.title ?? ''}`);
  const contentType = declared ?? (hintsCsv ? 'text/csv' : 'application/octet-stream');
  const ext = EXTENSIONS[contentType] ?? (contentType.endsWith('+json') ? 'json' : 'bin');
  const words = (operationId ?? '').split(/(?=[A-Z])|[^A-Za-z0-9]+/).filter(Boolean);
  const last = words[words.length - 1]?.toLowerCase();
  const base =
    GENERIC_NAMES.has(field.toLowerCase()) && last && words.length > 1
      ? last
      : field.replace(/[^A-Za-z0-9_-]+/g, '-') || 'file';
  return { fileName: `${base}.${ext}`, contentType };
}

const asText = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);

/**
 * The parts of a form body: each property of the schema in order, file parts for binary
 * properties, the other fields with values from the body's example (the spec's own, else one
 * generated from the schema). Arrays of plain values become one part per value, as browsers send them.
 */
export function formParts(
  doc: OpenApiDocument,
  mediaType: string,
  media: MediaTypeObject | undefined,
  operationId?: string,
): FormPart[] {
  if (!media) return [];
  const props = formProperties(doc, media.schema);
  const example = mediaExamples(doc, media, 'request')[0]?.value;
  const values =
    example && typeof example === 'object' && !Array.isArray(example)
      ? (example as Record<string, unknown>)
      : {};
  const encoding = ((media as { encoding?: Record<string, EncodingObject> }).encoding ??
    {}) as Record<string, EncodingObject>;
  const multipart = isMultipart(mediaType);
  const parts: FormPart[] = [];
  const names = [...new Set([...Object.keys(props), ...Object.keys(values)])];
  for (const name of names) {
    const schema = props[name] ?? {};
    if (schema.readOnly) continue;
    const items = deref<SchemaObject>(doc, schema.items);
    const fileSchema = isBinarySchema(schema)
      ? schema
      : schema.type === 'array' && isBinarySchema(items)
        ? items
        : undefined;
    if (fileSchema && multipart) {
      parts.push({
        name,
        value: '',
        ...placeholderFileName(
          name,
          { ...fileSchema, description: fileSchema.description ?? schema.description },
          encoding[name]?.contentType,
          operationId,
        ),
      });
      continue;
    }
    const value = values[name];
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))
      parts.push(...value.map((v) => ({ name, value: asText(v) })));
    else parts.push({ name, value: asText(value) });
  }
  return parts;
}
