/** Fenced code blocks of a Markdown body (the content rules and the request-example check read them). */
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
