import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { DEFS_ID, convertComponents, convertSchema, type Mode } from './openapi-json-schema';

/**
 * Examples the API accepts: a guide's JSON request body validated against its operation's
 * request schema (read-only properties forbidden, required ones present, enums and types as the
 * spec says), a response example against that response's schema (write-only ones forbidden).
 * One Ajv per spec and direction, the spec's components added once; formats are not checked
 * (examples carry placeholders such as shortened IDs).
 */
type Json = Record<string, unknown>;

const ajvs = new WeakMap<object, Record<Mode, Ajv>>();
const compiled = new WeakMap<object, Partial<Record<Mode, ValidateFunction>>>();

function ajvFor(components: Json, mode: Mode): Ajv {
  let pair = ajvs.get(components);
  if (!pair) {
    const make = (m: Mode) => {
      const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
      ajv.addSchema({ $id: DEFS_ID, definitions: convertComponents(components, m) });
      return ajv;
    };
    pair = { request: make('request'), response: make('response') };
    ajvs.set(components, pair);
  }
  return pair[mode];
}

/** One Ajv error in words: where in the example, and what is wrong. */
function describe(e: ErrorObject, mode: Mode): string {
  const where = e.instancePath || '(the body)';
  if (e.keyword === 'false schema')
    return `${where} is ${mode === 'request' ? 'read-only: the API sets it' : 'write-only: the API never returns it'}`;
  if (e.keyword === 'enum') {
    const values = (e.params as { allowedValues: unknown[] }).allowedValues;
    const list = values.slice(0, 8).map((v) => JSON.stringify(v));
    return `${where} must be one of ${list.join(', ')}${values.length > 8 ? ` … (${values.length} values)` : ''}`;
  }
  return `${where} ${e.message ?? 'is invalid'}`;
}

/** Problems of `value` against an operation's schema: empty when it validates. */
export function validateExample(
  value: unknown,
  schema: unknown,
  components: Json,
  mode: Mode,
): string[] {
  const key = (schema && typeof schema === 'object' ? schema : { schema }) as object;
  let fns = compiled.get(key);
  if (!fns) compiled.set(key, (fns = {}));
  let validate = fns[mode];
  if (!validate) {
    validate = ajvFor(components, mode).compile(
      convertSchema(schema, mode, components) as Json,
    ) as ValidateFunction;
    fns[mode] = validate;
  }
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  // The branches of an anyOf each report; their summary line ("must match a schema in anyOf")
  // says less than the first concrete error, so concrete errors come first.
  const concrete = errors.filter((e) => e.keyword !== 'anyOf');
  const shown = [...new Set((concrete.length ? concrete : errors).map((e) => describe(e, mode)))];
  return shown.slice(0, 4).concat(shown.length > 4 ? [`… ${shown.length - 4} more`] : []);
}
