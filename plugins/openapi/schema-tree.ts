import { clip, esc } from '../shared/html';
import { markdownToHtml } from './markdown-html';
import { deref, refName } from './resolve-ref';
import { lazy } from './lazy-html';
import { renderTabs, type TabNamer } from './tabs';
import type { OpenApiDocument, SchemaObject } from './types';
import { chargeField, FIELDS_SHOWN, linkedHere, type TreeBudget } from './page-budget';

/**
 * Renders a schema as an expandable HTML tree (native <details>, no JS needed):
 * allOf merged, oneOf/anyOf as tabs, discriminator mapping listed,
 * nullable / readOnly / writeOnly / enums / formats / constraints shown, and a named
 * schema that was already shown on the page (or is its own ancestor) rendered as a link
 * to where it is expanded instead of being expanded again.
 */
export interface TreeContext {
  doc: OpenApiDocument;
  /** Named schemas already expanded on this page → anchor id of that expansion. */
  shown: Map<string, string>;
  /** Hide readOnly fields (requests) or writeOnly fields (responses); a schema's own page shows both. */
  mode: 'request' | 'response' | 'schema';
  maxDepth: number;
  tabs: TabNamer;
  /** Element ids already on the page, so a 'same structure as' link always has a target. */
  ids: Set<string>;
  /**
   * Whether fields show their example values: not when the body's example beside them is generated
   * from this schema (render-operation.ts renderContent), as it holds the same values.
   */
  fieldExamples: boolean;
  /** The page of a named schema (`{base}/schemas/account`), when the API has schema pages. */
  schemaHref?: (name: string) => string | undefined;
  /** How much of the page's trees may be expanded (page-budget.ts); none: all of it. */
  budget?: TreeBudget;
}

export function newTreeContext(
  doc: OpenApiDocument,
  mode: TreeContext['mode'],
  tabs: TabNamer,
  schemaHref?: TreeContext['schemaHref'],
  budget?: TreeBudget,
): TreeContext {
  return {
    doc,
    shown: new Map(),
    mode,
    maxDepth: 7,
    tabs,
    ids: new Set(),
    fieldExamples: true,
    schemaHref,
    ...(budget ? { budget } : {}),
  };
}

const PRIMITIVE_WORDS = new Set([
  'string',
  'integer',
  'number',
  'boolean',
  'object',
  'array',
  'any',
  'null',
  'enum',
  'one',
  'of',
]);

/**
 * A type label as HTML, each named schema in it (`Account` in `array<Account>`) a link to its
 * page: the reader goes from a field to the schema's own page, with its other uses.
 */
export function typeLabelHtml(
  label: string,
  schemaHref?: (name: string) => string | undefined,
): string {
  if (!schemaHref) return esc(label);
  const parts = label.split(/([A-Za-z_][\w.-]*)/);
  return parts
    .map((part, i) => {
      // Odd parts are words; a format (`string<date-time>`) is not a schema name.
      const isFormat =
        i >= 2 && parts[i - 1] === '<' && /^(string|integer|number|boolean)$/.test(parts[i - 2]!);
      const href =
        i % 2 === 1 && !isFormat && !PRIMITIVE_WORDS.has(part) ? schemaHref(part) : undefined;
      return href ? `<a href="${esc(href)}">${esc(part)}</a>` : esc(part);
    })
    .join('');
}

const slugPart = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';

