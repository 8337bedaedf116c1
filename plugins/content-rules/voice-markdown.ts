import type { Root } from 'mdast';
import { walk } from '../shared/markdown-tree';
import { voiceHits, voiceMessage } from './voice';

/**
 * The voice rule over a Markdown body: the prose only (text of paragraphs, headings, lists,
 * tables, link texts), not code. Without a tree, the whole text is prose (a frontmatter value).
 * Lines and columns are those of the text given.
 */
export function markdownVoice(
  tree: Root | undefined,
  text: string,
): Array<{ line: number; col: number; message: string }> {
  const out: Array<{ line: number; col: number; message: string }> = [];
  const pieces: Array<{ start: number; end: number }> = [];
  if (!tree) pieces.push({ start: 0, end: text.length });
  else
    walk(tree, (node) => {
      if (node.type === 'text' && node.position)
        pieces.push({ start: node.position.start.offset ?? 0, end: node.position.end.offset ?? 0 });
    });
  for (const { start, end } of pieces) {
    // The source between the node's offsets: a text node has no markup inside, so hits keep
    // their place in the file.
    for (const hit of voiceHits(text.slice(start, end))) {
      const before = text.slice(0, start + hit.index);
      out.push({
        line: before.split('\n').length,
        col: start + hit.index - before.lastIndexOf('\n'),
        message: voiceMessage(hit),
      });
    }
  }
  return out;
}
