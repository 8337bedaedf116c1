import type { Root } from 'mdast';
import type { CodeBlock, InlineCodeSpan } from '../shared/markdown-tree';
import { isAllowed, type AllowEntry } from './identifier-allow';
import type { PageLookup } from './identifier-sources';
import {
  JSON_TYPE_LANGS,
  definedByCode,
  jsonTypeValues,
  spanIdentifiers,
  type IdentifierKind,
} from './identifiers';
import type { IdentifierStats } from './vendor-rules';

/** The pages whose identifiers are checked: the guides of every product and the blog. */
export const IDENTIFIER_PAGES = /^(idn|iiq|nerm|blog)\//;

/**
 * Identifiers found in their sources: every identifier of the page's inline code spans and every
 * `"type"` value of its JSON examples occurs, as a whole word, in one of the page's cited files,
 * in the specs, or on the allow list; names the page's own code defines and placeholders are
 * not facts to look up (identifiers.ts). Positions are body lines and columns.
 */
export function checkIdentifiers(opts: {
  tree: Root;
  body: string;
  spans: readonly InlineCodeSpan[];
  blocks: readonly CodeBlock[];
  lookup: PageLookup;
  allow: readonly AllowEntry[];
  page: { route: string; file: string };
}): { problems: Array<{ line: number; col: number; message: string }>; stats: IdentifierStats } {
  const defined = definedByCode(opts.blocks);
  const problems: Array<{ line: number; col: number; message: string }> = [];
  const stats: IdentifierStats = { checked: 0, found: 0, allowed: 0, missing: [] };
  const seen = new Map<string, boolean>();
  const look = (name: string, kind: IdentifierKind, shown: string, line: number, col: number) => {
    if (defined.has(name) || defined.has(shown)) return;
    stats.checked++;
    let ok = seen.get(name);
    if (ok === undefined) {
      ok = opts.lookup.has(name, kind);
      seen.set(name, ok);
    }
    if (ok) {
      stats.found++;
      return;
    }
    if (isAllowed(opts.allow, opts.page, name) || isAllowed(opts.allow, opts.page, shown)) {
      stats.allowed++;
      return;
    }
    stats.missing.push(name);
    const what = name === shown ? `\`${name}\`` : `\`${name}\` (of \`${shown}\`)`;
    problems.push({
      line,
      col,
      message: `identifier ${what} is in none of the page's sources (${opts.lookup.searched}; plugins/content-rules/identifier-allow.txt for a name the page defines)`,
    });
  };
  for (const span of opts.spans) {
    // The span's value starts after its opening backticks.
    const ticks = /^`+/.exec(opts.body.slice(span.offset, span.offset + 20))?.[0].length ?? 1;
    for (const id of spanIdentifiers(span.value))
      look(id.name, id.kind, id.shown, span.line, span.col + ticks + id.offset);
  }
  for (const block of opts.blocks) {
    if (!JSON_TYPE_LANGS.has(block.lang.toLowerCase())) continue;
    for (const { value, offset } of jsonTypeValues(block.code)) {
      const before = block.code.slice(0, offset);
      const lineInCode = before.split('\n').length;
      const col = offset - before.lastIndexOf('\n');
      look(
        value,
        /[-:]/.test(value) ? 'compound' : 'word',
        value,
        block.line + lineInCode,
        col + block.col - 1,
      );
    }
  }
  return { problems, stats };
}
