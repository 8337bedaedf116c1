/**
 * Converts the sanitized HTML sections of generated pages (API reference, blog lists, tag
 * pages) and, with `select`, the document area of any built page to Markdown, for the `.md`
 * twins and llms-full.txt (plugins/seo/markdown-twins.ts).
 *
 * Dependency-free. The input is well-formed HTML written by hast-util-to-html
 * (plugins/openapi/markdown-html.ts) or by React, so a small tokenizer is enough. Interactive
 * parts (copy buttons, radio inputs, "#" anchors, "Show child attributes" summaries) are
 * dropped; tab groups become a bold label before each panel (panels shown on demand, inside
 * `noscript.api-lazy`, included, as are deferred sections); field lists (`.api-fields`)
 * become nested Markdown lists.
 */

import { DEFER_CLASS } from '../../common/data-pages/deferred-sections';

export interface El {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
}
type Node = El | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'noscript', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul',
]);
const DROP = new Set(['button', 'input', 'script', 'style', 'svg', 'template', 'noscript', 'select', 'textarea']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©', hellip: '…', mdash: '—', ndash: '–' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

export function parseHtml(source: string): El {
  // Script bodies are raw text, not markup (a deferred section ends with one).
  const html = source.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const root: El = { tag: '#root', attrs: {}, children: [] };
  const stack: El[] = [root];
  const token = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|[^<]+|</g;
  const attr = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of html.matchAll(token)) {
    const top = stack[stack.length - 1]!;
    if (m[0].startsWith('<!--')) continue;
    if (m[1]) {
      const name = m[1].toLowerCase();
      const at = stack.map((e) => e.tag).lastIndexOf(name);
      if (at > 0) stack.length = at;
    } else if (m[2]) {
      const el: El = { tag: m[2].toLowerCase(), attrs: {}, children: [] };
      for (const a of (m[3] ?? '').matchAll(attr)) el.attrs[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      top.children.push(el);
      if (!VOID.has(el.tag) && !m[0].endsWith('/>')) stack.push(el);
    } else {
      top.children.push(decodeEntities(m[0]));
    }
  }
  return root;
}

export interface HtmlToMarkdownOptions {
  /** Rewrites link targets, e.g. site paths to the absolute URLs of their Markdown twins. */
  href?: (href: string) => string;
}

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
  // (common/data-pages/deferred-sections.ts) are content.
  if (el.tag === 'noscript' && (hasClass(el, 'api-lazy') || hasClass(el, DEFER_CLASS))) return false;
  if (DROP.has(el.tag)) return true;
  if (el.attrs['aria-hidden'] === 'true') return true;
  if (el.tag === 'a' && (hasClass(el, 'api-anchor') || textContent(el).trim() === '#')) return true;
  // The server-variable inputs and the version menu are controls; the twin keeps the spec's URLs.
  if (hasClass(el, 'api-server-vars') || hasClass(el, 'api-versions')) return true;
  return false;
}

function inlineCode(text: string): string {
  const t = text.replace(/\s+/g, ' ');
  const runs = t.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  return fence.length > 1 ? `${fence} ${t} ${fence}` : `\`${t}\``;
}

function inline(nodes: Node[]): string {
  let out = '';
  let prevEl = false;
  for (const n of nodes) {
    if (typeof n === 'string') {
      out += n.replace(/\s+/g, ' ');
      prevEl = false;
      continue;
    }
    if (isUiOnly(n)) continue;
    const s = inlineEl(n);
    if (!s) continue;
    // Adjacent elements with no text between them (`<code>id</code><span>string</span>`) read as separate words.
    if (prevEl && !/\s$/.test(out) && !/^\s/.test(s)) out += ' ';
    out += s;
    prevEl = true;
  }
  return out;
}

function inlineEl(el: El): string {
  const inner = () => inline(el.children).trim();
  switch (el.tag) {
    case 'br':
      return '\n';
    case 'code':
    case 'kbd':
    case 'samp':
      return inlineCode(textContent(el));
    case 'strong':
    case 'b': {
      const t = inner();
      return t ? `**${t}**` : '';
    }
    case 'em':
    case 'i': {
      const t = inner();
      return t ? `*${t}*` : '';
    }
    case 'del':
    case 's':
      return `~~${inner()}~~`;
    case 'a': {
      const t = inner();
      const href = el.attrs.href && (opts.href ? opts.href(el.attrs.href) : el.attrs.href);
      return href && t ? `[${t}](${href})` : t;
    }
    case 'img':
      return el.attrs.src ? `![${el.attrs.alt ?? ''}](${opts.href ? opts.href(el.attrs.src) : el.attrs.src})` : '';
    default:
      return BLOCK.has(el.tag) ? blocks(el).join(' ') : inline(el.children);
  }
}

const indent = (text: string, by: string) => text.split('\n').map((l) => (l ? by + l : l)).join('\n');

function listItem(marker: string, parts: string[]): string {
  if (!parts.length) return marker.trimEnd();
  const pad = ' '.repeat(marker.length);
  const [first, ...rest] = parts;
  return [marker + indent(first!, pad).slice(pad.length), ...rest.map((p) => indent(p, pad))].join('\n\n');
}

