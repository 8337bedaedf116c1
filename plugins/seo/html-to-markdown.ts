/**
 * Converts the sanitized HTML sections of generated pages (API reference, blog lists, tag
 * pages) and, with `select`, the document area of any built page to Markdown, for the `.md`
 * twins and llms-full.txt (plugins/seo/markdown-twins.ts).
 *
 * The input is well-formed HTML written by hast-util-to-html (plugins/openapi/markdown-html.ts)
 * or by React, so a small tokenizer is enough to read it. The walker builds a Markdown syntax
 * tree (mdast) and `mdast-util-to-markdown` (with GFM for tables) writes it: text is escaped
 * where Markdown would read it as syntax (`*`, `_`, `[`, backticks, `<`, pipes in tables), code
 * fences are longer than any run of backticks inside, and lists nest correctly. Interactive
 * parts (copy buttons, radio inputs, "#" anchors, "Show child attributes" summaries) are
 * dropped; tab groups become a bold label before each panel (panels shown on demand, inside
 * `noscript.api-lazy`, included, as are deferred sections); field lists (`.api-fields`)
 * become nested Markdown lists.
 */

import type {
  BlockContent,
  Heading,
  List,
  ListItem,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { fastHandlers, writeMarkdown } from './fast-markdown';
import { DEFER_CLASS } from '../../common/api-pages/deferred-sections';
import { DEFERRED, SERVER_VARS, TABS } from '../../common/api-pages/markup';

export interface El {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
  /** Where the element starts and ends in the parsed source (`end` unset when not closed). */
  start?: number;
  end?: number;
}
type Node = El | string;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'noscript',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);
const DROP = new Set([
  'button',
  'input',
  'script',
  'style',
  'svg',
  'template',
  'noscript',
  'select',
  'textarea',
]);
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  hellip: '…',
  mdash: '—',
  ndash: '–',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** The source `parseHtml` read last, script bodies taken out: what El.start and El.end index. */
let parsed = '';

// The tokens of parseHtml, tried where a `<` is (text runs up to the next `<` are found by indexOf).
const END_TAG = /<\/([a-zA-Z][\w-]*)\s*>/y;
const START_TAG =
  /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseHtml(source: string): El {
  // Script bodies are raw text, not markup (a deferred section ends with one).
  const html = /<script\b/i.test(source)
    ? source.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    : source;
  parsed = html;
  const root: El = { tag: '#root', attrs: {}, children: [] };
  const stack: El[] = [root];
  const n = html.length;
  let p = 0;
  while (p < n) {
    const top = stack[stack.length - 1]!;
    if (html.charCodeAt(p) !== 60 /* < */) {
      let q = html.indexOf('<', p);
      if (q < 0) q = n;
      top.children.push(decodeEntities(html.slice(p, q)));
      p = q;
      continue;
    }
    const next = html.charCodeAt(p + 1);
    if (next === 33 /* ! */ && html.startsWith('<!--', p)) {
      const close = html.indexOf('-->', p + 4);
      if (close >= 0) {
        p = close + 3;
        continue;
      }
    } else if (next === 47 /* / */) {
      END_TAG.lastIndex = p;
      const m = END_TAG.exec(html);
      if (m) {
        const name = m[1]!.toLowerCase();
        let at = stack.length - 1;
        while (at >= 0 && stack[at]!.tag !== name) at--;
        if (at > 0) {
          stack[at]!.end = END_TAG.lastIndex;
          stack.length = at;
        }
        p = END_TAG.lastIndex;
        continue;
      }
    } else if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122)) {
      START_TAG.lastIndex = p;
      const m = START_TAG.exec(html);
      if (m) {
        const el: El = {
          tag: m[1]!.toLowerCase(),
          attrs: {},
          children: [],
          start: p,
        };
        if (m[2])
          for (const a of m[2].matchAll(ATTR))
            el.attrs[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
        top.children.push(el);
        p = START_TAG.lastIndex;
        if (!VOID.has(el.tag) && html.charCodeAt(p - 2) !== 47 /* / */) stack.push(el);
        else el.end = p;
        continue;
      }
    }
    // A `<` that starts no tag or comment is text of its own.
    top.children.push('<');
    p++;
  }
  return root;
}

