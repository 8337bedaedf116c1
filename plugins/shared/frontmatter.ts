import { LineCounter, parseDocument } from 'yaml';

/**
 * A Markdown page's frontmatter, read with the `yaml` package (YAML 1.2 core schema: no code is
 * ever run, dates stay strings). Replaces gray-matter, which evaluated `---js` blocks.
 */
export interface Frontmatter {
  data: Record<string, unknown>;
  /** The Markdown after the closing `---`. */
  body: string;
  /** Lines before the body: file line = body line + bodyOffset. */
  bodyOffset: number;
  /** File line (1-based) of each top-level key, for messages. */
  keyLines: Record<string, number>;
  /** File line and column of each item of a top-level list (`tags: [a, b]`), for messages. */
  itemPositions?: Record<string, Array<{ line: number; col: number }>>;
  /** Invalid YAML or a frontmatter that is not a mapping; `data` is then empty. */
  error?: { message: string; line: number; col: number };
}

const BLOCK = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

export function readFrontmatter(source: string): Frontmatter {
  const m = source.startsWith('---') ? BLOCK.exec(source) : null;
  if (!m || m.index !== 0) return { data: {}, body: source, bodyOffset: 0, keyLines: {} };
  const body = source.slice(m[0].length);
  const bodyOffset = m[0].split('\n').length - 1;
  const lines = new LineCounter();
  const doc = parseDocument(m[1]!, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  // The YAML starts on file line 2, after the opening `---`.
  const at = (offset: number) => {
    const p = lines.linePos(offset);
    return { line: p.line + 1, col: p.col };
  };
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    return {
      data: {},
      body,
      bodyOffset,
      keyLines: {},
      error: {
        message: `frontmatter is not valid YAML: ${e.message.split('\n')[0]}`,
        ...at(e.pos[0]),
      },
    };
  }
  const data = doc.toJS() as unknown;
  if (data === null || data === undefined) return { data: {}, body, bodyOffset, keyLines: {} };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return {
      data: {},
      body,
      bodyOffset,
      keyLines: {},
      error: { message: 'frontmatter must be a mapping of keys (title: …)', line: 2, col: 1 },
    };
  }
  type Ranged = { range?: [number, number, number] };
  const keyLines: Record<string, number> = {};
  const itemPositions: Record<string, Array<{ line: number; col: number }>> = {};
  const contents = doc.contents as {
    items?: Array<{ key?: Ranged & { value?: unknown }; value?: { items?: Ranged[] } }>;
  } | null;
  for (const item of contents?.items ?? []) {
    if (!item.key?.range) continue;
    const key = String(item.key.value);
    keyLines[key] = at(item.key.range[0]).line;
    if (Array.isArray(item.value?.items))
      itemPositions[key] = item.value.items.map((v) =>
        v?.range ? at(v.range[0]) : { line: keyLines[key]!, col: 1 },
      );
  }
  return { data: data as Record<string, unknown>, body, bodyOffset, keyLines, itemPositions };
}
