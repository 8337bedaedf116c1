/**
 * Tables of the guides (issue 38): every body cell gets its column's header text as `data-label`,
 * which the stylesheet shows beside the value when a phone stacks the rows (theme/styles/fit.css:
 * the header row itself is then hidden from sight, not from screen readers); and an identifier in
 * a cell's inline code (`code-id`) gets `<wbr>` at its natural boundaries (before `.` and `[`, after `_` and `/`), so an
 * identifier such as `changes[].attribute` wraps there and never inside a word (a hyphenated
 * piece such as `--body-file` is kept on one line).
 */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isElement = (n: HastNode, tag?: string): boolean =>
  n.type === 'element' && (tag === undefined || n.tagName === tag);

/** The text of a node (what a header cell says). */
export function textOf(n: HastNode): string {
  if (n.type === 'text') return n.value ?? '';
  return (n.children ?? []).map(textOf).join('');
}

/** Where a line may break inside an identifier: before `.` and `[`, after `_` and `/`. */
const BOUNDARY = /(?<=[^.[])(?=[.[])|(?<=[_/])(?=.)/g;

/** A piece with a hyphen (`--body-file`): browsers break after hyphens, so it is kept whole. */
const HYPHENATED = /-/;

/**
 * `text` as text nodes with `<wbr>` elements at the boundaries; a piece with a hyphen and no space
 * is a `<span class="code-piece">` (white-space: nowrap in theme/styles/fit.css).
 */
export function withBreaks(text: string): HastNode[] {
  const parts = text.split(BOUNDARY).filter((p) => p !== '');
  const out: HastNode[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push({ type: 'element', tagName: 'wbr', properties: {}, children: [] });
    const node: HastNode = { type: 'text', value: p };
    out.push(
      HYPHENATED.test(p) && !/\s/.test(p)
        ? {
            type: 'element',
            tagName: 'span',
            properties: { className: ['code-piece'] },
            children: [node],
          }
        : node,
    );
  });
  return out;
}

function breakCode(n: HastNode): void {
  if (!n.children) return;
  n.children = n.children.flatMap((c) => {
    if (c.type === 'text' && c.value) return withBreaks(c.value);
    breakCode(c);
    return [c];
  });
}

/**
 * An identifier: a field, flag, path or name such as `changes[].attribute`, `--body-file`,
 * `/v3/sources` (no spaces or punctuation of an expression). Other code in a cell (`name eq "x"`,
 * a sample value) may still break anywhere, so a column of examples can share the width.
 */
export const isIdentifier = (text: string): boolean =>
  /^(-{1,2}|\/)?[A-Za-z_$@{][\w$@{}.[\]/:-]*$/.test(text);

/** Identifiers in inline code inside `cell` (never a <pre>'s code) get their break points. */
function breakInlineCode(cell: HastNode): void {
  for (const c of cell.children ?? []) {
    if (isElement(c, 'pre')) continue;
    if (isElement(c, 'code') && isIdentifier(textOf(c))) {
      c.properties = { ...c.properties, className: ['code-id'] };
      breakCode(c);
    } else if (!isElement(c, 'code')) breakInlineCode(c);
  }
}

const rowsOf = (section: HastNode | undefined): HastNode[] =>
  (section?.children ?? []).filter((c) => isElement(c, 'tr'));

const cellsOf = (row: HastNode): HastNode[] =>
  (row.children ?? []).filter((c) => isElement(c, 'td') || isElement(c, 'th'));

function labelTable(table: HastNode): void {
  const sections = (table.children ?? []).filter((c) => isElement(c));
  const head = sections.find((s) => s.tagName === 'thead');
  const labels = cellsOf(rowsOf(head)[0] ?? { type: 'element' }).map((c) =>
    textOf(c).trim().replace(/\s+/g, ' '),
  );
  for (const section of sections) {
    for (const row of section.tagName === 'tr' ? [section] : rowsOf(section)) {
      cellsOf(row).forEach((cell, i) => {
        breakInlineCode(cell);
        if (section !== head && labels[i])
          cell.properties = { ...cell.properties, dataLabel: labels[i] };
      });
    }
  }
}

/** The rehype plugin (Rspress's markdown.rehypePlugins). */
export function rehypeTables() {
  return (tree: HastNode) => {
    const walk = (n: HastNode) => {
      if (isElement(n, 'table')) labelTable(n);
      else n.children?.forEach(walk);
    };
    walk(tree);
  };
}