function typesOf(s: SchemaObject): string[] {
  if (Array.isArray(s.type)) return s.type.map(String);
  if (typeof s.type === 'string') return [s.type];
  if (s.properties || s.additionalProperties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

export function isNullable(s: SchemaObject): boolean {
  return (
    s.nullable === true ||
    typesOf(s).includes('null') ||
    (Array.isArray(s.oneOf) && s.oneOf.some((o) => o && (o as SchemaObject).type === 'null'))
  );
}

/** Merges allOf members (refs resolved) into one schema: properties, required and the rest. */
export function mergeAllOf(doc: OpenApiDocument, schema: SchemaObject, depth = 0): SchemaObject {
  if (!Array.isArray(schema.allOf) || depth > 10) return schema;
  const merged: SchemaObject = {
    ...schema,
    allOf: undefined,
    properties: { ...schema.properties },
    required: [...(schema.required ?? [])],
  };
  for (const part of schema.allOf) {
    const resolved = deref<SchemaObject>(doc, part);
    if (!resolved || typeof resolved !== 'object') continue;
    const flat = mergeAllOf(doc, resolved, depth + 1);
    Object.assign(merged.properties!, flat.properties ?? {});
    merged.required!.push(...(flat.required ?? []));
    for (const key of [
      'type',
      'description',
      'discriminator',
      'oneOf',
      'anyOf',
      'items',
      'additionalProperties',
      'enum',
      'format',
      'nullable',
    ] as const) {
      if (merged[key] === undefined && flat[key] !== undefined)
        (merged as Record<string, unknown>)[key] = flat[key];
    }
  }
  if (!Object.keys(merged.properties!).length) delete merged.properties;
  return merged;
}

/** Short type label: `string<date-time>`, `array<Account>`, `Account`, `string | null`. */
export function typeLabel(doc: OpenApiDocument, raw: SchemaObject | undefined, depth = 0): string {
  if (!raw || typeof raw !== 'object') return 'any';
  if (raw.$ref) {
    const target = deref<SchemaObject>(doc, raw);
    const name = refName(raw.$ref);
    if (
      target &&
      depth < 3 &&
      typesOf(target).length === 1 &&
      ['string', 'integer', 'number', 'boolean'].includes(typesOf(target)[0]!)
    ) {
      return typeLabel(doc, target, depth + 1);
    }
    return name;
  }
  const s = raw;
  const types = typesOf(s).filter((t) => t !== 'null');
  let label: string;
  if (types.includes('array') && types.length === 1)
    label = `array<${typeLabel(doc, s.items, depth + 1)}>`;
  else if (types.length)
    label = types.map((t) => (s.format && t !== 'object' ? `${t}<${s.format}>` : t)).join(' | ');
  else if (s.oneOf) label = 'one of';
  else if (s.anyOf) label = 'any of';
  else if (s.allOf) label = 'object';
  else if (s.enum) label = 'enum';
  else label = 'any';
  return isNullable(s) ? `${label} | null` : label;
}

function constraints(s: SchemaObject): string[] {
  const out: string[] = [];
  const num = (label: string, v: unknown) => typeof v === 'number' && out.push(`${label} ${v}`);
  num('≥', s.minimum);
  num('≤', s.maximum);
  if (typeof s.exclusiveMinimum === 'number') out.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.exclusiveMaximum === 'number') out.push(`< ${s.exclusiveMaximum}`);
  if (s.exclusiveMinimum === true && typeof s.minimum === 'number')
    out[out.indexOf(`≥ ${s.minimum}`)] = `> ${s.minimum}`;
  if (s.exclusiveMaximum === true && typeof s.maximum === 'number')
    out[out.indexOf(`≤ ${s.maximum}`)] = `< ${s.maximum}`;
  num('min length', s.minLength);
  num('max length', s.maxLength);
  num('min items', s.minItems);
  num('max items', s.maxItems);
  num('multiple of', s.multipleOf);
  if (s.uniqueItems) out.push('unique items');
  if (typeof s.pattern === 'string') out.push(`pattern ${clip(s.pattern, 120)}`);
  return out;
}

const literal = (v: unknown) =>
  clip(typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)), 200);

