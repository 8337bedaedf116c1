import { toHtml } from 'hast-util-to-html';
import type { Root as MdRoot, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  headingMarkdown,
  htmlToMarkdown,
  htmlToMdast,
  parseHtml,
  type El,
} from './html-to-markdown';

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

/** The single-expression tokenizer parseHtml had before its scanner: the reference it must match. */
function parseHtmlBefore(source: string) {
  type Node = { tag: string; attrs: Record<string, string>; children: Array<Node | string> };
  const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link']);
  for (const v of ['meta', 'source', 'track', 'wbr']) VOID.add(v);
  const html = source.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const root: Node = { tag: '#root', attrs: {}, children: [] };
  const stack: Node[] = [root];
  const token =
    /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|[^<]+|</g;
  const attr = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of html.matchAll(token)) {
    const top = stack[stack.length - 1]!;
    if (m[0].startsWith('<!--')) continue;
    if (m[1]) {
      let at = stack.length - 1;
      while (at >= 0 && stack[at]!.tag !== m[1].toLowerCase()) at--;
      if (at > 0) stack.length = at;
    } else if (m[2]) {
      const el: Node = { tag: m[2].toLowerCase(), attrs: {}, children: [] };
      for (const a of (m[3] ?? '').matchAll(attr))
        el.attrs[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      top.children.push(el);
      if (!VOID.has(el.tag) && !m[0].endsWith('/>')) stack.push(el);
    } else top.children.push(decodeEntities(m[0]));
  }
  return root;
}

describe('parseHtml', () => {
  const shape = (n: El | string): unknown =>
    typeof n === 'string' ? n : { tag: n.tag, attrs: n.attrs, children: n.children.map(shape) };
  it.each([
    'a < b <!-- x --> c',
    '<!-- never closed',
    '<!-->x-->y',
    '</ p>x</p >',
    '<p a=1 b="2" c=\'3\' d>t</p>',
    '<br/><br /><img src=x/>',
    '<p>a<b>b</p>c',
    '</>x',
    '<a href="x" <b>',
    '<X-Y Foo=BAR>t</x-y>',
    '&lt;&#60;&#x3c;&amp;amp;',
    '<p>x</P>',
    '<SCRIPT>alert(1)</script>y<Script src="a"></Script>z',
    '<p\n class="q"\n>z</p\n>',
    'a<',
    '<1>',
    '<p/x>',
    '<div id=a=b>',
    '<p title="a>b">c</p>',
    ...HOSTILE.map((t) => `<p>${esc(t)}</p><ul><li>${t}</li></ul>`),
  ])('reads %j as the tokenizer it replaced', (html) => {
    expect(shape(parseHtml(html))).toEqual(shape(parseHtmlBefore(html)));
  });

  it('marks where each closed element starts and ends', () => {
    const html = '<div class="a"><p>x<br>y</p><i>open';
    const div = parseHtml(html).children[0] as El;
    const p = div.children[0] as El;
    expect(html.slice(div.start, div.end)).toBe(html); // closed at the end of the input: no end
    expect(div.end).toBeUndefined();
    expect(html.slice(p.start, p.end)).toBe('<p>x<br>y</p>');
    expect(html.slice((p.children[1] as El).start, (p.children[1] as El).end)).toBe('<br>');
  });
});

/** What mdast-util-to-markdown alone writes, on a copy: no faster handlers, no memos. */
const library = (children: RootContent[]) =>
  toMarkdown({ type: 'root', children: structuredClone(children) }, LIBRARY_OPTIONS);
const gfmOut = gfmToMarkdown({ tablePipeAlign: false });
const LIBRARY_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmOut],
};

describe('repeated fields, converted once per memo scope', () => {
  // A field with every escape the twins meet, a nested list, a table, code and a link.
  const field = (id: string) =>
    `<div class="api-field" id="${id}"><a href="#${id}"><code>a_b*c</code></a><var>array&lt;Item&gt;</var>` +
    `<p class="api-field__desc">Use *stars*, _under_scores_, [brackets](x), &lt;tags&gt; and \`ticks\`: ` +
    `<code>a \`b\` c</code> <a href="/idn/api/v3/x" title="t">link</a> <strong>bold</strong><em>em</em></p>` +
    `<ul><li>one<ul><li>nested</li></ul></li><li></li></ul>` +
    `<table><tr><th>a|b</th><th>c</th></tr><tr><td><code>x|y</code></td><td>1. no</td></tr></table>` +
    `<pre><code class="language-json">{"a": "\`\`\`"}</code></pre><h4># heading *x*</h4></div>`;
  const fields = (ids: string[]) =>
    `<div class="api-fields">${ids.map((id) => field(id)).join('')}</div>`;
  const DOCS = [
    fields(['a', 'a']),
    // Adjacent lists: the second one's bullet is `*`.
    `${fields(['a', 'b'])}${fields(['b', 'a'])}`,
    `<p>x</p>${fields(['a'])}<div class="api-fields">${field('a')}</div>`,
    `<ul><li>${fields(['a', 'b'])}</li><li><ul><li>${fields(['a'])}</li></ul></li></ul>`,
    `<blockquote>${fields(['b', 'a'])}</blockquote>`,
    `<div data-lang="python">${fields(['a'])}</div>`,
    `<table><tr><td>${fields(['a'])}</td></tr></table>`,
    `<div class="api-fields"><div class="api-field" id="e"><ul><li></li></ul>${fields(['a'])}</div></div>`,
  ];
  it('are written as mdast-util-to-markdown writes each document on its own', () => {
    const memo = {};
    const href = (h: string) => (h.startsWith('/') ? `https://x.test${h}.md` : h);
    for (const round of [1, 2])
      for (const html of DOCS) {
        const tree = htmlToMdast(html, { href, memo });
        expect(htmlToMarkdown(html, { href, memo }), `round ${round}: ${html}`).toBe(library(tree));
        expect(htmlToMarkdown(html, { href })).toBe(library(tree));
      }
  });

  it('are one node per scope, and not shared across scopes or languages', () => {
    const [a, b] = [{}, {}];
    const items = (html: string, memo: object) =>
      (htmlToMdast(html, { memo })[0] as { children: unknown[] }).children;
    const [first, again] = items(fields(['a', 'a']), a);
    expect(again).toBe(first);
    expect(items(fields(['a']), b)[0]).not.toBe(first);
    const python = htmlToMdast(`<div data-lang="python">${fields(['a'])}</div>`, { memo: a });
    expect((python[0] as { children: unknown[] }).children[0]).not.toBe(first);
  });
});
