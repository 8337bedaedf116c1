import type { BlockContent, List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { describe, expect, it } from 'vitest';
import { fastHandlers, writeMarkdown } from './fast-markdown';

const gfm = gfmToMarkdown({ tablePipeAlign: false });
const base: Options = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfm],
};
const fast: Options = {
  ...base,
  handlers: fastHandlers(gfm.extensions?.find((e) => e.handlers?.table)?.handlers?.inlineCode),
};
const both = (children: RootContent[]) => {
  const tree: Root = { type: 'root', children };
  return [toMarkdown(structuredClone(tree), fast), toMarkdown(structuredClone(tree), base)];
};

/** Text that Markdown would read as syntax in one construct or another. */
const HOSTILE = [
  'array<Account>',
  '<b>not bold</b> <!-- c --> <?x?> </close>',
  '*not emphasis* and **not strong** a*b*c',
  'snake_case_name and _not emphasis_ a__b__c __init__',
  '[not a link](/x) and ![not an image](y.png) ]( [x]: y',
  'a `tick` and ``two`` ticks ```',
  'pipes | between | cells |-| :-',
  '# not a heading #',
  '1. not a list 2) nor this',
  '- not a list either + nor * this',
  '> not a quote',
  'a backslash \\ and \\* escaped \\\\ \\',
  '&amp; stays literal, as does &#42; &x',
  'ends with two spaces  ',
  '  starts with spaces',
  '~~not struck~~ ~one~',
  'www.example.com user@example.com https://x.test/a',
  '=== and --- and ___ and ***',
  'line one\nline two\r\nline three\n',
  'tab\there',
  '"quoted" \'single\' (paren) [bracket]',
  '',
  ' ',
  '_',
  '*',
  'ünïcödé 😀 text — with dashes',
  '\u007f control \u0001',
];

const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** Texts from `next` in every construct the twins write. */
function documents(next: () => string): RootContent[][] {
  const t = () => text(next());
  return [
    [{ type: 'paragraph', children: [t()] }],
    [{ type: 'heading', depth: 2, children: [t()] }],
    [{ type: 'paragraph', children: [text('a '), t(), text(' b')] }],
    [{ type: 'paragraph', children: [{ type: 'strong', children: [t()] }, t()] }],
    [{ type: 'paragraph', children: [t(), { type: 'emphasis', children: [t()] }, t()] }],
    [{ type: 'paragraph', children: [{ type: 'delete', children: [t()] }] }],
    [{ type: 'paragraph', children: [{ type: 'link', url: '/x', children: [t()] }, t()] }],
    [{ type: 'paragraph', children: [{ type: 'link', url: next() || 'u', children: [t()] }] }],
    [{ type: 'paragraph', children: [{ type: 'image', url: next(), alt: next() }] }],
    [{ type: 'paragraph', children: [{ type: 'inlineCode', value: next() }, t()] }],
    [{ type: 'paragraph', children: [t(), { type: 'break' }, t()] }],
    [{ type: 'paragraph', children: [{ type: 'html', value: '[!TIP]' }, text('\n'), t()] }],
    [{ type: 'code', lang: next() || null, value: next() }],
    [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: [
          {
            type: 'listItem',
            spread: true,
            children: [
              { type: 'paragraph', children: [t()] },
              { type: 'paragraph', children: [{ type: 'inlineCode', value: next() }] },
            ],
          },
        ],
      },
    ],
    [{ type: 'blockquote', children: [{ type: 'paragraph', children: [t()] }] }],
    [
      {
        type: 'table',
        align: [null, null],
        children: [
          {
            type: 'tableRow',
            children: [
              { type: 'tableCell', children: [t()] },
              { type: 'tableCell', children: [{ type: 'inlineCode', value: next() }] },
            ],
          },
        ],
      },
    ],
  ];
}

describe('faster escaping writes what mdast-util-to-markdown writes', () => {
  it.each(HOSTILE)('in every construct: %j', (value) => {
    for (const doc of documents(() => value)) {
      const [mine, theirs] = both(doc);
      expect(mine).toBe(theirs);
    }
  });

  it('on random text in random constructs', () => {
    // A fixed seed: the same 1,000 documents every run.
    let seed = 37;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = 'aZ09 _*`[]()!<>&#|~\\-+.=:@wW\n\t"\'$ü'.split('');
    const word = () =>
      Array.from({ length: Math.floor(random() * 12) }, () =>
        random() < 0.5 ? 'a' : alphabet[Math.floor(random() * alphabet.length)]!,
      ).join('');
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    /** Random phrasing: text, code, breaks, and attention and links nesting them. */
    const phrasing = (depth: number): PhrasingContent[] =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, (): PhrasingContent => {
        const kind = depth > 2 ? 0 : Math.floor(random() * 7);
        if (kind === 1) return { type: 'inlineCode', value: word() };
        if (kind === 2) return { type: 'strong', children: phrasing(depth + 1) };
        if (kind === 3) return { type: 'emphasis', children: phrasing(depth + 1) };
        if (kind === 4) return { type: 'delete', children: phrasing(depth + 1) };
        if (kind === 5)
          return {
            type: 'link',
            url: pick(['/a', 'https://x.test', word()]),
            children: phrasing(depth + 1),
          };
        if (kind === 6 && depth === 0) return { type: 'break' };
        return text(word());
      });
    const blocks = (): RootContent[] => [
      { type: 'paragraph', children: phrasing(0) },
      { type: 'heading', depth: 3, children: phrasing(0) },
      {
        type: 'list',
        ordered: random() < 0.5,
        spread: false,
        children: [
          {
            type: 'listItem',
            spread: false,
            children: [{ type: 'paragraph', children: phrasing(0) }],
          },
        ],
      },
      { type: 'blockquote', children: [{ type: 'paragraph', children: phrasing(0) }] },
      {
        type: 'table',
        align: [null],
        children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: phrasing(1) }] }],
      },
    ];
    // writeMarkdown keeps one state, its memos and the list items it wrote across documents: a
    // document is also written again, and an item of an earlier one reused in other places.
    const reused: Options = { ...fast };
    const write = (children: RootContent[]) => writeMarkdown({ type: 'root', children }, reused);
    let earlier: ListItem | undefined;
    const reuse = (doc: RootContent[], expected: string) => {
      expect(write(doc)).toBe(expected);
      expect(write(doc)).toBe(expected);
      if (earlier) {
        const list = (children: ListItem[]): List => ({
          type: 'list',
          ordered: false,
          spread: false,
          children,
        });
        const other: ListItem = {
          type: 'listItem',
          spread: false,
          children: [doc[0] as BlockContent],
        };
        const nested: RootContent[] = [
          list([earlier]),
          list([earlier, other]),
          { type: 'blockquote', children: [list([other, earlier])] },
        ];
        expect(write(nested)).toBe(
          toMarkdown({ type: 'root', children: structuredClone(nested) }, base),
        );
      }
      const item = doc.find((b): b is List => b.type === 'list')?.children[0];
      if (item) earlier = item;
    };
    let compared = 0;
    for (let i = 0; i < 1000; i++) {
      const [a, b] = both(pick(documents(word)));
      expect(a).toBe(b);
      const doc = [pick(blocks()), pick(blocks())];
      const [c, d] = both(doc);
      expect(c).toBe(d);
      if (i < 100) reuse(doc, d);
      compared++;
    }
    expect(compared).toBe(1000);
  });
});