/** Enum values, default, constraints, example (a parameter's own `example` first) and discriminator of one schema, a paragraph each. */
export function schemaFacts(
  doc: OpenApiDocument,
  s: SchemaObject,
  example: unknown = s.example,
): string {
  const parts: string[] = [];
  const values = Array.isArray(s.enum) ? s.enum : s.const !== undefined ? [s.const] : null;
  if (values) {
    const shown = values
      .slice(0, 40)
      .map((v) => `<code>${esc(literal(v))}</code>`)
      .join(' ');
    parts.push(
      `<b>${s.const !== undefined ? 'Value' : 'Allowed values'}:</b> ${shown}${values.length > 40 ? ` <span>and ${values.length - 40} more</span>` : ''}`,
    );
  }
  if (s.default !== undefined)
    parts.push(`<b>Default:</b> <code>${esc(literal(s.default))}</code>`);
  const c = constraints(s);
  if (c.length)
    parts.push(`<b>Constraints:</b> ${c.map((x) => `<code>${esc(x)}</code>`).join(' ')}`);
  // Small structured examples inline (a parameter's `{"a":1}`); larger ones belong to the body example.
  if (
    example !== undefined &&
    (typeof example !== 'object' || example === null || JSON.stringify(example).length <= 120)
  ) {
    parts.push(`<b>Example:</b> <code>${esc(literal(example))}</code>`);
  }
  if (s.discriminator?.propertyName) {
    const mapping = Object.entries(s.discriminator.mapping ?? {})
      .map(([value, ref]) => `<code>${esc(value)}</code> → ${esc(refName(ref))}`)
      .join(', ');
    parts.push(
      `<b>Discriminator:</b> <code>${esc(s.discriminator.propertyName)}</code>${mapping ? ` (${mapping})` : ''}`,
    );
  }
  void doc;
  return parts.map((p) => `<p class="api-fact">${p}</p>`).join('');
}

function badges(s: SchemaObject, required: boolean): string {
  const b: string[] = [];
  if (required) b.push('<span class="api-badge api-badge--required">required</span>');
  if (isNullable(s)) b.push('<span class="api-badge">nullable</span>');
  if (s.readOnly) b.push('<span class="api-badge">read-only</span>');
  if (s.writeOnly) b.push('<span class="api-badge">write-only</span>');
  if (s.deprecated) b.push('<span class="api-badge api-badge--deprecated">deprecated</span>');
  return b.join('');
}

/** What renderChildren and renderChildrenInner take: the tree, a schema and where it stands. */
type ChildrenArgs = [
  ctx: TreeContext,
  raw: SchemaObject,
  idPrefix: string,
  depth: number,
  ancestors: string[],
];

/** Children of a schema as HTML, anchored: a node other links point to always carries the id. */
function renderChildren(...args: ChildrenArgs): string {
  const [ctx, , idPrefix] = args;
  const before = ctx.shown.size;
  const html = renderChildrenInner(...args);
  const anchored =
    ctx.shown.size > before && [...ctx.shown.values()].includes(idPrefix) && !ctx.ids.has(idPrefix);
  if (anchored && html) {
    ctx.ids.add(idPrefix);
    return `<div class="api-node" id="${esc(idPrefix)}">${html}</div>`;
  }
  return html;
}

