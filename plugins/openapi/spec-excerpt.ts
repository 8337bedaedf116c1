import { specText } from './published-spec';
import { pointerSegments } from './resolve-ref';
import type { ApiOperation } from './model';
import type { OpenApiDocument, SecurityRequirement } from './types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * One operation as a small OpenAPI document of its own: `openapi`, `info`, `servers`, the path
 * item with only that operation (and the path's own parameters and servers), every component it
 * references, transitively (schemas, parameters, responses, request bodies, examples, headers,
 * links, callbacks), the security schemes its security requirements name and the tags it uses.
 * Component refs keep their pointers, so the document reads like the spec; a ref into any other
 * part of the spec (a bundler may point into another path) is copied in place.
 */
export function operationExcerpt(doc: OpenApiDocument, op: ApiOperation): OpenApiDocument {
  const components: Record<string, Record<string, unknown>> = {};
  const copied = new Set<string>();

  const target = (segs: readonly string[]): unknown => {
    let t: unknown = doc;
    for (const s of segs)
      t = isObject(t) || Array.isArray(t) ? (t as Record<string, unknown>)[s] : undefined;
    return t;
  };

  /** The value with its component refs recorded (and their targets copied) and other refs inlined. */
  const visit = (value: unknown, inlining: ReadonlySet<string> = new Set()): unknown => {
    if (Array.isArray(value)) return value.map((v) => visit(v, inlining));
    if (!isObject(value)) return value;
    const ref = value.$ref;
    if (typeof ref === 'string') {
      const segs = pointerSegments(ref);
      if (segs && segs[0] === 'components' && segs.length === 3) {
        const [, kind, name] = segs as [string, string, string];
        if (!copied.has(ref)) {
          copied.add(ref);
          const t = target(segs);
          (components[kind] ??= {})[name] = t === undefined ? {} : visit(t);
        }
      } else if (segs && !inlining.has(ref)) {
        const t = target(segs);
        // Siblings of the ref (3.1) are kept over the inlined target.
        const { $ref: _ignored, ...siblings } = value;
        if (t !== undefined)
          return {
            ...(visit(t, new Set([...inlining, ref])) as object),
            ...(visit(siblings, inlining) as object),
          };
      }
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, inlining)]));
  };

  const opObject = visit(op.op) as Record<string, unknown>;
  const source = op.webhook ? doc.webhooks : doc.paths;
  const rawItem = source?.[op.path];
  const item = (
    isObject(rawItem) && typeof rawItem.$ref === 'string'
      ? target(pointerSegments(rawItem.$ref) ?? [])
      : rawItem
  ) as Record<string, unknown> | undefined;
  const pathItem: Record<string, unknown> = {};
  for (const key of ['summary', 'description', 'servers', 'parameters'])
    if (item?.[key] !== undefined) pathItem[key] = visit(item[key]);
  pathItem[op.method] = opObject;

  // Security schemes are named by requirements, not referenced.
  const requirements = (op.op.security ?? doc.security ?? []) as SecurityRequirement[];
  const schemes = doc.components?.securitySchemes ?? {};
  for (const name of new Set(requirements.flatMap((r) => Object.keys(r ?? {})))) {
    const scheme = (schemes as Record<string, unknown>)[name];
    if (scheme !== undefined) (components.securitySchemes ??= {})[name] = visit(scheme);
  }

  // The title and version only: the spec's long description stays in the spec and its landing page.
  const info = { title: doc.info?.title ?? 'API', version: doc.info?.version ?? '' };
  const out: OpenApiDocument = { openapi: doc.openapi, info } as OpenApiDocument;
  const rec = out as unknown as Record<string, unknown>;
  const src = doc as unknown as Record<string, unknown>;
  if (src.jsonSchemaDialect !== undefined) rec.jsonSchemaDialect = src.jsonSchemaDialect;
  if (doc.servers) out.servers = doc.servers;
  if (!op.op.security && doc.security) out.security = doc.security;
  const tags = (doc.tags ?? []).filter((t) => (op.op.tags ?? []).includes(t.name));
  if (tags.length) out.tags = tags;
  if (op.webhook) {
    rec.webhooks = { [op.path]: pathItem };
    // 3.0 has no webhooks; a 3.1 document needs paths, components or webhooks, so paths may be empty.
    out.paths = {};
  } else out.paths = { [op.path]: pathItem };
  if (Object.keys(components).length)
    out.components = Object.fromEntries(
      Object.entries(components).map(([kind, named]) => [
        kind,
        sortedLike(named, doc.components?.[kind as keyof typeof doc.components]),
      ]),
    ) as OpenApiDocument['components'];
  return out;
}

/** The copied components in the spec's own order. */
function sortedLike(named: Record<string, unknown>, original: unknown): Record<string, unknown> {
  const order = isObject(original) ? Object.keys(original) : [];
  return Object.fromEntries(
    Object.entries(named).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
  );
}

/** The excerpt's path under `/api-specs/`: `excerpts/<spec stem>/<operation slug>.<ext>`. */
export const excerptFile = (stem: string, slug: string, json: boolean) =>
  `excerpts/${stem}/${slug}.${json ? 'json' : 'yaml'}`;

/** A component's YAML as a 4-space-indented `name: …` entry, by spec and `kind/name`: every excerpt that references it repeats it. */
const componentYaml = new WeakMap<OpenApiDocument, Map<string, string>>();
const PLAIN_KEY = /^[A-Za-z][\w-]*$/;

/**
 * The excerpt as `/api-specs/` publishes it: JSON on one line; YAML as specText writes it, made
 * faster by parts: the excerpt without its components, then each component's entry, taken from
 * the spec's cache (js-yaml writes a nested block as the same block indented, so the parts join
 * into the text of the whole; spec-excerpt.test.ts compares them for every operation of the
 * specs). Serializing each operation's shared schemas again was most of the excerpts' cost.
 */
export function excerptText(doc: OpenApiDocument, excerpt: OpenApiDocument, json: boolean): string {
  const { components, ...head } = excerpt;
  // JSON without indentation: an excerpt is for tools (a client, a generator), and an operation
  // whose schemas reach hundreds of others made 1 MB of indented JSON (bench:deep: 972 MB of
  // excerpts, most of the output). Browsers' JSON viewers indent it for reading.
  if (json) return `${JSON.stringify(excerpt)}\n`;
  const kinds = Object.entries(components ?? {}) as Array<[string, Record<string, unknown>]>;
  if (!kinds.length || kinds.some(([k]) => !PLAIN_KEY.test(k))) return specText(excerpt, false);
  let cache = componentYaml.get(doc);
  if (!cache) componentYaml.set(doc, (cache = new Map()));
  let text = `${specText(head, false)}components:\n`;
  for (const [kind, named] of kinds) {
    text += `  ${kind}:\n`;
    for (const [name, value] of Object.entries(named)) {
      const key = `${kind}/${name}`;
      let entry = cache.get(key);
      if (entry === undefined) {
        // Empty lines stay empty, as js-yaml indents them.
        entry = specText({ [name]: value }, false).replace(/^(?=.)/gm, '    ');
        cache.set(key, entry);
      }
      text += entry;
    }
  }
  return text;
}
