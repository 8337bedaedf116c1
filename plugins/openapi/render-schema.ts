import { SCHEMA_FILTER } from '../../common/api-pages/markup';
import { esc } from '../shared/html';
import type { PageSource } from '../shared/page-file';
import { sampleSchema, trimExample } from './examples';
import { codeBlock } from './highlight';
import { markdownToHtml, plainSummary } from './markdown-html';
import type { ApiOperation, ApiSchema } from './model';
import { downloadSpecLink, methodBadge, type PageContext } from './render-operation';
import { exampleWithin, withinPageBudget, type TreeBudget } from './page-budget';
import { newTreeContext, renderSchemaTree } from './schema-tree';
import { TabNamer } from './tabs';

const refTo = (name: string) => ({
  $ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
});

/** Schemas in reading order: by name, case-insensitive. */
export function sortedSchemas(schemas: readonly ApiSchema[]): ApiSchema[] {
  return [...schemas].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name),
  );
}

/** The A–Z letter a schema is listed under (`Other` for names that start with anything else). */
export const indexLetter = (name: string) =>
  /^[a-z]/i.test(name) ? name[0]!.toUpperCase() : 'Other';

/** Operations a page over its budget lists one by one in *Used by* (each ~140 bytes). */
const USED_BY_LISTED = 250;

/**
 * The operations that use a schema, grouped by tag in the version's order: a tag's name, then
 * each operation as method and linked summary. Compact, as a shared error schema is used by most
 * operations of an API.
 */
function renderUsedBy(
  ctx: PageContext,
  users: readonly ApiOperation[],
  budget?: TreeBudget,
): string {
  if (!users.length)
    return '<p class="api-note">No operation of this API uses it, directly or through other schemas.</p>';
  const byTag = new Map<string, ApiOperation[]>();
  for (const o of users) byTag.set(o.tag, [...(byTag.get(o.tag) ?? []), o]);
  const order = new Map(ctx.model.tags.map((t, i) => [t.name, i]));
  let listed = 0;
  const groups = [...byTag.entries()]
    .sort(([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
    .map(([tag, ops]) => {
      // On a page over its budget, past USED_BY_LISTED operations a tag is its page's link and a count.
      const compact =
        budget && budget.namedDepth !== Infinity && (listed += ops.length) > USED_BY_LISTED;
      const slug = compact && ctx.model.tags.find((t) => t.name === tag)?.slug;
      if (slug)
        return `<li><a href="${esc(`${ctx.base}/${slug}`)}">${esc(tag)}</a>: ${ops.length} operation${ops.length === 1 ? '' : 's'}</li>`;
      return `<li>${esc(tag)}<ul>${ops.map((o) => `<li>${methodBadge(o.method)} <a href="${esc(`${ctx.base}/${o.slug}`)}">${esc(o.summary)}</a></li>`).join('')}</ul></li>`;
    })
    .join('');
  return `<p class="api-count">${users.length} operation${users.length === 1 ? '' : 's'} use this schema, directly or through other schemas.</p><ul class="api-used-by">${groups}</ul>`;
}

/** A named schema's page: its description, its fields as a tree, a generated example and the operations that use it; within the page budget. */
export function renderSchemaPage(
  ctx: PageContext,
  schema: ApiSchema,
  users: readonly ApiOperation[],
): PageSource {
  return withinPageBudget((budget) => renderSchemaPageAt(ctx, schema, users, budget));
}

function renderSchemaPageAt(
  ctx: PageContext,
  schema: ApiSchema,
  users: readonly ApiOperation[],
  budget: TreeBudget,
): PageSource {
  const doc = ctx.model.doc;
  // Fields of other named schemas link to their pages; the schema's own name is this page.
  const tree = newTreeContext(
    doc,
    'schema',
    new TabNamer(),
    (name) => (name === schema.name ? undefined : ctx.schemaHref?.(name)),
    budget,
  );
  const ref = refTo(schema.name);
  const fields = renderSchemaTree(tree, ref, 'schema', { own: true });
  const example = exampleWithin(budget, sampleSchema(doc, ref, 'schema'));
  const description = markdownToHtml(schema.schema.description);
  const head = `<div class="api-op-head"><span class="api-badge">schema</span><code class="api-path">${esc(schema.name)}</code><span class="api-op-head__actions">${downloadSpecLink(ctx)}</span></div>`;
  return {
    title: schema.name,
    description:
      plainSummary(schema.schema.description) ||
      `The ${schema.name} schema of the ${ctx.model.title}.`,
    sections: [
      { heading: { level: 1, text: schema.name }, html: head },
      ...(description ? [{ html: `<div class="api-description">${description}</div>` }] : []),
      { heading: { level: 2, text: 'Fields' }, html: fields },
      ...(example !== undefined
        ? [
            {
              heading: { level: 2 as const, text: 'Example' },
              html: codeBlock('json', JSON.stringify(trimExample(example), null, 2) ?? 'null'),
            },
          ]
        : []),
      { heading: { level: 2, text: 'Used by' }, html: renderUsedBy(ctx, users, budget) },
    ],
  };
}

/**
 * The version's schema index: every named schema under its letter (a heading each, so the outline
 * is an A–Z), and a filter by name that the browser enables (theme/api/schema-filter.ts); without
 * JavaScript the full list stays readable.
 */
export function renderSchemaIndex(ctx: PageContext, schemas: readonly ApiSchema[]): PageSource {
  const byLetter = new Map<string, ApiSchema[]>();
  for (const s of sortedSchemas(schemas))
    byLetter.set(indexLetter(s.name), [...(byLetter.get(indexLetter(s.name)) ?? []), s]);
  const filter = `<p class="${SCHEMA_FILTER.root}" hidden><label for="${SCHEMA_FILTER.inputId}">Filter schemas by name</label> <input id="${SCHEMA_FILTER.inputId}" type="search" autocomplete="off" spellcheck="false"> <span class="${SCHEMA_FILTER.count}" role="status" aria-live="polite"></span></p>`;
  return {
    title: 'Schemas',
    description: `The ${schemas.length} named schemas of the ${ctx.model.title}, each with its fields, an example and the operations that use it.`,
    sections: [
      {
        heading: { level: 1, text: 'Schemas' },
        html: `<p class="api-count">${schemas.length} named schema${schemas.length === 1 ? '' : 's'} in the ${esc(ctx.model.title)}. Each page shows the fields, an example and the operations that use the schema.</p>${filter}`,
      },
      ...[...byLetter.entries()].map(([letter, list]) => ({
        heading: { level: 2 as const, text: letter },
        html: `<ul class="${SCHEMA_FILTER.list}">${list.map((s) => `<li><a href="${esc(`${ctx.base}/${s.slug}`)}">${esc(s.name)}</a></li>`).join('')}</ul>`,
      })),
    ],
  };
}
