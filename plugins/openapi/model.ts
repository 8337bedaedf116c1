import { deref } from './resolve-ref';
import { operationSlug, toSlug } from './slug';
import { namedSchemas } from './schema-usage';
import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  SchemaObject,
  TagObject,
} from './types';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export interface ApiOperation {
  slug: string;
  method: string;
  path: string;
  operationId?: string;
  summary: string;
  tag: string;
  op: OperationObject;
  /** Path-level and operation-level parameters merged (operation wins), refs resolved. */
  parameters: ParameterObject[];
  webhook: boolean;
  deprecated: boolean;
}

export interface ApiTag {
  name: string;
  slug: string;
  description?: string;
  operations: ApiOperation[];
}

/** A named schema (`components.schemas`) and its page, `{base}/schemas/{slug}`. */
export interface ApiSchema {
  name: string;
  /** Route below the version base: `schemas/account`. */
  slug: string;
  schema: SchemaObject;
}

/**
 * Slug of the schema index page, `{base}/schemas`; schema pages are below it. A spec whose tag
 * already has that slug (a SCIM `Schemas` resource) keeps its tag page there, and its schema
 * pages go under `{base}/models` instead.
 */
export const SCHEMAS_SLUG = 'schemas';
export const SCHEMAS_FALLBACK_SLUG = 'models';

export interface ApiModel {
  doc: OpenApiDocument;
  title: string;
  version: string;
  /** Slug of the landing page ("About this API"), when the API list gives one. */
  landingSlug?: string;
  tags: ApiTag[];
  operations: ApiOperation[];
  /** Named schemas in document order (empty when the spec has none). */
  schemas: ApiSchema[];
  /** Slug of the schema index (`schemas`, or `models` where a tag has `schemas`); undefined without schemas. */
  schemaIndexSlug?: string;
  /** Schema name → its page's slug. */
  schemaSlugs: Map<string, string>;
  warnings: string[];
}

export const UNTAGGED = 'Other operations';

function mergeParameters(
  doc: OpenApiDocument,
  pathItem: PathItemObject,
  op: OperationObject,
): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  const add = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const raw of list) {
      const p = deref<ParameterObject>(doc, raw as ParameterObject);
      if (!p || typeof p !== 'object' || typeof p.name !== 'string') continue;
      byKey.set(`${p.in}:${p.name}`, p);
    }
  };
  add(pathItem.parameters);
  add(op.parameters);
  return [...byKey.values()];
}

/** A route-safe summary: the spec's summary, else the operationId, else `METHOD path`. */
function summaryOf(op: OperationObject, method: string, path: string): string {
  const s = typeof op.summary === 'string' ? op.summary.trim() : '';
  if (s) return s.replace(/\s+/g, ' ');
  if (op.operationId) return op.operationId;
  return `${method.toUpperCase()} ${path}`;
}

/**
 * Builds the page model of one spec: operations with unique slugs, grouped by tag.
 * `reserved` slugs (the landing page, hand-written pages) are never given to an operation.
 */