export interface HtmlToMarkdownOptions {
  /** Rewrites link targets, e.g. site paths to the absolute URLs of their Markdown twins. */
  href?: (href: string) => string;
  /**
   * Keeps the fields already converted with these options (the same `href` rewriting), by their
   * HTML, for as long as this object lives: a schema's fields repeat on every page that shows it.
   */
  memo?: object;
}

/** Field list items already converted, by memo scope, then language and HTML. */
const fieldMemo = new WeakMap<object, Map<string, ListItem>>();

let opts: HtmlToMarkdownOptions = {};

export { markdownTwinHref } from '../../common/markdown/twin-href';

const classes = (el: El) => (el.attrs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: El, c: string) => classes(el).includes(c);
const isEl = (n: Node): n is El => typeof n !== 'string';
const isBlock = (n: Node): n is El => isEl(n) && BLOCK.has(n.tag);

function textContent(n: Node): string {
  return typeof n === 'string' ? n : n.children.map(textContent).join('');
}

/** The first element below `el`, depth first, that satisfies `pred`. */
export function findElement(el: El, pred: (e: El) => boolean): El | undefined {
  for (const c of el.children) {
    if (!isEl(c)) continue;
    if (pred(c)) return c;
    const hit = findElement(c, pred);
    if (hit) return hit;
  }
  return undefined;
}

/** Elements that exist only for the interactive page. */
function isUiOnly(el: El): boolean {
  // Tab panels shown on demand (plugins/openapi/tabs.ts) and deferred sections
  // (common/api-pages/deferred-sections.ts) are content.
  if (el.tag === 'noscript' && (hasClass(el, DEFERRED.lazy) || hasClass(el, DEFER_CLASS)))
    return false;
  if (DROP.has(el.tag)) return true;
  if (el.attrs['aria-hidden'] === 'true') return true;
  if (el.tag === 'a' && (hasClass(el, 'api-anchor') || textContent(el).trim() === '#')) return true;
  // The server-variable inputs and the version menu are controls; the twin keeps the spec's URLs.
  if (hasClass(el, SERVER_VARS.root) || hasClass(el, 'api-versions')) return true;
  return false;
}

type Block = BlockContent | Table;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const space = (): PhrasingContent => text(' ');

/** Leading and trailing white space of a phrasing run taken off, as HTML shows it. */
function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  while (out.length && out[0]!.type === 'text' && !(out[0] as { value: string }).value.trim())
    out.shift();
  while (
    out.length &&
    out[out.length - 1]!.type === 'text' &&
    !(out[out.length - 1] as { value: string }).value.trim()
  )
    out.pop();
  if (out[0]?.type === 'text') out[0] = text(out[0].value.replace(/^\s+/, ''));
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = text(last.value.replace(/\s+$/, ''));
  return out;
}

/** Adjacent text nodes merged and runs of white space collapsed (HTML shows one space). */
function normalise(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const n of nodes) {
    const prev = out[out.length - 1];
    // A new node: the previous one may belong to a memoized field (fields()).
    if (n.type === 'text' && prev?.type === 'text')
      out[out.length - 1] = text(`${prev.value}${n.value}`.replace(/[ \t\n\r\f]+/g, ' '));
    else out.push(n.type === 'text' ? text(n.value.replace(/[ \t\n\r\f]+/g, ' ')) : n);
  }
  return out;
}

const plain = (nodes: PhrasingContent[]): string =>
  nodes
    .map((n) =>
      'value' in n ? n.value : 'children' in n ? plain(n.children as PhrasingContent[]) : '',
    )
    .join('');
const endsWithSpace = (nodes: PhrasingContent[]) => /\s$/.test(plain(nodes.slice(-1)));
const startsWithSpace = (nodes: PhrasingContent[]) => /^\s/.test(plain(nodes.slice(0, 1)));

