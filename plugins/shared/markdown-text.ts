/**
 * Plain-text views of a Markdown body that several plugins need: its fenced code blocks and its
 * prose word count (the blog's reading time and the content rules' minimum length).
 */

export const FENCE = /^(```+|~~~+)([^\n`]*)\n([\s\S]*?)^\1\s*$/gm;

/** Fenced code blocks with their language and the (body) line their opening fence is on. */
export function codeBlocks(body: string): Array<{ lang: string; code: string; line: number }> {
  const out: Array<{ lang: string; code: string; line: number }> = [];
  for (const m of body.matchAll(FENCE)) {
    const lang = (m[2] ?? '').trim().split(/\s+/)[0] ?? '';
    const line = body.slice(0, m.index).split('\n').length;
    out.push({ lang, code: m[3] ?? '', line });
  }
  return out;
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
