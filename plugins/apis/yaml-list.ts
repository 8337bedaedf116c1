/**
 * What `apis.yaml` and `products.yaml` share: a YAML file that is a list of mappings, read with
 * the line of each entry (for errors that name file and line), the checks of an entry's fields
 * (known keys, required non-empty strings, patterns), and the editors' JSON Schema of such a list
 * (config/schemas), all from one field list.
 */
import fs from 'node:fs';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';

/** One field of a list entry: its key, the text editors show, whether it must be there, its schema. */
export interface ListField {
  key: string;
  description: string;
  required: boolean;
  schema: Record<string, unknown>;
}

export interface ListEntry {
  /** Position in the list, from 0. */
  index: number;
  /** The entry's first line in the file (0 when unknown). */
  line: number;
  /** The entry as plain data; undefined when it is not a mapping. */
  raw: Record<string, unknown> | undefined;
}

/**
 * The entries of the YAML list `file` (shown in messages as `shown`). Invalid YAML or a document
 * that is not a list throws `fail(message)`: `<shown>:<line>: invalid YAML: …`, or
 * `<shown>: must be <shape>`.
 */
export function readYamlList(
  file: string,
  shown: string,
  shape: string,
  fail: (message: string) => Error,
): ListEntry[] {
  const lines = new LineCounter();
  const doc = parseDocument(fs.readFileSync(file, 'utf8'), {
    lineCounter: lines,
    prettyErrors: false,
  });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    throw fail(
      `${shown}:${lines.linePos(e.pos[0]).line}: invalid YAML: ${e.message.split('\n')[0]}`,
    );
  }
  if (!isSeq(doc.contents)) throw fail(`${shown}: must be ${shape}`);
  return doc.contents.items.map((node, index) => {
    const range = (node as { range?: [number, number, number] })?.range;
    const raw = isMap(node) ? (node.toJSON() as Record<string, unknown> | null) : null;
    return {
      index,
      line: range ? lines.linePos(range[0]).line : 0,
      raw: raw && typeof raw === 'object' ? raw : undefined,
    };
  });
}

/**
 * The field checks of one entry: `bad` records a problem (`<where>: field "<key>" <why>`), and
 * unknown keys are recorded at once. `str` reads a string field: trimmed, or undefined (with a
 * problem when it is required, not a non-empty string, or does not match `pattern`).
 */
export function entryFields(
  raw: Record<string, unknown>,
  where: string,
  fields: readonly ListField[],
  problems: string[],
) {
  const bad = (field: string, why: string) => problems.push(`${where}: field "${field}" ${why}`);
  const known = fields.map((f) => f.key);
  for (const key of Object.keys(raw))
    if (!known.includes(key)) bad(key, `is not a known field (known: ${known.join(', ')})`);
  const str = (
    field: string,
    required: boolean,
    pattern?: RegExp,
    example?: string,
  ): string | undefined => {
    const v = raw[field];
    if (v === undefined || v === null) {
      if (required) bad(field, 'is missing');
      return undefined;
    }
    if (typeof v !== 'string' || !v.trim()) {
      bad(field, 'must be a non-empty string');
      return undefined;
    }
    if (pattern && !pattern.test(v.trim())) {
      bad(field, `"${v}" must look like ${example}`);
      return undefined;
    }
    return v.trim();
  };
  return { bad, str };
}

/** The JSON Schema (draft-07) of a list of entries with `fields`, for editors. */
export function listSchema(
  title: string,
  description: string,
  fields: readonly ListField[],
): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title,
    description,
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      additionalProperties: false,
      required: fields.filter((f) => f.required).map((f) => f.key),
      properties: Object.fromEntries(
        fields.map((f) => [f.key, { description: f.description, ...f.schema }]),
      ),
    },
  };
}