function inline(nodes: Node[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let prevEl = false;
  for (const n of nodes) {
    if (typeof n === 'string') {
      out.push(text(n));
      prevEl = false;
      continue;
    }
    if (isUiOnly(n)) continue;
    const s = inlineEl(n);
    if (!s.length || (!plain(s) && !s.some((x) => x.type === 'image' || x.type === 'break')))
      continue;
    // Adjacent elements with no text between them (`<code>id</code><span>string</span>`) read as separate words.
    if (prevEl && !endsWithSpace(out) && !startsWithSpace(s)) out.push(space());
    out.push(...s);
    prevEl = true;
  }
  return normalise(out);
}

function inlineEl(el: El): PhrasingContent[] {
  const inner = () => trimPhrasing(inline(el.children));
  switch (el.tag) {
    case 'br':
      return [{ type: 'break' }];
    case 'code':
    case 'kbd':
    case 'samp':
      return [{ type: 'inlineCode', value: textContent(el).replace(/\s+/g, ' ') }];
    case 'strong':
    case 'b': {
      const t = inner();
      return t.length ? [{ type: 'strong', children: t }] : [];
    }
    case 'em':
    case 'i': {
      const t = inner();
      return t.length ? [{ type: 'emphasis', children: t }] : [];
    }
    case 'del':
    case 's': {
      const t = inner();
      return t.length ? [{ type: 'delete', children: t }] : [];
    }
    case 'a': {
      const t = inner();
      const href = el.attrs.href && (opts.href ? opts.href(el.attrs.href) : el.attrs.href);
      return href && t.length ? [{ type: 'link', url: href, children: t }] : t;
    }
    case 'img':
      return el.attrs.src
        ? [
            {
              type: 'image',
              url: opts.href ? opts.href(el.attrs.src) : el.attrs.src,
              alt: el.attrs.alt ?? '',
            },
          ]
        : [];
    default: {
      if (!BLOCK.has(el.tag)) return inline(el.children);
      // A block inside a line of text (a paragraph in a table cell): its text, blocks joined by a space.
      const parts = blocks(el)
        .map((b) => trimPhrasing(phrasingOf(b)))
        .filter((p) => p.length);
      return parts.flatMap((p, i) => (i ? [space(), ...p] : p));
    }
  }
}

/** The phrasing content of a block, for places that only take a line (table cells). */
function phrasingOf(b: RootContent): PhrasingContent[] {
  if (b.type === 'paragraph' || b.type === 'heading') return b.children;
  if (b.type === 'code') return [{ type: 'inlineCode', value: b.value.replace(/\s+/g, ' ') }];
  if ('children' in b)
    return (b.children as RootContent[]).flatMap((c, i) =>
      i ? [space(), ...phrasingOf(c)] : phrasingOf(c),
    );
  return 'value' in b ? [text(String(b.value))] : [];
}

const paragraph = (children: PhrasingContent[]): Block[] =>
  children.length ? [{ type: 'paragraph', children }] : [];
const label = (children: PhrasingContent[]): Block[] =>
  children.length ? [{ type: 'paragraph', children: [{ type: 'strong', children }] }] : [];
// An item of several blocks keeps a blank line between them (a description, then facts, then children).
const listItem = (children: Block[]): ListItem => ({
  type: 'listItem',
  spread: children.length > 1,
  children: children as ListItem['children'],
});

function codeBlock(pre: El, lang: string): Block {
  return {
    type: 'code',
    lang: lang || null,
    value: textContent(pre).replace(/\n+$/, ''),
  };
}

function table(el: El): Block[] {
  const rows: TableRow[] = [];
  const collect = (e: El) => {
    for (const c of e.children) {
      if (!isEl(c)) continue;
      if (c.tag === 'tr') {
        const cells = c.children.filter(isEl).filter((x) => x.tag === 'td' || x.tag === 'th');
        rows.push({
          type: 'tableRow',
          children: cells.map((cell): TableCell => ({
            type: 'tableCell',
            children: trimPhrasing(inline(cell.children)).map((n) =>
              n.type === 'break' ? space() : n,
            ),
          })),
        });
      } else collect(c);
    }
  };
  collect(el);
  if (!rows.length) return [];
  const width = Math.max(...rows.map((r) => r.children.length));
  for (const r of rows)
    while (r.children.length < width) r.children.push({ type: 'tableCell', children: [] });
  return [{ type: 'table', align: rows[0]!.children.map(() => null), children: rows }];
}

/** Renders an element's content as a list of Markdown blocks. */
function blocks(el: El, ctx: { lang?: string } = {}): Block[] {
  const out: Block[] = [];
  let run: Node[] = [];
  const flush = () => {
    out.push(...paragraph(trimPhrasing(inline(run))));
    run = [];
  };
  for (const c of el.children) {
    if (!isBlock(c)) {
      run.push(c);
      continue;
    }
    flush();
    if (isUiOnly(c)) continue;
    out.push(...block(c, ctx));
  }
  flush();
  return out;
}

// Admonitions (Rspress's `:::tip` containers, GitHub alerts in spec descriptions) → GitHub alert types.
const ALERT_OF: Record<string, string> = {
  note: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'CAUTION',
  danger: 'CAUTION',
};

/** An admonition as a GitHub alert (`> [!TIP]`): the marker is written raw, the rest escaped as usual. */
function alert(el: El, ctx: { lang?: string }): Block[] {
  const type = classes(el)
    .map((c) => ALERT_OF[c.replace(/^rp-callout--/, '')])
    .find(Boolean)!;
  const inner = blocks(
    {
      ...el,
      children: el.children.filter((c) => !(isEl(c) && hasClass(c, 'rp-callout__title'))),
    },
    ctx,
  );
  const marker: PhrasingContent = { type: 'html', value: `[!${type}]` };
  const first = inner[0];
  // GitHub reads the marker on the quote's first line, the text from the next.
  if (first?.type === 'paragraph') first.children = [marker, text('\n'), ...first.children];
  else inner.unshift({ type: 'paragraph', children: [marker] });
  return [{ type: 'blockquote', children: inner as BlockContent[] }];
}

function block(el: El, ctx: { lang?: string }): Block[] {
  const lang = el.attrs['data-lang'] ?? ctx.lang;
  if (
    el.tag === 'div' &&
    hasClass(el, 'rp-callout') &&
    classes(el).some((c) => ALERT_OF[c.replace(/^rp-callout--/, '')])
  )
    return alert(el, { lang });
  if (hasClass(el, TABS.root)) return tabs(el, { lang });
  if (hasClass(el, 'api-fields')) return fields(el, { lang });
  switch (el.tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const t = trimPhrasing(inline(el.children));
      return t.length
        ? [
            {
              type: 'heading',
              depth: Number(el.tag[1]) as Heading['depth'],
              children: t,
            },
          ]
        : [];
    }
    case 'p':
    case 'dt':
    case 'dd':
    case 'figcaption':
      return paragraph(trimPhrasing(inline(el.children)));
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'pre': {
      const codeLang = (
        el.attrs['data-lang'] ??
        lang ??
        /language-([\w-]+)/.exec(
          findElement(el, (e) => e.tag === 'code')?.attrs.class ?? '',
        )?.[1] ??
        ''
      ).trim();
      return [codeBlock(el, codeLang)];
    }
    case 'ul':
    case 'ol': {
      const items = el.children.filter(isEl).filter((c) => c.tag === 'li');
      if (!items.length) return [];
      const list: List = {
        type: 'list',
        ordered: el.tag === 'ol',
        spread: false,
        children: items.map((li) => listItem(blocks(li, { lang }))),
      };
      if (el.tag === 'ol') list.start = Number(el.attrs.start ?? 1);
      return [list];
    }
    case 'blockquote': {
      const inner = blocks(el, { lang });
      return inner.length ? [{ type: 'blockquote', children: inner as BlockContent[] }] : [];
    }
    case 'table':
      return table(el);
    case 'details': {
      // "Show child attributes" toggles are UI; other summaries are content.
      const summary = el.children.find((c): c is El => isEl(c) && c.tag === 'summary');
      const title =
        summary && !hasClass(el, 'api-field__children')
          ? trimPhrasing(inline(summary.children))
          : [];
      return [
        ...label(title),
        ...blocks({ ...el, children: el.children.filter((c) => c !== summary) }, { lang }),
      ];
    }
    default:
      return blocks(el, { lang });
  }
}

