import { pointerSegments } from './resolve-ref';
import type { OpenApiDocument, OperationObject, SchemaObject } from './types';

const SCHEMA_REF = '#/components/schemas/';

/** The spec's named schemas (`components.schemas`, split files included once bundled), in document order. */
export function namedSchemas(doc: OpenApiDocument): Array<{ name: string; schema: SchemaObject }> {
  const all = (doc.components?.schemas ?? {}) as Record<string, SchemaObject>;
  return Object.entries(all)
    .filter(([, s]) => s && typeof s === 'object')
    .map(([name, schema]) => ({ name, schema }));
}

/**
 * The named schemas a value mentions directly: `$ref`s to `#/components/schemas/X`, and objects that
 * are a named schema itself (a spec published dereferenced shares the schema object through YAML
 * aliases instead of a ref). Other refs (responses, parameters, request bodies) are followed.
 */
function directNames(
  doc: OpenApiDocument,
  value: unknown,
  byObject: Map<object, string>,
  self?: string,
): Set<string> {
  const names = new Set<string>();
  const seen = new Set<object>();
  const visit = (v: unknown) => {
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    const named = byObject.get(v);
    if (named !== undefined && named !== self) {
      names.add(named);
      return;
    }
    const ref = (v as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      if (ref.startsWith(SCHEMA_REF)) {
        names.add(pointerSegments(ref)!.slice(2).join('/'));
        return;
      }
      const segs = pointerSegments(ref);
      let target: unknown = doc;
      for (const s of segs ?? [])
        target =
          target && typeof target === 'object' ? (target as Record<string, unknown>)[s] : undefined;
      visit(target);
      return;
    }
    for (const child of Array.isArray(v) ? v : Object.values(v)) visit(child);
  };
  if (value && typeof value === 'object') {
    // The schema's own object is not a mention of itself.
    seen.add(value);
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child);
  }
  return names;
}

/** What the parts of an operation that carry data mention: parameters, request body, responses, callbacks. */
function operationParts(op: OperationObject, pathParameters: unknown): unknown[] {
  return [pathParameters, op.parameters, op.requestBody, op.responses, op.callbacks];
}

/**
 * For every named schema, the operations that use it, directly or through other schemas, in the
 * order the operations are given. Each operation walks its own parts once, then the schema graph
 * from what it mentions (memoised per schema), so the cost stays linear in the spec's size.
 */
export function schemaUsage<Op extends { op: OperationObject }>(
  doc: OpenApiDocument,
  operations: readonly Op[],
  pathParametersOf: (op: Op) => unknown = () => undefined,
): Map<string, Op[]> {
  const schemas = namedSchemas(doc);
  const byObject = new Map<object, string>(
    schemas.map(({ name, schema }) => [schema as object, name]),
  );
  const edges = new Map<string, Set<string>>();
  const edgesOf = (name: string) => {
    let e = edges.get(name);
    if (!e) {
      const schema = (doc.components?.schemas as Record<string, unknown> | undefined)?.[name];
      e = directNames(doc, schema, byObject, name);
      edges.set(name, e);
    }
    return e;
  };
  const usage = new Map<string, Op[]>(schemas.map(({ name }) => [name, []]));
  for (const o of operations) {
    const reached = new Set<string>();
    const stack = [...directNames(doc, operationParts(o.op, pathParametersOf(o)), byObject)];
    while (stack.length) {
      const name = stack.pop()!;
      if (reached.has(name)) continue;
      reached.add(name);
      for (const next of edgesOf(name)) if (!reached.has(next)) stack.push(next);
    }
    for (const name of reached) usage.get(name)?.push(o);
  }
  return usage;
}