/** Children of a schema (object properties, array items, variants) as HTML, or '' when it is a leaf. */
function renderChildrenInner(...[ctx, raw, idPrefix, depth, ancestors]: ChildrenArgs): string {
  let s = raw;
  const refNameHere = raw.$ref ? refName(raw.$ref) : undefined;
  if (raw.$ref) {
    const target = deref<SchemaObject>(ctx.doc, raw);
    if (!target)
      return `<p class="api-note">Unresolved reference <code>${esc(raw.$ref)}</code>.</p>`;
    s = target;
  }
  if (typeof s !== 'object' || s === null) return '';
  s = mergeAllOf(ctx.doc, s);

  // Already expanded on this page, or its own ancestor (a cycle): link instead of expanding again.
  if (refNameHere) {
    const isComplex = !!(s.properties || s.items || s.oneOf || s.anyOf || s.additionalProperties);
    if (isComplex) {
      const seenAt = ctx.shown.get(refNameHere);
      if (seenAt || ancestors.includes(refNameHere)) {
        const target = seenAt ?? '';
        return `<p class="api-note api-note--ref">${ancestors.includes(refNameHere) ? 'Recursive: same structure as' : 'Same structure as'} <a href="#${esc(target)}">${esc(refNameHere)}</a>${seenAt ? ' (shown above)' : ''}.</p>`;
      }
      // Beyond the page's budget a named schema is its page's link, not expanded here.
      const href = ctx.budget && ctx.schemaHref?.(refNameHere);
      if (href && linkedHere(ctx.budget!, ancestors.length))
        return `<p class="api-note api-note--ref">Fields of <a href="${esc(href)}">${esc(refNameHere)}</a>: on its own page.</p>`;
      ctx.shown.set(refNameHere, idPrefix);
    }
  }
  // Past the last level's budget nothing more is expanded: a note where there was more to show.
  const spent =
    ctx.budget &&
    ctx.budget.used > ctx.budget.soft &&
    !!(s.properties || s.items || s.oneOf || s.anyOf || typeof s.additionalProperties === 'object');
  if (depth >= ctx.maxDepth || spent)
    return '<p class="api-note">Nested further; see the full schema in the downloadable spec.</p>';
  const nextAncestors = refNameHere ? [...ancestors, refNameHere] : ancestors;

  const variants =
    (Array.isArray(s.oneOf) && s.oneOf) || (Array.isArray(s.anyOf) && s.anyOf) || null;
  if (variants) {
    const kind = s.oneOf ? 'One of' : 'Any of';
    const tabs = variants
      .map((v, i) => {
        const vs = deref<SchemaObject>(ctx.doc, v);
        if (vs && typesOf(vs).length === 1 && typesOf(vs)[0] === 'null') return null;
        const label = (v as SchemaObject).$ref
          ? refName((v as SchemaObject).$ref!)
          : vs?.title || typeLabel(ctx.doc, v) || `Option ${i + 1}`;
        const body = renderChildren(
          ctx,
          v as SchemaObject,
          `${idPrefix}-${slugPart(label)}`,
          depth + 1,
          nextAncestors,
        );
        const facts = vs ? schemaFacts(ctx.doc, vs) : '';
        const desc = descriptionHtml(markdownToHtml(vs?.description));
        // A named variant links to its own page (tab labels stay plain: they are controls).
        const href = (v as SchemaObject).$ref ? ctx.schemaHref?.(label) : undefined;
        const own = href
          ? `<p class="api-fact">Schema: <var>${typeLabelHtml(label, ctx.schemaHref)}</var></p>`
          : '';
        return {
          label,
          html: `${own}${desc}${facts}${body || `<p class="api-note">${esc(typeLabel(ctx.doc, v))}</p>`}`,
        };
      })
      .filter((t): t is { label: string; html: string } => t !== null);
    const own = s.properties ? renderProperties(ctx, s, idPrefix, depth, nextAncestors) : '';
    const tabsHtml = renderTabs(ctx.tabs, { label: `${kind} variants`, kind: 'variants', tabs });
    return `${own}<div class="api-variants"><p class="api-variants__label">${kind}:</p>${tabsHtml}</div>`;
  }
  const types = typesOf(s);
  if (types.includes('array') || s.items) {
    const items = s.items;
    if (!items) return '';
    const inner = renderChildren(ctx, items, `${idPrefix}-items`, depth + 1, nextAncestors);
    return inner
      ? `<div class="api-items"><p class="api-items__label">Array items: ${esc(typeLabel(ctx.doc, items))}</p>${inner}</div>`
      : '';
  }
  if (s.properties || (s.additionalProperties && typeof s.additionalProperties === 'object')) {
    return renderProperties(ctx, s, idPrefix, depth, nextAncestors, refNameHere);
  }
  return '';
}