function codeBlock(pre: El, lang: string): string {
  const code = textContent(pre).replace(/\n+$/, '');
  const runs = code.match(/`{3,}/g) ?? [];
  const fence = '`'.repeat(Math.max(3, ...runs.map((r) => r.length + 1)));
  return `${fence}${lang}\n${code}\n${fence}`;
}

function table(el: El): string {
  const rows: string[][] = [];
  const collect = (e: El) => {
    for (const c of e.children) {
      if (!isEl(c)) continue;
      if (c.tag === 'tr') rows.push(c.children.filter(isEl).filter((x) => x.tag === 'td' || x.tag === 'th').map((cell) => inline(cell.children).trim().replace(/\|/g, '\\|').replace(/\n/g, ' ')));
      else collect(c);
    }
  };
  collect(el);
  if (!rows.length) return '';
  const width = Math.max(...rows.map((r) => r.length));
  const line = (r: string[]) => `| ${Array.from({ length: width }, (_, i) => r[i] ?? '').join(' | ')} |`;
  return [line(rows[0]!), `|${' --- |'.repeat(width)}`, ...rows.slice(1).map(line)].join('\n');
}

/** Renders an element's content as a list of Markdown blocks. */
function blocks(el: El, ctx: { lang?: string } = {}): string[] {
  const out: string[] = [];
  let run: Node[] = [];
  const flush = () => {
    const t = inline(run).trim();
    if (t) out.push(t);
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
  return out.filter((b) => b.trim() !== '');
}

function block(el: El, ctx: { lang?: string }): string[] {
  const lang = el.attrs['data-lang'] ?? ctx.lang;
  if (hasClass(el, 'api-tabs')) return tabs(el, { lang });
  if (hasClass(el, 'api-fields')) return [fields(el, { lang })];
  switch (el.tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const t = inline(el.children).trim();
      return t ? [`${'#'.repeat(Number(el.tag[1]))} ${t}`] : [];
    }
    case 'p':
    case 'dt':
    case 'dd':
    case 'figcaption': {
      const t = inline(el.children).trim();
      return t ? [t] : [];
    }
    case 'hr':
      return ['---'];
    case 'pre': {
      const codeLang = (el.attrs['data-lang'] ?? lang ?? /language-([\w-]+)/.exec(findElement(el, (e) => e.tag === 'code')?.attrs.class ?? '')?.[1] ?? '').trim();
      return [codeBlock(el, codeLang)];
    }
    case 'ul':
    case 'ol': {
      let n = Number(el.attrs.start ?? 1);
      const items = el.children.filter(isEl).filter((c) => c.tag === 'li');
      return [items.map((li) => listItem(el.tag === 'ol' ? `${n++}. ` : '- ', blocks(li, { lang }))).join('\n')];
    }
    case 'blockquote':
      return [indent(blocks(el, { lang }).join('\n\n'), '> ').replace(/^$/gm, '>')];
    case 'table':
      return [table(el)];
    case 'details': {
      // "Show child attributes" toggles are UI; other summaries are content.
      const summary = el.children.find((c): c is El => isEl(c) && c.tag === 'summary');
      const label = summary && !hasClass(el, 'api-field__children') ? inline(summary.children).trim() : '';
      return [...(label ? [`**${label}**`] : []), ...blocks({ ...el, children: el.children.filter((c) => c !== summary) }, { lang })];
    }
    default:
      return blocks(el, { lang });
  }
}

/** A tab group: each panel under its tab's label. */
function tabs(el: El, ctx: { lang?: string }): string[] {
  const list = findElement(el, (e) => hasClass(e, 'api-tabs__list'));
  const labels = list ? collectAll(list, (e) => e.tag === 'label').map((l) => inline(l.children).trim()) : [];
  const panels = collectAll(el, (e) => hasClass(e, 'api-tabs__panel'));
  if (!panels.length) return blocks(el, ctx);
  return panels.flatMap((panel, i) => [...(labels[i] ? [`**${labels[i]}**`] : []), ...blocks(panel, ctx)]);
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
function fields(el: El, ctx: { lang?: string }): string {
  return el.children
    .filter(isEl)
    .filter((f) => !isUiOnly(f))
    .map((f) => {
      // The field's first line is its inline children (name, type, badges: schema-tree.ts fieldHtml),
      // the rest are blocks. The name links to the field itself: the twin keeps the name.
      const split = f.children.findIndex((c) => isEl(c) && BLOCK.has(c.tag));
      const head = split < 0 ? f.children : f.children.slice(0, split);
      const rest: El = { ...f, children: split < 0 ? [] : f.children.slice(split) };
      const headText = inline(head.map((c) => (isEl(c) && c.tag === 'a' ? { ...c, tag: 'span' } : c))).trim();
      const parts = [headText, ...blocks(rest, ctx)].filter(Boolean);
      return listItem('- ', parts);
    })
    .join('\n');
}

/** Sanitized HTML → Markdown (blocks separated by blank lines, ending with a newline). */
export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions & { select?: (root: El) => El | undefined } = {}): string {
  opts = options;
  try {
    const root = parseHtml(html);
    const md = blocks(options.select?.(root) ?? root).join('\n\n');
    return md ? `${md}\n` : '';
  } finally {
    opts = {};
  }
}
