import { describe, expect, it } from 'vitest';
import { readFrontmatter } from './frontmatter';

describe('readFrontmatter', () => {
  it('reads the data, the body and the lines before it', () => {
    const fm = readFrontmatter(
      '---\ntitle: Hello\ntags: [a, b]\nverified: 2026-11-26\n---\n# Hello\n\nText\n',
    );
    expect(fm.data).toEqual({ title: 'Hello', tags: ['a', 'b'], verified: '2026-11-26' });
    expect(fm.body).toBe('# Hello\n\nText\n');
    expect(fm.bodyOffset).toBe(5);
    expect(fm.keyLines).toEqual({ title: 2, tags: 3, verified: 4 });
    expect(fm.error).toBeUndefined();
  });
  it('leaves a page without frontmatter as it is', () => {
    expect(readFrontmatter('# Title\n')).toEqual({
      data: {},
      body: '# Title\n',
      bodyOffset: 0,
      keyLines: {},
    });
  });
  it('reports invalid YAML with its file line', () => {
    const fm = readFrontmatter('---\ntitle: a\ntags: [a\n---\nbody\n');
    expect(fm.error?.message).toMatch(/^frontmatter is not valid YAML/);
    expect(fm.error?.line).toBeGreaterThanOrEqual(3);
    expect(fm.data).toEqual({});
  });
  it('reports a duplicate key', () => {
    expect(readFrontmatter('---\ntitle: a\ntitle: b\n---\n').error?.line).toBe(3);
  });
  it('never runs code: a ---js block is not frontmatter', () => {
    const fm = readFrontmatter('---js\n{ title: (() => { throw new Error("ran") })() }\n---\nbody');
    expect(fm.data).toEqual({});
  });
});

describe('positions of list items', () => {
  it('gives the file line and column of each item of a top-level list', () => {
    const fm = readFrontmatter(
      '---\ntitle: T\ntags: [rules, transform]\nsources:\n  - a/b/c\n---\n',
    );
    expect(fm.itemPositions?.tags).toEqual([
      { line: 3, col: 8 },
      { line: 3, col: 15 },
    ]);
    expect(fm.itemPositions?.sources).toEqual([{ line: 5, col: 5 }]);
  });
});
