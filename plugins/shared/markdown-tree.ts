import type { Nodes, Root } from 'mdast';
import { parseMarkdownOnce } from '../../common/markdown/parse-once';

/**
 * A Markdown body as an mdast tree (CommonMark + GFM, the parser Rspress's own pipeline uses),
 * and the parts the content rules read from it with their positions. Lines and columns are
 * 1-based in the text given (add the frontmatter's lines for a file line). The tree is shared
 * with the other readers of the same text (common/markdown/parse-once.ts): read-only.
 */
export function parseMarkdown(body: string, file?: string): Root {
  return parseMarkdownOnce(body, file);
}

/** Every node of the tree, depth first, with its parent. */
export function walk(
  node: Nodes,
  visit: (node: Nodes, parent: Nodes | undefined) => void,
  parent?: Nodes,
): void {
  visit(node, parent);
  if ('children' in node) for (const child of node.children) walk(child, visit, node);
}

export interface CodeBlock {
  lang: string;
  code: string;
  /** The line of the opening fence. */
  line: number;
  /** The column of the opening fence (inside a list item it is indented). */
  col: number;
}

/** Fenced code blocks (indented blocks are not samples), in document order. */
export function fencedBlocks(tree: Root, body: string): CodeBlock[] {
  const out: CodeBlock[] = [];
  walk(tree, (node) => {
    if (node.type !== 'code' || !node.position) return;
    const start = node.position.start;
    const fence = body.slice(start.offset, (start.offset ?? 0) + 3);
    if (fence !== '```' && fence !== '~~~') return;
    out.push({ lang: node.lang ?? '', code: node.value, line: start.line, col: start.column });
  });
  return out;
}

export interface InlineCodeSpan {
  value: string;
  line: number;
  col: number;
  /** 0-based offset of the opening backtick in the text. */
  offset: number;
}

/** Inline code spans (in prose, tables, headings and link texts), in document order. */
export function inlineCodeSpans(tree: Root): InlineCodeSpan[] {
  const out: InlineCodeSpan[] = [];
  walk(tree, (node) => {
    if (node.type === 'inlineCode' && node.position)
      out.push({
        value: node.value,
        line: node.position.start.line,
        col: node.position.start.column,
        offset: node.position.start.offset ?? 0,
      });
  });
  return out;
}
