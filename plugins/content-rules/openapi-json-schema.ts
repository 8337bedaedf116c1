/**
 * OpenAPI 3.0/3.1 schemas as JSON Schema (draft-07) for Ajv, for checking a guide's request and
 * response examples against the operation they show (example-validation.ts):
 *
 * - `$ref: '#/components/schemas/X'` → `components.json#/definitions/X` (the components travel along as
 *   definitions, so recursive schemas stay finite);
 * - 3.0 `nullable: true` → `null` added to `type` (and to `enum`);
 * - a `readOnly` property is forbidden in a request (its schema becomes `false` and it leaves
 *   `required`: the API sets it), a `writeOnly` one in a response;
 * - `oneOf` is checked as `anyOf`: specs' branches often overlap without a discriminator, and an
 *   example that fits two of them is not wrong;
 * - 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become the numeric form;
 * - documentation keywords (`example`, `discriminator`, `xml`, `x-…`) are dropped.
 */
export type Mode = 'request' | 'response';
/** The `$id` the converted components are added to Ajv under. */
export const DEFS_ID = 'components.json';
type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const DROP = new Set([
  'example',
  'examples',
  'discriminator',
  'xml',
  'externalDocs',
  'deprecated',
  'nullable',
]);
const REF = /^#\/components\/schemas\/(.+)$/;

/** The component a local `$ref` names, one step (for a property's own readOnly flag). */
function target(schema: Json, components: Json): Json {
  const ref = typeof schema.$ref === 'string' ? REF.exec(schema.$ref) : null;
  const t = ref
    ? components[decodeURIComponent(ref[1]!).replace(/~1/g, '/').replace(/~0/g, '~')]
    : undefined;
  return isObj(t) ? t : schema;
}

function hidden(schema: unknown, mode: Mode, components: Json): boolean {
  if (!isObj(schema)) return false;
  const flag = mode === 'request' ? 'readOnly' : 'writeOnly';
  if (schema[flag] === true) return true;
  if (schema.$ref) return target(schema, components)[flag] === true;
  // `allOf: [{ $ref }], readOnly: true` and the like: any branch marking it counts.
  return Array.isArray(schema.allOf) && schema.allOf.some((s) => hidden(s, mode, components));
}

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

export function convertSchema(schema: unknown, mode: Mode, components: Json): unknown {
  if (typeof schema === 'boolean') return schema;
  if (!isObj(schema)) return {};
  if (typeof schema.$ref === 'string') {
    const m = REF.exec(schema.$ref);
    return m ? { $ref: `${DEFS_ID}#/definitions/${m[1]}` } : {};
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DROP.has(k) || k.startsWith('x-')) continue;
    switch (k) {
      case 'properties': {
        const props: Json = {};
        for (const [name, p] of Object.entries(isObj(v) ? v : {}))
          props[name] = hidden(p, mode, components) ? false : convertSchema(p, mode, components);
        out.properties = props;
        break;
      }
      case 'required': {
        const props = isObj(schema.properties) ? schema.properties : {};
        const req = (Array.isArray(v) ? v : []).filter(
          (n) => !hidden(props[String(n)], mode, components),
        );
        if (req.length) out.required = req;
        break;
      }
      case 'items':
      case 'additionalProperties':
      case 'not':
        out[k] = typeof v === 'boolean' ? v : convertSchema(v, mode, components);
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        out[k === 'oneOf' ? 'anyOf' : k] = (Array.isArray(v) ? v : []).map((s) =>
          convertSchema(s, mode, components),
        );
        break;
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        if (v === true) out[k] = schema[k === 'exclusiveMinimum' ? 'minimum' : 'maximum'];
        else if (typeof v === 'number') out[k] = v;
        break;
      case 'minimum':
      case 'maximum':
        if (schema[k === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'] !== true) out[k] = v;
        break;
      case 'type': {
        // A spec's typo (`type: date-time`) must not make Ajv refuse the whole spec: a type
        // JSON Schema does not know constrains nothing, as a reader of the spec would take it.
        const types = (Array.isArray(v) ? v : [v]).filter((t) => JSON_TYPES.has(t as string));
        if (types.length) out.type = Array.isArray(v) ? types : types[0];
        break;
      }
      default:
        out[k] = v;
    }
  }
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

/** Every component schema converted, as draft-07 `definitions`. */
export function convertComponents(components: Json, mode: Mode): Json {
  const defs: Json = {};
  for (const [name, s] of Object.entries(components))
    defs[name] = convertSchema(s, mode, components);
  return defs;
}