export function buildModel(
  doc: OpenApiDocument,
  opts: { landingSlug?: string; reserved?: string[]; file?: string },
): ApiModel {
  const warnings: string[] = [];
  const operations: ApiOperation[] = [];
  const collect = (items: Record<string, PathItemObject> | undefined, webhook: boolean) => {
    for (const [path, rawItem] of Object.entries(items ?? {})) {
      const pathItem = deref<PathItemObject>(doc, rawItem);
      if (!pathItem || typeof pathItem !== 'object') continue;
      // Document order of the methods, so duplicate slugs are numbered as the spec reads.
      const methods = Object.keys(pathItem).filter((k): k is (typeof HTTP_METHODS)[number] =>
        (HTTP_METHODS as readonly string[]).includes(k),
      );
      for (const method of methods) {
        const op = pathItem[method] as OperationObject | undefined;
        if (!op || typeof op !== 'object') continue;
        // x-internal (Redocly's convention): not published, so no page, sidebar entry, search record or comparison.
        if (
          (op as Record<string, unknown>)['x-internal'] === true ||
          (pathItem as Record<string, unknown>)['x-internal'] === true
        )
          continue;
        const tags = Array.isArray(op.tags)
          ? op.tags.filter((t) => typeof t === 'string' && t.trim())
          : [];
        operations.push({
          slug: '',
          method,
          path,
          operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
          summary: summaryOf(op, method, path),
          tag: tags[0] ?? UNTAGGED,
          op,
          parameters: mergeParameters(doc, pathItem, op),
          webhook,
          deprecated: op.deprecated === true,
        });
      }
    }
  };
  collect(doc.paths, false);
  collect(doc.webhooks as Record<string, PathItemObject> | undefined, true);

  // Tags: declared order first, then tags only used by operations, untagged last.
  const declared = new Map<string, TagObject>();
  for (const t of doc.tags ?? []) if (t && typeof t.name === 'string') declared.set(t.name, t);
  const used = new Set(operations.map((o) => o.tag));
  const tagNames = [
    ...[...declared.keys()].filter((n) => used.has(n)),
    ...[...used].filter((n) => !declared.has(n) && n !== UNTAGGED),
  ];
  if (used.has(UNTAGGED)) tagNames.push(UNTAGGED);

  // One slug namespace per spec: landing page, reserved pages, tag pages, then operations in document order.
  const taken = new Map<string, string>();
  if (opts.landingSlug) taken.set(opts.landingSlug, 'the API landing page');
  for (const r of opts.reserved ?? []) taken.set(r, `the page ${r}`);
  const named = namedSchemas(doc);
  const tagSlugs = new Set(tagNames.map((n) => toSlug(n)));
  const schemaIndexSlug = named.length
    ? tagSlugs.has(SCHEMAS_SLUG)
      ? SCHEMAS_FALLBACK_SLUG
      : SCHEMAS_SLUG
    : undefined;
  if (schemaIndexSlug) taken.set(schemaIndexSlug, 'the schema index');
  const claim = (wanted: string, owner: string): string => {
    if (!taken.has(wanted)) {
      taken.set(wanted, owner);
      return wanted;
    }
    let n = 2;
    while (taken.has(`${wanted}-${n}`)) n++;
    const slug = `${wanted}-${n}`;
    warnings.push(
      `${opts.file ?? 'spec'}: ${owner} and ${taken.get(wanted)} both map to "${wanted}"; ${owner} gets "${slug}"`,
    );
    taken.set(slug, owner);
    return slug;
  };
  const tags: ApiTag[] = tagNames.map((name) => ({
    name,
    slug: claim(toSlug(name) || 'tag', `tag "${name}"`),
    description: declared.get(name)?.description,
    operations: [],
  }));
  const tagByName = new Map(tags.map((t) => [t.name, t]));
  for (const o of operations) {
    const label = `${o.method.toUpperCase()} ${o.path}${o.operationId ? ` (${o.operationId})` : ''}`;
    o.slug = claim(operationSlug(o), `operation ${label}`);
    tagByName.get(o.tag)!.operations.push(o);
  }
  // Schema pages have a namespace of their own below `schemas/`.
  const schemaTaken = new Map<string, string>();
  const schemas: ApiSchema[] = named.map(({ name, schema }) => {
    const wanted = toSlug(name) || 'schema';
    let slug = wanted;
    for (let n = 2; schemaTaken.has(slug); n++) slug = `${wanted}-${n}`;
    if (slug !== wanted)
      warnings.push(
        `${opts.file ?? 'spec'}: schemas "${name}" and "${schemaTaken.get(wanted)}" both map to "${wanted}"; "${name}" gets "${slug}"`,
      );
    schemaTaken.set(slug, name);
    return { name, slug: `${schemaIndexSlug}/${slug}`, schema };
  });
  return {
    doc,
    title: doc.info?.title?.trim() || 'API reference',
    version: String(doc.info?.version ?? ''),
    landingSlug: opts.landingSlug,
    tags,
    operations,
    schemas,
    schemaIndexSlug,
    schemaSlugs: new Map(schemas.map((x) => [x.name, x.slug])),
    warnings,
  };
}