function renderProperties(
  ctx: TreeContext,
  s: SchemaObject,
  idPrefix: string,
  depth: number,
  ancestors: string[],
  /** The schema's name when it is a named one (its page then lists every field). */
  named?: string,
): string {
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  const shown = Object.entries(s.properties ?? {}).flatMap(([name, rawProp]) => {
    if (!rawProp || typeof rawProp !== 'object') return [];
    const prop = deref<SchemaObject>(ctx.doc, rawProp) ?? {};
    if (ctx.mode === 'request' && (prop.readOnly || rawProp.readOnly)) return [];
    if (ctx.mode === 'response' && (prop.writeOnly || rawProp.writeOnly)) return [];
    return [{ name, rawProp, prop }];
  });
  const field = ({ name, rawProp, prop }: (typeof shown)[number]) =>
    renderField(
      ctx,
      name,
      rawProp,
      prop,
      required.has(name),
      `${idPrefix}-${slugPart(name)}`,
      depth,
      ancestors,
    );
  const ap =
    s.additionalProperties && typeof s.additionalProperties === 'object'
      ? s.additionalProperties
      : undefined;
  const additional = () =>
    renderField(
      ctx,
      '{key}',
      ap!,
      deref<SchemaObject>(ctx.doc, ap!) ?? {},
      false,
      `${idPrefix}-additional`,
      depth,
      ancestors,
      'Any additional property, each of this type.',
    );
  const total = shown.length + (ap ? 1 : 0);
  if (!total) return '';
  const href = ctx.mode !== 'schema' && named ? ctx.schemaHref?.(named) : undefined;
  // On the last level of an operation page (page-budget.ts), a named schema's fields stop once the
  // trees' share of the budget is spent: its own page has them all, and the tail links to it.
  const spent = href && ctx.budget && ctx.budget.soft !== Infinity ? ctx.budget : undefined;
  const fieldsUpTo = (n: number) => {
    const out: string[] = [];
    for (const f of shown.slice(0, n)) {
      if (spent && out.length && spent.used > spent.soft) break;
      out.push(field(f));
    }
    return out;
  };
  if (total <= FIELDS_SHOWN.over) {
    const all = fieldsUpTo(shown.length);
    if (all.length === shown.length)
      return `<div class="api-fields">${[...all, ...(ap ? [additional()] : [])].join('')}</div>`;
    return `<div class="api-fields">${all.join('')}</div>${moreOnPage(total - all.length, total, href!, named!)}`;
  }
  // Hundreds of fields: the first ones are elements, the rest wait closed (as a node's children
  // do). On an operation page a named schema's rest is on its own page: the tail links to it.
  const rows = fieldsUpTo(FIELDS_SHOWN.first);
  const restCount = total - rows.length;
  const rest = () => [...shown.slice(FIELDS_SHOWN.first).map(field), ...(ap ? [additional()] : [])];
  // After the list, not in it: the Markdown twin makes every element of a list a field.
  const tail = href
    ? moreOnPage(restCount, total, href, named!)
    : `<details class="api-field__children"><summary>Show ${restCount} more fields</summary>${lazy(`<div class="api-fields">${rest().join('')}</div>`)}</details>`;
  return `<div class="api-fields">${rows.join('')}</div>${tail}`;
}

/** The line after an operation page's first fields of a named schema: the rest are on its page. */
const moreOnPage = (rest: number, total: number, href: string, named: string) =>
  `<p class="api-note api-note--ref">And ${rest} more field${rest === 1 ? '' : 's'}: all ${total} on the page of <a href="${esc(href)}">${esc(named)}</a>.</p>`;

