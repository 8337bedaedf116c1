/**
 * The frontmatter keys a docs page may use, described once: each field's JSON Schema is what
 * editors validate with (`npm run schemas` writes config/schemas/frontmatter.schema.json from this
 * list) and what the build's content check (check-page.ts) validates with (schema-match.ts), so
 * the two cannot disagree; only the message and what no schema can say (a real calendar day) are
 * added here.
 */
import { TAGS } from '../../config/tags';
import { SOURCE_PATTERN, verifiedDay } from './editorial-fields';
import { matchesSchema } from './schema-match';

/** Which pages must have a key: every content page, guide pages (docs/idn/, docs/blog/), blog posts. */
export type PageKind = 'page' | 'guide' | 'blog';

interface FieldDefinition {
  key: string;
  /** Shown by editors on hover; also the README's wording. */
  description: string;
  /** The JSON Schema of the value: editors and the build check values with it. */
  schema: Record<string, unknown>;
  /** The kinds of page that must have it. */
  requiredOn: PageKind[];
  /** What an author is told when a value does not match (every field the check reports on). */
  invalid?: string;
  /**
   * Left to a rule that says more: `items`, the list's items (each tag on its own, with the
   * nearest known tag as a hint: check-page.ts); `all`, the whole value (sources and verified:
   * editorial-fields.ts, on guide pages).
   */
  detailedElsewhere?: 'items' | 'all';
  /** What the schema cannot say (a real calendar day). */
  also?: (value: unknown) => boolean;
}

export interface FrontmatterField extends FieldDefinition {
  /** Problems with a value that is present (undefined when it is right): the schema's verdict. */
  check: (value: unknown) => string | undefined;
}

/** The schema as the check applies it: without what another rule checks in detail. */
export function checkedSchema(f: FieldDefinition): Record<string, unknown> | null {
  if (f.detailedElsewhere === 'all') return null;
  if (f.detailedElsewhere === 'items') {
    const { items: _items, ...rest } = f.schema;
    return rest;
  }
  return f.schema;
}

const field = (f: FieldDefinition): FrontmatterField => {
  const schema = checkedSchema(f);
  return {
    ...f,
    check: (v) =>
      !schema || (matchesSchema(schema, v) && (f.also?.(v) ?? true))
        ? undefined
        : (f.invalid ?? 'does not match its schema'),
  };
};

const TEXT = { type: 'string', minLength: 1, pattern: '\\S' };
const NON_EMPTY_TEXT = 'must be a non-empty text';
const ISO_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Rspress page types (what `pageType` may say). */
export const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', 'blank', '404'] as const;

export const FRONTMATTER_FIELDS: readonly FrontmatterField[] = (
  [
    {
      key: 'title',
      description: 'Page title: browser tab, sidebar, search, tag pages.',
      schema: TEXT,
      requiredOn: ['page'],
      invalid: NON_EMPTY_TEXT,
    },
    {
      key: 'description',
      description:
        'One sentence saying what the reader gets from the page (search results, link previews).',
      schema: TEXT,
      requiredOn: ['page'],
      invalid: NON_EMPTY_TEXT,
    },
    {
      key: 'tags',
      description: 'Topics of the page, from config/tags.ts; each has a page at /idn/tags/<tag>.',
      schema: { type: 'array', minItems: 1, items: { type: 'string', enum: [...TAGS] } },
      requiredOn: ['page'],
      invalid: 'must be a non-empty list of tags from config/tags.ts',
      detailedElsewhere: 'items',
    },
    {
      key: 'sidebar_position',
      description:
        'Order within its folder in the sidebar (ties: by title; pages without one come last).',
      schema: { type: 'number' },
      requiredOn: [],
      invalid: 'must be a number',
    },
    {
      key: 'sidebar_label',
      description: 'Sidebar text, when it should differ from the title.',
      schema: TEXT,
      requiredOn: [],
      invalid: NON_EMPTY_TEXT,
    },
    {
      key: 'sources',
      description:
        "Editorial, never shown: the vendor files (repository + path) that back the page's facts, e.g. sailpoint-oss/developer.sailpoint.com/docs/api/authentication.md.",
      schema: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', pattern: SOURCE_PATTERN.source },
      },
      requiredOn: ['guide'],
      detailedElsewhere: 'all',
    },
    {
      key: 'verified',
      description:
        'Editorial, never shown: the day the facts were last compared with the sources (YYYY-MM-DD).',
      schema: { type: 'string', pattern: ISO_DAY_PATTERN },
      requiredOn: ['guide'],
      detailedElsewhere: 'all',
    },
    {
      key: 'date',
      description: 'Blog post: publication day (YYYY-MM-DD); the list is newest first.',
      schema: { type: 'string', pattern: ISO_DAY_PATTERN },
      requiredOn: ['blog'],
      invalid: 'must be a day (YYYY-MM-DD)',
      also: (v) => verifiedDay(v) !== null,
    },
    {
      key: 'authors',
      description: 'Blog post: a team or role, never an invented person: [{ name, title }].',
      schema: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1 }, title: { type: 'string' } },
        },
      },
      requiredOn: ['blog'],
      invalid: 'must be a list of { name, title } (a team or role)',
    },
    {
      key: 'pageType',
      description: `Rspress page layout: ${PAGE_TYPES.join(', ')} (the home page uses home).`,
      schema: { type: 'string', enum: [...PAGE_TYPES] },
      requiredOn: [],
      invalid: `must be one of ${PAGE_TYPES.join(', ')}`,
    },
  ] satisfies FieldDefinition[]
).map(field);

export const FIELD_KEYS = FRONTMATTER_FIELDS.map((f) => f.key);

/** The kinds a page (path relative to docs/) belongs to. */
export function pageKinds(relPath: string): PageKind[] {
  const p = relPath.replace(/\\/g, '/');
  const kinds: PageKind[] = ['page'];
  if (/^(idn|blog)\//.test(p)) kinds.push('guide');
  if (p.startsWith('blog/')) kinds.push('blog');
  return kinds;
}

/** The JSON Schema (draft-07) of a docs page's frontmatter, for editors. */
export function frontmatterSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Docs page frontmatter',
    description:
      'Generated by `npm run schemas` from plugins/content-rules/frontmatter-fields.ts; do not edit. Required on every content page: title, description, tags; on docs/idn/ and docs/blog/ pages also sources and verified; on blog posts also date and authors.',
    type: 'object',
    additionalProperties: false,
    required: FRONTMATTER_FIELDS.filter((f) => f.requiredOn.includes('page')).map((f) => f.key),
    properties: Object.fromEntries(
      FRONTMATTER_FIELDS.map((f) => [f.key, { description: f.description, ...f.schema }]),
    ),
  };
}
