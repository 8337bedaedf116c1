/**
 * Markdown → plain text, for the search index and for summaries (meta descriptions, tables): a page's intro and its h2–h4 sections, each
 * with a capped excerpt. Code blocks, HTML, images and JSX are left out.
 */
import type { Nodes, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { LIMITS, capText } from '../search/tokenize';
import { keptMarkdownTree, parseMarkdownOnce } from './parse-once';

const processor = unified().use(remarkParse).use(remarkGfm);

const SKIP = new Set([
  'code',
  'html',
  'image',
  'imageReference',
  'definition',
  'footnoteDefinition',
  'footnoteReference',
  'thematicBreak',
  'yaml',
  'mdxjsEsm',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
]);
const BLOCK = new Set(['paragraph', 'heading', 'listItem', 'tableRow', 'blockquote']);
const CONTAINER_LINE = /^\s*:::.*$/gm;
const CUSTOM_ID = /\s*\\?\{#[^}]*\\?\}\s*$/;

export interface ExtractedSection {
  heading: string;
  depth: number;
  text: string;
}

export interface ExtractedPage {
  /** The h1 text, if any. */
  title: string;
  /** Text before the first section heading. */
  intro: string;
  sections: ExtractedSection[];
}

function textOf(node: Nodes, out: string[]): void {
  if (SKIP.has(node.type)) return;
  if (node.type === 'text' || node.type === 'inlineCode') {
    out.push(node.value);
    return;
  }
  if (node.type === 'break') {
    out.push(' ');
    return;
  }
  if ('children' in node) for (const child of node.children as Nodes[]) textOf(child, out);
  if (BLOCK.has(node.type) || node.type === 'tableCell') out.push(' ');
}

/** Plain text of a node, white space collapsed. */
export function plainText(node: Nodes): string {
  const out: string[] = [];
  textOf(node, out);
  return out.join('').replace(CONTAINER_LINE, ' ').replace(/\s+/g, ' ').trim();
}

/** Removes MDX import/export lines and container directive markers (`:::tip`) before parsing. */
function prepare(markdown: string): string {
  return markdown.replace(/^(import|export)\s.*$/gm, '').replace(CONTAINER_LINE, '');
}

/**
 * The text Rspress's page list parses for a page whose flattened Markdown is `markdown` (its
 * extractPageData.js: `import … from '…'` statements removed, wherever they are, and CRLF → LF).
 */
const IMPORT_STATEMENT = /import\s+(.*?)\s+from\s+(['"])(.*?)(?:"|');?/gm;
const pageListText = (markdown: string) =>
  markdown.replace(IMPORT_STATEMENT, '').replace(/\r\n/g, '\n');

/**
 * The tree extractPage reads: that of `prepare(markdown)`, shared with the other readers of the
 * same text (parse-once.ts). A guide with import or export lines in its code samples gives
 * Rspress's page list another text; its tree, parsed already, is read instead when the two texts
 * differ only in lines inside fenced code blocks at the top level of that tree, lines blank in
 * ours. Such a line cannot end the block in either text (only a closing fence does), so the blocks
 * and everything outside them are the same, and extractPage skips code.
 */
function pageTree(markdown: string, file?: string): Root {
  const ours = prepare(markdown);
  const listed = pageListText(markdown);
  const kept = listed === ours ? undefined : keptMarkdownTree(listed);
  if (kept && differOnlyInFencedCode(kept, listed, ours)) return kept;
  return parseMarkdownOnce(ours, file);
}

/** Whether `a` and `b` differ only in lines blank in `b` and inside a top-level fenced code block of `tree` (the tree of `a`). */
export function differOnlyInFencedCode(tree: Root, a: string, b: string): boolean {
  const linesA = a.split('\n');
  const linesB = b.split('\n');
  if (linesA.length !== linesB.length) return false;
  // The lines strictly between each top-level fenced block's opening and closing fence (1-based).
  const inside: Array<[number, number]> = [];
  for (const node of tree.children) {
    if (node.type !== 'code' || !node.position) continue;
    const { start, end } = node.position;
    const fence = a.slice(start.offset, (start.offset ?? 0) + 3);
    if (fence === '```' || fence === '~~~') inside.push([start.line, end.line]);
  }
  for (let i = 0; i < linesA.length; i++) {
    if (linesA[i] === linesB[i]) continue;
    const line = i + 1;
    if (linesB[i] !== '' || !inside.some(([s, e]) => s < line && line < e)) return false;
  }
  return true;
}

/**
 * Splits a Markdown page into intro and sections (h2–h4 start a section, the first h1 is the
 * title). Each text is capped to `LIMITS` and cleared of blobs (see capText). `file`: the page's
 * file, where known (parse-once.ts keeps one text per file).
 */
export function extractPage(
  markdown: string,
  limits: { intro?: number; section?: number } = {},
  file?: string,
): ExtractedPage {
  const introCap = limits.intro ?? LIMITS.excerpt;
  const sectionCap = limits.section ?? LIMITS.sectionText;
  let tree: Root;
  try {
    tree = pageTree(markdown, file);
  } catch {
    return { title: '', intro: capText(markdown.replace(/\s+/g, ' '), introCap), sections: [] };
  }
  let title = '';
  const intro: string[] = [];
  const sections: Array<{ heading: string; depth: number; parts: string[] }> = [];
  const budget = (parts: string[], cap: number) =>
    parts.reduce((n, p) => n + p.length, 0) < cap * 2;
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      const text = plainText(node).replace(CUSTOM_ID, '').trim();
      if (node.depth === 1 && !title) {
        title = text;
        continue;
      }
      if (node.depth >= 2 && node.depth <= 4) {
        sections.push({ heading: capText(text, LIMITS.heading), depth: node.depth, parts: [] });
        continue;
      }
    }
    const target = sections.length ? sections[sections.length - 1]!.parts : intro;
    if (!budget(target, sections.length ? sectionCap : introCap)) continue;
    const text = plainText(node);
    if (text) target.push(text);
  }
  return {
    title,
    intro: capText(intro.join(' '), introCap),
    sections: sections.map((s) => ({
      heading: s.heading,
      depth: s.depth,
      text: capText(s.parts.join(' '), sectionCap),
    })),
  };
}

/** Plain text of a Markdown snippet, whole: inline code, emphasis and link texts kept as text. */
export function markdownToPlain(markdown: string): string {
  try {
    return plainText(processor.parse(prepare(markdown)) as Root);
  } catch {
    return markdown.replace(/\s+/g, ' ').trim();
  }
}

/** Plain text of a Markdown snippet (an operation's description), capped. */
export function markdownToText(markdown: string | undefined, cap: number = LIMITS.excerpt): string {
  if (!markdown || !markdown.trim()) return '';
  // Long descriptions: only the start is shown and indexed, so only the start is parsed.
  const head = markdown.length > cap * 8 ? markdown.slice(0, cap * 8) : markdown;
  return capText(markdownToPlain(head), cap);
}

/** GitHub-style heading anchor, used when a page's own table of contents has no id for a heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
