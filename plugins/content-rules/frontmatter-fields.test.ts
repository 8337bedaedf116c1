import { describe, expect, it } from 'vitest';
import { TAGS } from '../../config/tags';
import { FRONTMATTER_FIELDS, frontmatterSchema, pageKinds } from './frontmatter-fields';

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
});
