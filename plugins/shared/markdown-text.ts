/**
 * Plain-text views of a Markdown body that several plugins need: its fenced code blocks and its
 * prose word count (the blog's reading time and the content rules' minimum length).
 */
import { fencedBlocks, parseMarkdown } from './markdown-tree';

export const FENCE = /^(```+|~~~+)([^\n`]*)\n([\s\S]*?)^\1\s*$/gm;

/**
 * Fenced code blocks with their language and the (body) line their opening fence is on, read
 * with the Markdown parser (a regular expression misses fences inside list items and the like).
 */
export function codeBlocks(body: string): Array<{ lang: string; code: string; line: number }> {
  return fencedBlocks(parseMarkdown(body), body).map(({ lang, code, line }) => ({
    lang,
    code,
    line,
  }));
}

/** Words of prose: the body without code blocks, inline code, HTML tags and link targets. */
export function proseWordCount(body: string): number {
  const text = body
    .replace(FENCE, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|\-[\]]/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}
