import { afterEach, describe, expect, it } from 'vitest';
import { DescriptionLinks } from './description-links';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { markdownToPlain } from '../../common/markdown/text';
import { isPlainText, markdownToHtml, plainSummary, plainText } from './markdown-html';

describe('markdownToHtml', () => {
  it('renders Markdown', () => {
    expect(markdownToHtml('Use **bold** and `code`.')).toBe(
      '<p>Use <strong>bold</strong> and <code>code</code>.</p>',
    );
  });
  it('drops raw HTML, scripts and comments', () => {
    const html = markdownToHtml(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <!-- secret --> there',
    );
    expect(html).not.toMatch(/<script|onerror|<img|secret/);
  });
  it('removes javascript: links', () => {
    expect(markdownToHtml('[click](javascript:alert(1))')).not.toContain('javascript:');
  });
  it('escapes braces and angle brackets in plain text', () => {
    const html = markdownToHtml('Map {a} to 1 < 2 & 3');
    expect(html).toContain('{a}');
    expect(html).not.toMatch(/< 2|& 3/);
  });
  it('caps very long tokens', () => {
    const blob = 'A'.repeat(30_000);
    expect(markdownToHtml(`data: ${blob}`).length).toBeLessThan(400);
  });
  it('keeps output on one line', () => {
    expect(markdownToHtml('- a\n- b\n\n```\nx\n\ny\n```')).not.toContain('\n');
  });
});

describe('markdownToHtml across the versions of an API', () => {
  let links: DescriptionLinks;
  afterEach(() => links?.end());
  const inApi = (file: string, base: string) => links.beginApi({ file, base, operations: [] });

  it('renders a description without links the same in every version', () => {
    links = new DescriptionLinks(new Set());
    const text = 'Lists **all** items, `code` and\n\n- a list';
    inApi('v3.yaml', '/v3');
    const first = markdownToHtml(text);
    inApi('beta.yaml', '/beta');
    expect(markdownToHtml(text)).toBe(first);
    expect(first).toBe(
      '<p>Lists <strong>all</strong> items, <code>code</code> and</p> <ul> <li>a list</li> </ul>',
    );
  });
  it('resolves a description with links in each version', () => {
    links = new DescriptionLinks(new Set(['/v3/page', '/beta/page']));
    inApi('v3.yaml', '/v3');
    expect(markdownToHtml('See [the page](/v3/page).')).toContain('href="/v3/page"');
    inApi('beta.yaml', '/beta');
    // The same text in another version: its link is checked there (the route exists there too).
    expect(markdownToHtml('See [the page](/v3/page).')).toContain('href="/v3/page"');
    links.endPage('/beta/x', new Set());
    expect(links.problems).toEqual([]);
  });
  it('reports a dead link, which it renders as text, on every page that has it', () => {
    links = new DescriptionLinks(new Set());
    const text = 'See [gone](/nowhere).';
    inApi('v3.yaml', '/v3');
    expect(markdownToHtml(text)).toBe('<p>See gone.</p>');
    links.endPage('/v3/a', new Set());
    inApi('beta.yaml', '/beta');
    expect(markdownToHtml(text)).toBe('<p>See gone.</p>');
    links.endPage('/beta/a', new Set());
    expect(markdownToHtml(text)).toBe('<p>See gone.</p>');
    links.endPage('/beta/b', new Set());
    expect(links.problems.map((p) => `${p.api} ${p.page} ${p.link}`)).toEqual([
      'v3.yaml /v3/a /nowhere',
      'beta.yaml /beta/a /nowhere',
      'beta.yaml /beta/b /nowhere',
    ]);
  });
});

describe('plainSummary', () => {
  it('gives the same summary again, for each length asked', () => {
    const text = 'First sentence is here. Second.';
    expect(plainSummary(text, 10)).toBe('First sen…');
    expect(plainSummary(text)).toBe('First sentence is here.');
    expect(plainSummary(text, 10)).toBe('First sen…');
  });
  it('takes the first sentence without Markdown', () => {
    expect(plainSummary('Lists **all** sources. More text.')).toBe('Lists all sources.');
  });
  it('keeps underscores, asterisks and backticks that are text', () => {
    expect(plainSummary('Status `IN_PROGRESS` or snake_case_name.')).toBe(
      'Status IN_PROGRESS or snake_case_name.',
    );
    expect(plainSummary('Matches 2 * 3 items')).toBe('Matches 2 * 3 items');
  });
  it('keeps comparison signs that are no HTML', () => {
    expect(plainSummary('Fails when x < 5 and y > 3.')).toBe('Fails when x < 5 and y > 3.');
  });
  it('keeps link texts and drops HTML tags', () => {
    expect(plainSummary('See [the guide](/idn/docs) for <b>more</b>.')).toBe(
      'See the guide for more.',
    );
  });
  it('cuts a long sentence with an ellipsis', () => {
    expect(plainSummary('word '.repeat(100), 20)).toMatch(/^word word word word…$/);
  });
});

describe('plainText', () => {
  // Texts that look plain but are Markdown, and plain ones: the fast path must agree with the parser.
  const TEXTS = [
    'Lists all sources.',
    'Returns the account, if any (see below); 100% sure',
    '  Indented a little.',
    '    indented code',
    '- a list item',
    '+ another',
    '1. ordered',
    '2) ordered',
    '200 OK is returned.',
    '# Heading',
    '> quote',
    '---',
    '===',
    ':::tip Note',
    'import x from y',
    'export the data',
    'Export the data',
    'a *b* c',
    'a _b_ c',
    'a `b` c',
    'a [b](c) d',
    'a <b> c',
    'a &amp; b',
    'a \\* b',
    'a ~~b~~ c',
    'a | b | c',
    'see https://example.com now',
    'see www.example.com now',
    'mail a@b.co now',
    'two\nlines',
    'tab\tinside',
    'trailing spaces   ',
    'nbsp\u00a0inside\u00a0',
    'Ünïcödé, “quotes” and — dashes!',
  ];
  it('gives what markdownToPlain gives', () => {
    for (const t of TEXTS) expect(plainText(t), t).toBe(markdownToPlain(t));
  });
  it('parses only text without Markdown', () => {
    expect(TEXTS.filter(isPlainText)).toEqual([
      'Lists all sources.',
      'Returns the account, if any (see below); 100% sure',
      'Export the data',
      'trailing spaces   ',
      'nbsp\u00a0inside\u00a0',
      'Ünïcödé, “quotes” and — dashes!',
    ]);
  });
  it('agrees with markdownToPlain on every description and summary of the fixture specs', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
    const texts: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if ((k === 'description' || k === 'summary') && typeof x === 'string') texts.push(x);
          walk(x);
        }
    };
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')))
      // wide-body.yaml repeats two anchors 139 times each, over the parser's default alias limit.
      walk(parse(fs.readFileSync(path.join(dir, f), 'utf8'), { maxAliasCount: -1 }));
    expect(texts.filter(isPlainText).length).toBeGreaterThan(10);
    for (const t of texts) expect(plainText(t), t).toBe(markdownToPlain(t));
  });
});
