import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { TAGS } from '../../config/tags';
import {
  checkedSchema,
  FRONTMATTER_FIELDS,
  frontmatterSchema,
  pageKinds,
} from './frontmatter-fields';
import { matchesSchema } from './schema-match';

describe('frontmatter fields', () => {
  it('say which pages need which keys', () => {
    expect(pageKinds('iiq/x.md')).toEqual(['page']);
    expect(pageKinds('idn/docs/x.md')).toEqual(['page', 'guide']);
    expect(pageKinds('blog/post.md')).toEqual(['page', 'guide', 'blog']);
  });
  it('the schema is made from the same list: every key, nothing else, the tags of config/tags.ts', () => {
    const schema = frontmatterSchema() as {
      properties: Record<string, { items?: { enum?: string[] } }>;
      additionalProperties: boolean;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(FRONTMATTER_FIELDS.map((f) => f.key));
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['title', 'description', 'tags']);
    expect(schema.properties.tags!.items!.enum).toEqual([...TAGS]);
  });
  it('value checks', () => {
    const check = (key: string, v: unknown) =>
      FRONTMATTER_FIELDS.find((f) => f.key === key)!.check(v);
    expect(check('sidebar_position', 3)).toBeUndefined();
    expect(check('sidebar_position', 'three')).toBe('must be a number');
    expect(check('date', '2026-02-30')).toMatch(/YYYY-MM-DD/);
    expect(check('authors', [{ name: 'Developer portal team' }])).toBeUndefined();
    expect(check('authors', [{ name: 'X', twitter: '@x' }])).toMatch(/name, title/);
    expect(check('pageType', 'home')).toBeUndefined();
  });
  it('a blank title is refused like an empty one; a made-up day like a malformed one', () => {
    const check = (key: string, v: unknown) =>
      FRONTMATTER_FIELDS.find((f) => f.key === key)!.check(v);
    expect(check('title', '   ')).toBe('must be a non-empty text');
    expect(check('title', 'Transforms')).toBeUndefined();
    expect(check('date', '2026-02-28')).toBeUndefined();
  });
});

/** Values of every shape the fields see, right and wrong. */
const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'Transforms',
  'home',
  'doc-wide',
  'nope',
  '2026-02-28',
  '2026-02-30',
  '28/02/2026',
  3,
  -1.5,
  true,
  [],
  ['rules'],
  ['rules', 'rules'],
  ['rules', 'no-such-tag'],
  [3],
  ['sailpoint-oss/developer.sailpoint.com/docs/api/authentication.md'],
  ['specs/idn/paths/sources.yaml', 'not a source'],
  [{ name: 'Developer portal team' }],
  [{ name: 'Developer portal team', title: 'Docs' }],
  [{ name: '' }],
  [{ name: 'X', twitter: '@x' }],
  [{ title: 'no name' }],
  [{ name: 'X', title: 3 }],
  ['Developer portal team'],
  { name: 'X' },
];

describe("the build checks frontmatter with the editors' schema", () => {
  const ajv = new Ajv({ strict: false });
  it.each(FRONTMATTER_FIELDS.map((f) => [f.key, f] as const))(
    '%s: the check and the JSON Schema agree on every sample',
    (_key, field) => {
      const validate = ajv.compile(field.schema);
      const checked = checkedSchema(field);
      const validateChecked = checked ? ajv.compile(checked) : () => true;
      for (const v of SAMPLES.filter((x) => x !== undefined && x !== null)) {
        // The schema-match verdict is Ajv's on the whole schema …
        expect(matchesSchema(field.schema, v), JSON.stringify(v)).toBe(validate(v));
        // … and the check reports exactly what Ajv refuses of the part it applies (a made-up
        // day, which no schema can say, aside).
        const dayOnly = field.key === 'date' && v === '2026-02-30';
        if (!dayOnly)
          expect(field.check(v) === undefined, JSON.stringify(v)).toBe(validateChecked(v));
      }
    },
  );
  it('the check refuses what it leaves to no other rule: a made-up day too', () => {
    expect(FRONTMATTER_FIELDS.find((f) => f.key === 'date')!.check('2026-02-30')).toMatch(
      /YYYY-MM-DD/,
    );
  });
  it('a keyword the build does not check cannot enter a schema', () => {
    expect(() => matchesSchema({ type: 'string', maxLength: 3 }, 'abc')).toThrow(/maxLength/);
  });
});