function renderField(
  ctx: TreeContext,
  name: string,
  raw: SchemaObject,
  resolved: SchemaObject,
  required: boolean,
  id: string,
  depth: number,
  ancestors: string[],
  extraNote?: string,
): string {
  // Sibling keywords next to a $ref (description, nullable…) describe this use of it.
  const s: SchemaObject = {
    ...mergeAllOf(ctx.doc, resolved),
    ...Object.fromEntries(Object.entries(raw).filter(([k]) => k !== '$ref')),
  };
  const description = markdownToHtml(s.description) + (extraNote ? `<p>${esc(extraNote)}</p>` : '');
  ctx.ids.add(id);
  const children = renderChildren(ctx, raw, id, depth + 1, ancestors);
  // A closed node's children become DOM when it opens.
  const nested = children
    ? `<details class="api-field__children"><summary>Show child attributes</summary>${lazy(children)}</details>`
    : '';
  const facts = schemaFacts(ctx.doc, ctx.fieldExamples ? s : { ...s, example: undefined });
  if (ctx.budget)
    chargeField(ctx.budget, name.length * 3 + id.length * 2 + description.length + facts.length);
  return fieldHtml(
    id,
    name,
    typeLabelHtml(typeLabel(ctx.doc, raw), ctx.schemaHref),
    badges(s, required),
    description,
    `${facts}${nested}`,
    true,
  );
}

/** A field's description: one paragraph is the element itself (most are), more are wrapped. */
export function descriptionHtml(html: string): string {
  if (!html) return '';
  const single = html.startsWith('<p>') && html.endsWith('</p>') && html.indexOf('<p>', 1) === -1;
  return single
    ? `<p class="api-field__desc">${html.slice(3)}`
    : `<div class="api-field__desc">${html}</div>`;
}

/**
 * One field of a list (parameter, header, property): its name, which links to the field, type (a
 * <var>, the shortest element that says nothing to assistive technology) and badges on one line,
 * then description and the rest; the field is one flex box, without a wrapper for that first line.
 * Lean markup, as a schema can have hundreds of fields
 * (styles: theme/api/fields.css; Markdown twins: plugins/seo/html-to-markdown.ts).
 */
export function fieldHtml(
  id: string,
  name: string,
  type: string,
  badgesHtml: string,
  description: string,
  rest: string,
  typeIsHtml = false,
): string {
  const head = `<a href="#${esc(id)}"><code>${esc(name)}</code></a><var>${typeIsHtml ? type : esc(type)}</var>${badgesHtml}`;
  return `<div class="api-field" id="${esc(id)}">${head}${descriptionHtml(description)}${rest}</div>`;
}

/** The top-level tree for a request body / response schema (fields listed directly). */
export function renderSchemaTree(
  ctx: TreeContext,
  schema: SchemaObject | undefined,
  idPrefix: string,
  opts: { own?: boolean } = {},
): string {
  if (!schema || typeof schema !== 'object') return '';
  const resolved = deref<SchemaObject>(ctx.doc, schema);
  const label = typeLabel(ctx.doc, schema);
  // On the schema's own page (`own`) the title and description above already say what it is.
  if (opts.own) {
    ctx.ids.add(idPrefix);
    const facts = resolved ? schemaFacts(ctx.doc, mergeAllOf(ctx.doc, resolved)) : '';
    const children = renderChildren(ctx, schema, idPrefix, 0, []);
    return `<div class="api-schema" id="${esc(idPrefix)}">${facts}${children || `<p class="api-schema__type">Type: <var>${typeLabelHtml(typeLabel(ctx.doc, resolved), ctx.schemaHref)}</var></p>`}</div>`;
  }
  const desc =
    resolved?.description && schema.$ref
      ? descriptionHtml(markdownToHtml(resolved.description))
      : '';
  const facts = resolved ? schemaFacts(ctx.doc, mergeAllOf(ctx.doc, resolved)) : '';
  ctx.ids.add(idPrefix);
  const children = renderChildren(ctx, schema, idPrefix, 0, []);
  return `<div class="api-schema" id="${esc(idPrefix)}"><p class="api-schema__type">Schema: <var>${typeLabelHtml(label, ctx.schemaHref)}</var></p>${desc}${facts}${children}</div>`;
}
