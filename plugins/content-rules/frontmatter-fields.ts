/**
 * The frontmatter keys a docs page may use, described once: the build's content check
 * (check-page.ts) validates pages with these rules, and `npm run schemas` writes the JSON Schema
 * editors use from the same list (config/schemas/frontmatter.schema.json).
 */
import { TAGS } from '../../config/tags';
import { SOURCE_PATTERN, verifiedDay } from './editorial-fields';

/** Which pages must have a key: every content page, guide pages (docs/idn/, docs/blog/), blog posts. */
export type PageKind = 'page' | 'guide' | 'blog';

export interface FrontmatterField {
  key: string;
  /** Shown by editors on hover; also the README's wording. */
  description: string;
  /** The JSON Schema of the value. */
  schema: Record<string, unknown>;
  /** The kinds of page that must have it. */
  requiredOn: PageKind[];
  /** Problems with a value that is present (undefined when it is right); the schema says the same. */
  check: (value: unknown) => string | undefined;
}

const text = (v: unknown) =>
  typeof v === 'string' && v.trim() ? undefined : 'must be a non-empty text';
const ISO_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Rspress page types (what `pageType` may say). */
export const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', 'blank', '404'] as const;

export const FRONTMATTER_FIELDS: readonly FrontmatterField[] = [
  {
    key: 'title',
    description: 'Page title: browser tab, sidebar, search, tag pages.',
    schema: { type: 'string', minLength: 1 },
    requiredOn: ['page'],
    check: text,
  },
  {
    key: 'description',
    description:
      'One sentence saying what the reader gets from the page (search results, link previews).',
    schema: { type: 'string', minLength: 1 },
    requiredOn: ['page'],
    check: text,
  },
  {
    key: 'tags',
    description: 'Topics of the page, from config/tags.ts; each has a page at /idn/tags/<tag>.',
    schema: { type: 'array', minItems: 1, items: { type: 'string', enum: [...TAGS] } },
    requiredOn: ['page'],
    // Each tag is checked on its own (with the nearest known tag as a hint) by check-page.ts.
    check: (v) =>
      Array.isArray(v) && v.length > 0
        ? undefined
        : 'must be a non-empty list of tags from config/tags.ts',
  },
  {
    key: 'sidebar_position',
    description:
      'Order within its folder in the sidebar (ties: by title; pages without one come last).',
    schema: { type: 'number' },
    requiredOn: [],
    check: (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'must be a number'),
  },
  {
    key: 'sidebar_label',
    description: 'Sidebar text, when it should differ from the title.',
    schema: { type: 'string', minLength: 1 },
    requiredOn: [],
    check: text,
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
    // Checked in detail by editorial-fields.ts.
    check: () => undefined,
  },
  {
    key: 'verified',
    description:
      'Editorial, never shown: the day the facts were last compared with the sources (YYYY-MM-DD).',
    schema: { type: 'string', pattern: ISO_DAY_PATTERN },
    requiredOn: ['guide'],
    check: () => undefined,
  },
  {
    key: 'date',
    description: 'Blog post: publication day (YYYY-MM-DD); the list is newest first.',
    schema: { type: 'string', pattern: ISO_DAY_PATTERN },
    requiredOn: ['blog'],
    check: (v) => (verifiedDay(v) ? undefined : 'must be a day (YYYY-MM-DD)'),
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
    check: (v) =>
      Array.isArray(v) &&
      v.length > 0 &&
      v.every(
        (a) =>
          a &&
          typeof a === 'object' &&
          typeof (a as { name?: unknown }).name === 'string' &&
          Object.keys(a).every((k) => k === 'name' || k === 'title'),
      )
        ? undefined
        : 'must be a list of { name, title } (a team or role)',
  },
  {
    key: 'pageType',
    description: `Rspress page layout: ${PAGE_TYPES.join(', ')} (the home page uses home).`,
    schema: { type: 'string', enum: [...PAGE_TYPES] },
    requiredOn: [],
    check: (v) =>
      (PAGE_TYPES as readonly unknown[]).includes(v)
        ? undefined
        : `must be one of ${PAGE_TYPES.join(', ')}`,
  },
];

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
