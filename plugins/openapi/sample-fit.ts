import { flatten, viewOf } from './access-filter';
import type { OpenApiDocument, SchemaObject } from './types';

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/** The JSON types a schema (with its `allOf` members and ref targets) allows; empty when it does not say. */
function declaredTypes(schemas: SchemaObject[]): Set<string> {
  const types = new Set<string>();
  for (const s of schemas) {
    for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : [])
      types.add(t === 'integer' ? 'number' : String(t));
    if (s.nullable === true && types.size) types.add('null');
  }
  return types;
}

/**
 * A generated example made to fit its schema where a field's own `example` contradicts it: the
 * sampler copies property examples as written, so `example: "true"` on a boolean or a single ID on
 * an array would be sent as is. A value of a type the schema does not allow is generated again
 * from the schema without its example (`regenerate`); a value outside an `enum` becomes its first
 * value. Everything else, nested objects and arrays included, is kept.
 */
export function fitToSchema(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  value: unknown,
  regenerate: (schema: SchemaObject) => unknown,
): unknown {
  // Each regeneration samples a whole sub-schema again: on deep, recursive specs an unbounded
  // number of them made one example take minutes. Past the budget a value is kept as sampled.
  let budget = MAX_REGENERATIONS;
  const bounded = (s: SchemaObject) => (budget-- > 0 ? regenerate(s) : undefined);
  return fit(doc, schema ? [schema] : [], value, bounded, 0);
}

/** Regenerated values per example (a handful in real specs; see fitToSchema). */
const MAX_REGENERATIONS = 50;

function fit(
  doc: OpenApiDocument,
  schemas: SchemaObject[],
  value: unknown,
  regenerate: (schema: SchemaObject) => unknown,
  depth: number,
): unknown {
  if (!schemas.length || depth > 40) return value;
  const flat = schemas.flatMap((s) => flatten(doc, s));
  const types = declaredTypes(flat);
  if (types.size && !types.has(jsonType(value))) {
    const typed = flat.find((s) => s.type !== undefined);
    if (typed) {
      const again = regenerate({ ...typed, example: undefined, default: undefined });
      if (again !== undefined && types.has(jsonType(again)) && depth < 40)
        return fit(doc, schemas, again, regenerate, depth + 1);
    }
    return value;
  }
  const withEnum = flat.find((s) => Array.isArray(s.enum) && s.enum.length);
  if (withEnum && (value === null || typeof value !== 'object')) {
    const allowed = withEnum.enum!;
    if (allowed.includes(value) || (value === null && types.has('null'))) return value;
    // The first allowed value of an allowed type (a string schema listing booleans gets none).
    const fitting = allowed.find((a) => !types.size || types.has(jsonType(a)));
    return fitting === undefined ? value : fitting;
  }
  if (value === null || typeof value !== 'object') return value;
  const view = viewOf(doc, schemas, value);
  if (Array.isArray(value))
    return view.items.length
      ? value.map((v) => fit(doc, view.items, v, regenerate, depth + 1))
      : value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      fit(doc, view.properties.get(k) ?? view.additional, v, regenerate, depth + 1),
    ]),
  );
}
