/**
 * Whether a value matches a JSON Schema, for the small part of JSON Schema the frontmatter fields
 * use (type, minLength, pattern, enum, minItems, uniqueItems, items, required, properties,
 * additionalProperties: false). The build checks frontmatter with the very schemas editors get
 * (frontmatter-fields.ts); frontmatter-fields.test.ts checks the verdicts against Ajv. A keyword
 * outside that part throws, so a schema cannot say more than the build checks.
 */
type Schema = Record<string, unknown>;

const KNOWN = new Set([
  'type',
  'minLength',
  'pattern',
  'enum',
  'minItems',
  'uniqueItems',
  'items',
  'required',
  'properties',
  'additionalProperties',
  'description',
]);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function hasType(type: unknown, v: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
    default:
      throw new Error(`schema-match: type ${JSON.stringify(type)} is not supported`);
  }
}

export function matchesSchema(schema: Schema, v: unknown): boolean {
  for (const k of Object.keys(schema))
    if (!KNOWN.has(k)) throw new Error(`schema-match: keyword "${k}" is not supported`);
  if (!hasType(schema.type, v)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(v)) return false;
  if (typeof v === 'string') {
    if (typeof schema.minLength === 'number' && [...v].length < schema.minLength) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(v))
      return false;
  }
  if (Array.isArray(v)) {
    if (typeof schema.minItems === 'number' && v.length < schema.minItems) return false;
    if (schema.uniqueItems === true) {
      const seen = v.map((x) => JSON.stringify(x));
      if (new Set(seen).size !== seen.length) return false;
    }
    if (isObject(schema.items) && !v.every((x) => matchesSchema(schema.items as Schema, x)))
      return false;
  }
  if (isObject(v)) {
    const props = isObject(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required) && !schema.required.every((k) => String(k) in v))
      return false;
    for (const [k, x] of Object.entries(v)) {
      const sub = props[k];
      if (isObject(sub)) {
        if (!matchesSchema(sub, x)) return false;
      } else if (schema.additionalProperties === false) return false;
    }
  }
  return true;
}
