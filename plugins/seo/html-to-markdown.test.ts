import { toHtml } from 'hast-util-to-html';
import type { Root as MdRoot, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { headingMarkdown, htmlToMarkdown } from './html-to-markdown';

/** Text as the sanitized HTML of a page carries it (hast-util-to-html escapes `<` and `&`). */
const esc = (value: string) => toHtml({ type: 'text', value });
const parse = (md: string): MdRoot =>
  fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
/** The text of each top-level block of a Markdown document, as a CommonMark + GFM reader sees it. */
const texts = (md: string) => parse(md).children.map((b) => toString(b));

const HOSTILE = [
  'array<Account>',
  'map<string, List<Role>>',
  '<b>not bold</b> and <script>alert(1)</script>',
  '*not emphasis* and **not strong**',
  'snake_case_name and _not emphasis_',
  '[not a link](/x) and ![not an image](y.png)',
  'a `tick` and ``two`` ticks',
  'pipes | between | cells',
  '# not a heading',
  '1. not a list',
  '- not a list either',
  '> not a quote',
  'a backslash \\ and \\* escaped',
  '&amp; stays literal, as does &#42;',
  'ends with two spaces  ',
];

describe('Markdown twins are valid Markdown', () => {
  it.each(HOSTILE)('a paragraph round-trips: %s', (value) => {
    expect(texts(htmlToMarkdown(`<p>${esc(value)}</p>`))).toEqual([value.trim()]);
  });
  it.each(HOSTILE)('a heading round-trips: %s', (value) => {
    const [heading] = parse(headingMarkdown(2, value)).children;
    expect(heading?.type).toBe('heading');
    expect(toString(heading)).toBe(value.trim());
  });
  it('keeps table cells apart whatever their text holds', () => {
    const rows = HOSTILE.map(
      (v) => `<tr><td>${esc(v)}</td><td><code>${esc(v)}</code></td></tr>`,
    ).join('');
    const md = htmlToMarkdown(
      `<table><thead><tr><th>Text</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
    const table = parse(md).children[0] as Extract<RootContent, { type: 'table' }>;
    expect(table.type).toBe('table');
    expect(table.children.slice(1).map((r) => r.children.map((c) => toString(c)))).toEqual(
      HOSTILE.map((v) => [v.trim(), v.replace(/\s+/g, ' ')]),
    );
  });
  it('keeps field names, types and descriptions as their text in nested lists', () => {
    const field = (name: string, type: string, desc: string, children = '') =>
      `<div class="api-field"><a href="#f"><code>${esc(name)}</code></a><var>${esc(type)}</var><p class="api-field__desc">${esc(desc)}</p>${children}</div>`;
    const html = `<div class="api-fields">${field('items', 'array<Account>', 'Each *account* | its `id`', `<details class="api-field__children"><summary>Show child attributes</summary><div class="api-fields">${field('owner_id', 'string', '_the_ owner')}</div></details>`)}</div>`;
    const [list] = parse(htmlToMarkdown(html)).children as Array<
      Extract<RootContent, { type: 'list' }>
    >;
    expect(list!.type).toBe('list');
    const [item] = list!.children;
    expect(
      item!.children.map((c) =>
        c.type === 'list' ? c.children.map((i) => i.children.map((x) => toString(x))) : toString(c),
      ),
    ).toEqual([
      'items array<Account>',
      'Each *account* | its `id`',
      [['owner_id string', '_the_ owner']],
    ]);
  });
  it('fences code longer than the backticks inside, and keeps code text as it is', () => {
    const code = 'const md = "```";\n*not* _emphasis_ <b>';
    const [block] = parse(
      htmlToMarkdown(`<pre data-lang="js"><code>${esc(code)}</code></pre>`),
    ).children;
    expect(block).toMatchObject({ type: 'code', lang: 'js', value: code });
  });
  it('keeps link text and targets', () => {
    const [p] = parse(
      htmlToMarkdown(`<p>See <a href="/idn/api/v3/list-accounts">list *all* [accounts]</a>.</p>`),
    ).children as Array<Extract<RootContent, { type: 'paragraph' }>>;
    const link = p!.children.find((c) => c.type === 'link');
    expect(link).toMatchObject({ type: 'link', url: '/idn/api/v3/list-accounts' });
    expect(toString(link)).toBe('list *all* [accounts]');
  });
});

describe('admonitions in twins', () => {
  it('become GitHub alerts, the marker raw and the text escaped', () => {
    const html =
      '<div class="rp-callout rp-callout--tip"> <div class="rp-callout__title">Tip</div> <div class="rp-callout__content"><p>Use *stars* and <code>x</code>.</p><p>Second.</p></div> </div>';
    expect(htmlToMarkdown(html)).toBe('> [!TIP]\n> Use \\*stars\\* and `x`.\n>\n> Second.\n');
    expect(
      htmlToMarkdown(
        '<div class="rp-callout rp-callout--danger"><div class="rp-callout__title">Danger</div><div class="rp-callout__content"><ul><li>a</li></ul></div></div>',
      ),
    ).toBe('> [!CAUTION]\n>\n> - a\n');
  });
});
