import { pointerSegments } from './resolve-ref';
import type { OpenApiDocument, SchemaObject } from './types';

/** A JSON Schema (2020-12) as a plain object. */
export type JsonSchema = Record<string, unknown> | boolean;

export interface JsonSchemaOptions {
  /** Properties marked so become `false` (forbidden) and leave `required`: `readOnly` for a request body. */
  forbid?: 'readOnly' | 'writeOnly';
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * An OpenAPI 3.0/3.1 schema as a JSON Schema 2020-12 that Ajv (`ajv/dist/2020`) validates with:
 * internal `$ref`s become `$defs` (circular schemas stay finite), 3.0's `nullable` adds `null` to
 * the type (and the enum), boolean `exclusiveMinimum`/`Maximum` become numbers, and properties
 * marked `forbid` are forbidden. `oneOf` becomes `anyOf`: a generated example often fits several
 * branches, and "exactly one" would fail it for the spec's ambiguity, not the example's.
 * OpenAPI-only keywords (`discriminator`, `example`, `xml`…) are left for Ajv to ignore
 * (`strict: false`).
 */
export function toJsonSchema(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  opts: JsonSchemaOptions = {},
): Record<string, unknown> {
  const defs: Record<string, JsonSchema> = {};
  const keys = new Map<string, string>();
  const is31 = typeof doc.openapi === 'string' && doc.openapi.startsWith('3.1');

  const target = (ref: string): unknown => {
    let t: unknown = doc;
    for (const s of pointerSegments(ref) ?? [])
      t = isObject(t) || Array.isArray(t) ? (t as Record<string, unknown>)[s] : undefined;
    return t;
  };

  /** Whether a property schema carries the forbidden flag: itself, its ref target or an allOf member. */
  const flagged = (s: unknown, seen = new Set<unknown>()): boolean => {
    if (!opts.forbid || !isObject(s) || seen.has(s)) return false;
    seen.add(s);
    if (s[opts.forbid] === true) return true;
    if (typeof s.$ref === 'string' && flagged(target(s.$ref), seen)) return true;
    return Array.isArray(s.allOf) && s.allOf.some((m) => flagged(m, seen));
  };

  const refTo = (ref: string): Record<string, unknown> => {
    let key = keys.get(ref);
    if (!key) {
      key = `d${keys.size}`;
      keys.set(ref, key);
      const t = target(ref);
      defs[key] = true;
      defs[key] = t === undefined ? true : convert(t);
    }
    return { $ref: `#/$defs/${key}` };
  };

  /** Names of forbidden properties an object declares, in itself, its ref target and `allOf` members. */
  const flaggedNames = (s: unknown, names = new Set<string>(), seen = new Set<unknown>()) => {
    if (!isObject(s) || seen.has(s)) return names;
    seen.add(s);
    for (const [name, p] of Object.entries(isObject(s.properties) ? s.properties : {}))
      if (flagged(p)) names.add(name);
    if (typeof s.$ref === 'string') flaggedNames(target(s.$ref), names, seen);
    for (const m of Array.isArray(s.allOf) ? s.allOf : []) flaggedNames(m, names, seen);
    return names;
  };

  /**
   * `drop`: names an `allOf` sibling declares forbidden, so a member's `required` must not ask for
   * them (a 3.0 `required` read-only field is required in responses only); such members are
   * converted in place rather than shared through `$defs`.
   */
  const convert = (raw: unknown, drop?: Set<string>, inline = new Set<unknown>()): JsonSchema => {
    if (typeof raw === 'boolean') return raw;
    if (!isObject(raw)) return true;
    const out: Record<string, unknown> = {};
    const oneOf: JsonSchema[] = [];
    if (opts.forbid && Array.isArray(raw.allOf)) {
      const names = flaggedNames(raw);
      if (names.size) drop = new Set([...(drop ?? []), ...names]);
    }
    for (const [k, v] of Object.entries(raw)) {
      if (k === '$ref' && typeof v === 'string') {
        const t = target(v);
        if (drop?.size && isObject(t) && !inline.has(t)) {
          const expanded = convert(t, drop, new Set([...inline, t]));
          Object.assign(out, isObject(expanded) ? expanded : { allOf: [expanded] });
        } else Object.assign(out, refTo(v));
      } else if (k === 'allOf' && Array.isArray(v))
        out.allOf = v.map((m) => convert(m, drop, inline));
      else if (k === 'properties' && isObject(v)) {
        const props: Record<string, JsonSchema> = {};
        for (const [name, p] of Object.entries(v)) props[name] = flagged(p) ? false : convert(p);
        out.properties = props;
      } else if (k === 'required') {
        // `required: true` on a property (Swagger habit) means nothing in a schema: left out.
        if (!Array.isArray(v)) continue;
        const props = isObject(raw.properties) ? raw.properties : {};
        const req = v.filter((n) => typeof n === 'string' && !flagged(props[n]) && !drop?.has(n));
        if (req.length) out.required = req;
      } else if (
        [
          'items',
          'additionalProperties',
          'not',
          'contains',
          'propertyNames',
          'if',
          'then',
          'else',
          'unevaluatedProperties',
          'unevaluatedItems',
        ].includes(k)
      )
        out[k] = Array.isArray(v) ? v.map((x) => convert(x)) : convert(v);
      else if (k === 'oneOf' && Array.isArray(v)) oneOf.push({ anyOf: v.map((x) => convert(x)) });
      else if (['anyOf', 'prefixItems'].includes(k) && Array.isArray(v))
        out[k] = v.map((x) => convert(x));
      else if (
        ['patternProperties', 'dependentSchemas', '$defs', 'definitions'].includes(k) &&
        isObject(v)
      )
        out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, convert(s)]));
      else if ((k === 'exclusiveMinimum' || k === 'exclusiveMaximum') && typeof v === 'boolean') {
        const bound = k === 'exclusiveMinimum' ? 'minimum' : 'maximum';
        if (v && typeof raw[bound] === 'number') out[k] = raw[bound];
      } else if (k === 'nullable' || k === 'discriminator' || k === 'xml' || k === 'externalDocs')
        continue;
      else out[k] = v;
    }
    // A 3.0 exclusive bound replaces its inclusive one.
    if (raw.exclusiveMinimum === true) delete out.minimum;
    if (raw.exclusiveMaximum === true) delete out.maximum;
    if (oneOf.length) out.allOf = [...((out.allOf as JsonSchema[] | undefined) ?? []), ...oneOf];
    if (!is31 && raw.nullable === true) return nullable(out);
    return out;
  };

  const root = convert(schema ?? {});
  const base = isObject(root) ? root : { allOf: [root] };
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...base, $defs: defs };
}

/** 3.0's `nullable: true`: `null` allowed beside the schema's type (and enum). */
function nullable(s: Record<string, unknown>): JsonSchema {
  if (typeof s.type === 'string') s.type = [s.type, 'null'];
  else if (Array.isArray(s.type) && !s.type.includes('null')) s.type = [...s.type, 'null'];
  else if (s.type === undefined) return { anyOf: [{ type: 'null' }, s] };
  if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null];
  return s;
}