/** A tab group: each panel under its tab's label. */
function tabs(el: El, ctx: { lang?: string }): Block[] {
  const list = findElement(el, (e) => hasClass(e, TABS.list));
  const labels = list
    ? collectAll(list, (e) => e.tag === 'label').map((l) => trimPhrasing(inline(l.children)))
    : [];
  const panels = collectAll(el, (e) => hasClass(e, TABS.panel));
  if (!panels.length) return blocks(el, ctx);
  return panels.flatMap((panel, i) => [...label(labels[i] ?? []), ...blocks(panel, ctx)]);
}

function collectAll(el: El, pred: (e: El) => boolean): El[] {
  const out: El[] = [];
  for (const c of el.children) {
    if (!isEl(c)) continue;
    if (pred(c)) out.push(c);
    else out.push(...collectAll(c, pred));
  }
  return out;
}

/** Field lists (parameters, schema properties): one list item per field, children nested. */
function fields(el: El, ctx: { lang?: string }): Block[] {
  const memo = opts.memo && fieldMemo.get(opts.memo);
  const items = el.children
    .filter(isEl)
    .filter((f) => !isUiOnly(f))
    .map((f) => {
      // The same field (same HTML, same code language around it) is the same list item: one
      // node, so that its Markdown is also written once (fast-markdown.ts memoizes by node).
      const key =
        memo && f.end !== undefined ? `${ctx.lang ?? ''}\u0000${parsed.slice(f.start, f.end)}` : '';
      const known = key ? memo!.get(key) : undefined;
      if (known) return known;
      const item = field(f);
      if (key) memo!.set(key, item);
      return item;
    });
  return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : [];

  function field(f: El): ListItem {
    {
      // The field's first line is its inline children (name, type, badges: schema-tree.ts fieldHtml),
      // the rest are blocks. The name links to the field itself: the twin keeps the name.
      const split = f.children.findIndex((c) => isEl(c) && BLOCK.has(c.tag));
      const head = split < 0 ? f.children : f.children.slice(0, split);
      const rest: El = {
        ...f,
        children: split < 0 ? [] : f.children.slice(split),
      };
      const headText = trimPhrasing(
        inline(head.map((c) => (isEl(c) && c.tag === 'a' ? { ...c, tag: 'span' } : c))),
      );
      return listItem([...paragraph(headText), ...blocks(rest, ctx)]);
    }
  }
}

