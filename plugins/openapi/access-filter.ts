import { deref } from './resolve-ref';
import type { OpenApiDocument, SchemaObject } from './types';

/**
 * Which side of the exchange an example is for: a request leaves out `readOnly` properties (the
 * API sets them), a response leaves out `writeOnly` ones (the API never returns them).
 */
export type AccessMode = 'request' | 'response';

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A schema's `allOf` members, flattened, with refs followed; the schema itself first. */
export function flatten(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  out: SchemaObject[] = [],
) {
  if (!schema || typeof schema !== 'object') return out;
  // A 3.1 `$ref` may carry siblings (`readOnly` among them): keep the object itself too.
  if (out.includes(schema)) return out;
  out.push(schema);
  if (typeof schema.$ref === 'string') flatten(doc, deref<SchemaObject>(doc, schema), out);
  for (const member of schema.allOf ?? []) flatten(doc, member, out);
  return out;
}

/** True when the property's schema (its ref target or an `allOf` member included) is hidden in `mode`. */
export function hiddenIn(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  mode: AccessMode,
): boolean {
  const flag = mode === 'request' ? 'readOnly' : 'writeOnly';
  return flatten(doc, schema).some((s) => s[flag] === true);
}

/** What one value is checked against: each property with every schema declaring it, the map and item schemas. */
export interface ObjectView {
  properties: Map<string, SchemaObject[]>;
  additional: SchemaObject[];
  items: SchemaObject[];
}

/** The `oneOf`/`anyOf` branch a value is an instance of: the discriminator's, else the best match. */
function chooseBranch(
  doc: OpenApiDocument,
  owner: SchemaObject,
  branches: SchemaObject[],
  value: unknown,
): SchemaObject | undefined {
  const disc = owner.discriminator;
  if (disc && isObject(value) && typeof value[disc.propertyName] === 'string') {
    const tag = value[disc.propertyName] as string;
    const ref = disc.mapping?.[tag];
    const hit = branches.find(
      (b) =>
        (ref && b.$ref === ref) ||
        (!ref && typeof b.$ref === 'string' && b.$ref.endsWith(`/${tag}`)),
    );
    if (hit) return hit;
  }
  if (!isObject(value)) return undefined;
  // The branch declaring most of the value's keys (ties: the first, as the sampler picks it).
  let best: SchemaObject | undefined;
  let bestScore = -1;
  const keys = Object.keys(value);
  for (const branch of branches) {
    const declared = new Set<string>();
    for (const s of flatten(doc, branch))
      for (const name of Object.keys(s.properties ?? {})) declared.add(name);
    const score = keys.filter((k) => declared.has(k)).length;
    if (score > bestScore) {
      best = branch;
      bestScore = score;
    }
  }
  return best;
}

export function viewOf(doc: OpenApiDocument, schemas: SchemaObject[], value: unknown): ObjectView {
  const view: ObjectView = { properties: new Map(), additional: [], items: [] };
  const seen = new Set<SchemaObject>();
  const add = (schema: SchemaObject | undefined) => {
    for (const s of flatten(doc, schema)) {
      if (seen.has(s)) continue;
      seen.add(s);
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        const list = view.properties.get(name) ?? [];
        list.push(prop);
        view.properties.set(name, list);
      }
      if (isObject(s.additionalProperties)) view.additional.push(s.additionalProperties);
      if (isObject(s.items)) view.items.push(s.items);
      for (const key of ['oneOf', 'anyOf'] as const) {
        const branches = s[key];
        if (Array.isArray(branches) && branches.length) add(chooseBranch(doc, s, branches, value));
      }
    }
  };
  for (const s of schemas) add(s);
  return view;
}

/**
 * The example without the properties `mode` leaves out, at every depth: through `$ref`, `allOf`,
 * the `oneOf`/`anyOf` branch the value matches, nested objects, `additionalProperties` and arrays.
 * Works on spec-given examples as on generated ones (the sampler's own skipping does not reach
 * either everywhere). The input is not changed.
 */
export function omitByAccess(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  value: unknown,
  mode: AccessMode,
): unknown {
  return walk(doc, schema ? [schema] : [], value, mode, 0);
}

function walk(
  doc: OpenApiDocument,
  schemas: SchemaObject[],
  value: unknown,
  mode: AccessMode,
  depth: number,
): unknown {
  if (!schemas.length || depth > 40 || value === null || typeof value !== 'object') return value;
  const view = viewOf(doc, schemas, value);
  if (Array.isArray(value))
    return view.items.length ? value.map((v) => walk(doc, view.items, v, mode, depth + 1)) : value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const declared = view.properties.get(key);
    if (declared?.some((p) => hiddenIn(doc, p, mode))) continue;
    out[key] = walk(doc, declared ?? view.additional, v, mode, depth + 1);
  }
  return out;
}
