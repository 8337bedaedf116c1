/**
 * The inline markup of the custom pages' words (`docs/_<page>.json`): a sentence may hold
 * `[link text](/route)` (a route, `#anchor` or `https://` URL) and `++Key++` (a keyboard key,
 * as in Python-Markdown's Keys extension). Nothing else is special, so plain sentences stay
 * plain strings. Shared by the renderer (`theme/components/blocks/inline.tsx`) and the copy
 * check (`tests/content/custom-copy.test.ts`), which reads the links from the same parts.
 */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'key'; text: string };

const TOKEN = /\[([^\]\n]+)\]\(([^)\s]+)\)|\+\+([^+\s]+)\+\+/g;

/** The parts of one sentence, in order; adjacent text is one part. */
export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    if (m.index > last) parts.push({ kind: 'text', text: source.slice(last, m.index) });
    if (m[3] !== undefined) parts.push({ kind: 'key', text: m[3] });
    else parts.push({ kind: 'link', text: m[1]!, href: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** The link targets of a sentence. */
export function inlineLinks(source: string): Array<{ text: string; href: string }> {
  return parseInline(source).flatMap((p) =>
    p.kind === 'link' ? [{ text: p.text, href: p.href }] : [],
  );
}

/** The words a reader sees (markup removed): for voice and placeholder checks. */
export function inlinePlainText(source: string): string {
  return parseInline(source)
    .map((p) => p.text)
    .join('');
}