const GFM = gfmToMarkdown({ tablePipeAlign: false });

/** How the twins write Markdown: `-` bullets, `*`/`**` emphasis, fenced code, GFM tables. */
const TO_MARKDOWN: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [GFM],
  // The same output, escaped faster (fast-markdown.ts).
  handlers: fastHandlers(GFM.extensions?.find((e) => e.handlers?.table)?.handlers?.inlineCode),
};

/** Markdown blocks (mdast) as text, ending with a newline ('' when there are none). */
export function serializeMarkdown(children: RootContent[]): string {
  if (!children.length) return '';
  return writeMarkdown({ type: 'root', children } as Root, TO_MARKDOWN);
}

/** Headings written so far: most repeat on every page of their kind (Request body, Responses). */
const headings = new Map<string, string>();

/** A heading line whose text is taken literally (`*`, `_`, `[` and backticks escaped). */
export function headingMarkdown(depth: number, value: string): string {
  const key = `${depth} ${value}`;
  let md = headings.get(key);
  if (md === undefined) {
    md = serializeMarkdown([
      {
        type: 'heading',
        depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
        children: [text(value.replace(/\s+/g, ' ').trim())],
      },
    ]);
    headings.set(key, md);
  }
  return md;
}

/** Sanitized HTML → the Markdown blocks (mdast) `htmlToMarkdown` writes. */
export function htmlToMdast(
  html: string,
  options: HtmlToMarkdownOptions & { select?: (root: El) => El | undefined } = {},
): RootContent[] {
  opts = options;
  if (options.memo && !fieldMemo.has(options.memo)) fieldMemo.set(options.memo, new Map());
  try {
    const root = parseHtml(html);
    return blocks(options.select?.(root) ?? root);
  } finally {
    opts = {};
  }
}

/** Sanitized HTML → Markdown (blocks separated by blank lines, ending with a newline). */
export function htmlToMarkdown(
  html: string,
  options: HtmlToMarkdownOptions & { select?: (root: El) => El | undefined } = {},
): string {
  return serializeMarkdown(htmlToMdast(html, options));
}
