/**
 * The operations of a bundled OpenAPI document (plugins/openapi/load-spec.ts), for checking the
 * requests guides show: method + path template, and the fields and operators its `filters`
 * parameter accepts, read from the description's "- **field**: *op, op*" lines.
 */
import { isJsonMediaType } from '../openapi/json-media';
import type { ApiCall } from './request-examples';

export interface SpecOperation {
  method: string;
  path: string;
  /** field → operators; null when the operation has no `filters` parameter. */
  filters: Map<string, string[]> | null;
  /** The JSON request body's schema (as the bundled document has it, `$ref`s unresolved). */
  requestSchema?: unknown;
  /** Status (`200`, `2XX`, `default`) → the JSON response's schema. */
  responseSchemas?: Record<string, unknown>;
}

/** The schema of a JSON media type (`application/json`, `application/json-patch+json`, …) of a `content` map. */
function jsonSchemaOf(doc: Json, content: unknown): unknown {
  const c = deref(doc, content) as Json | undefined;
  if (!c || typeof c !== 'object') return undefined;
  const key = Object.keys(c).find(isJsonMediaType);
  return key ? ((deref(doc, c[key]) as Json | undefined)?.schema ?? undefined) : undefined;
}

type Json = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows internal `$ref`s (`#/components/...`) of a bundled document. */
function deref(doc: Json, value: unknown, depth = 0): unknown {
  if (depth > 20 || !value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Json)[key] : undefined;
  }
  return deref(doc, node, depth + 1);
}

/** "- **name**: *eq, sw*" lines of a filters description. */
export function parseFilterFields(description: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of description.matchAll(/^\s*[-*]\s+\*\*([^*]+)\*\*\s*:\s*\*([^*]+)\*/gm)) {
    out.set(
      m[1]!.trim(),
      m[2]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return out;
}

export function specOperations(doc: Json): SpecOperation[] {
  const ops: SpecOperation[] = [];
  const paths = (doc.paths ?? {}) as Json;
  for (const [p, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem) as Json;
    const shared = (Array.isArray(item.parameters) ? item.parameters : []) as unknown[];
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [
        ...shared,
        ...((Array.isArray(op.parameters) ? op.parameters : []) as unknown[]),
      ].map((x) => deref(doc, x) as Json);
      const filter = params.find((x) => x && x.name === 'filters' && x.in === 'query');
      const body = deref(doc, op.requestBody) as Json | undefined;
      const requestSchema = body ? jsonSchemaOf(doc, body.content) : undefined;
      const responseSchemas: Record<string, unknown> = {};
      for (const [status, raw] of Object.entries((op.responses ?? {}) as Json)) {
        const schema = jsonSchemaOf(doc, (deref(doc, raw) as Json | undefined)?.content);
        if (schema !== undefined) responseSchemas[status] = schema;
      }
      ops.push({
        method: method.toUpperCase(),
        path: p,
        filters: filter ? parseFilterFields(String(filter.description ?? '')) : null,
        ...(requestSchema === undefined ? {} : { requestSchema }),
        responseSchemas,
      });
    }
  }
  return ops;
}

/** A guide's segment stands for a value: `{id}`, `{{id}}`, `:id`, `<id>`, `$ID`, `${id}`. */
const PLACEHOLDER = /^(\{\{?[^{}]+\}?\}|:[A-Za-z_]\w*|<[^<>]+>|\$\{?[A-Za-z_]\w*\}?)$/;
const TEMPLATE = /^\{[^{}]+\}$/;

/** Does a guide's path match a spec path template, segment by segment? */
export function pathMatches(template: string, actual: string): boolean {
  const t = template.split('/').filter(Boolean);
  const a = actual.split('/').filter(Boolean);
  if (t.length !== a.length) return false;
  return t.every((seg, i) => {
    const got = decodeURIComponent(a[i]!);
    if (TEMPLATE.test(seg)) return got.length > 0;
    return !PLACEHOLDER.test(got) && got === seg;
  });
}

/** The spec operation a call names, preferring a literal path over a template (`/sources/x` vs `/sources/{id}`). */
export function findOperation(
  ops: readonly SpecOperation[],
  method: string,
  path: string,
): SpecOperation | undefined {
  const candidates = ops.filter(
    (o) => o.method === method.toUpperCase() && pathMatches(o.path, path),
  );
  return candidates.sort(
    (x, y) => (x.path.match(/\{/g)?.length ?? 0) - (y.path.match(/\{/g)?.length ?? 0),
  )[0];
}

const OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'co', 'sw', 'pr', 'isnull'];

/** `field op value` terms of a filter expression (string values and lists removed first). */
export function filterTerms(expr: string): Array<{ field: string; op: string }> {
  const bare = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/'(?:[^'\\]|\\.)*'/g, "''");
  const out: Array<{ field: string; op: string }> = [];
  const re = new RegExp(String.raw`([A-Za-z_][\w.]*)\s+(${OPERATORS.join('|')})\b`, 'g');
  for (const m of bare.matchAll(re)) {
    if (['and', 'or', 'not'].includes(m[1]!.toLowerCase())) continue;
    out.push({ field: m[1]!, op: m[2]! });
  }
  return out;
}

/** Problems of one call against the operations of its version's spec (`specName` for messages). */
export function checkCall(
  call: ApiCall,
  ops: readonly SpecOperation[],
  specName: string,
): string[] {
  const label = `${call.method} /${call.version}${call.path}`;
  const op = findOperation(ops, call.method, call.path);
  if (!op) return [`${label} is not an operation of ${specName}`];
  if (call.filters === undefined) return [];
  if (!op.filters)
    return [
      `${label}: ${op.method} ${op.path} takes no filters parameter, but the example sends filters=${call.filters}`,
    ];
  const problems: string[] = [];
  const terms = filterTerms(call.filters);
  if (!terms.length)
    problems.push(`${label}: cannot read a "field op value" term in filters=${call.filters}`);
  const accepted = [...op.filters].map(([f, o]) => `${f}: ${o.join(', ')}`).join('; ');
  for (const { field, op: operator } of terms) {
    const allowed = op.filters.get(field);
    if (!allowed)
      problems.push(
        `${label}: filters field "${field}" is not one ${op.method} ${op.path} accepts (${accepted || 'none listed'})`,
      );
    else if (!allowed.includes(operator))
      problems.push(
        `${label}: filters field "${field}" does not take "${operator}" on ${op.method} ${op.path} (it takes ${allowed.join(', ')})`,
      );
  }
  return problems;
}
