import { TAGS } from '../../config/tags';
import { cleanRoutePath } from '../../common/routes/route-path';
import { readFrontmatter } from '../shared/frontmatter';
import { checkEditorialFields, verifiedDay } from './editorial-fields';
import { FIELD_KEYS, FRONTMATTER_FIELDS, pageKinds } from './frontmatter-fields';
import { nearest, nearestRoute } from './hints';
import { codeBlocks, proseWordCount } from '../shared/markdown-text';
import { fencedBlocks, inlineCodeSpans, parseMarkdown, walk } from '../shared/markdown-tree';
import { checkCitations, checkVerifiedAfterSnapshot } from './citations';
import { pageLookup } from './identifier-sources';
import { IDENTIFIER_PAGES, checkIdentifiers } from './page-identifiers';
import type { VendorRules } from './vendor-rules';
import { markdownVoice } from './voice-markdown';
import { findApiCalls } from './request-examples';
import { exampleBodies } from './example-bodies';
import { validateExample } from './example-validation';
import { checkCall, findOperation, type SpecOperation } from './spec-operations';

/** One problem of a page, at a line and column of the file itself (frontmatter lines counted). */
export interface PageProblem {
  file: string;
  line: number;
  col: number;
  message: string;
}

/**
 * Markdown links (and images) and reference definitions outside code, with their text and
 * (body) line and column, read with the Markdown parser: the column is the link's `[`.
 */
export function markdownLinks(
  body: string,
): Array<{ href: string; text: string; line: number; col: number }> {
  const out: Array<{ href: string; text: string; line: number; col: number }> = [];
  walk(parseMarkdown(body), (node) => {
    if (!node.position) return;
    const { line, column, offset = 0 } = node.position.start;
    if (node.type === 'definition') {
      out.push({ href: node.url, text: node.label ?? node.identifier, line, col: column });
      return;
    }
    if (node.type === 'image' && body[offset] === '!' && body[offset + 1] === '[') {
      out.push({ href: node.url, text: node.alt ?? '', line, col: column + 1 });
      return;
    }
    // Autolinks (`<https://…>`, bare URLs) are not written links.
    if (node.type !== 'link' || body[offset] !== '[') return;
    const first = node.children[0]?.position;
    const last = node.children[node.children.length - 1]?.position;
    const text = first && last ? body.slice(first.start.offset ?? 0, last.end.offset ?? 0) : '';
    out.push({ href: node.url, text, line, col: column });
  });
  return out.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** The request examples' specs: version segment (`v3`, `beta`) → spec file name and operations. */
export type SpecsByVersion = ReadonlyMap<
  string,
  { name: string; ops: SpecOperation[]; components?: Record<string, unknown> }
>;

export interface CheckOptions {
  /** Minimum words of prose outside code. */
  minWords: number;
  /** Does an internal route exist? */
  routeExists: (route: string) => boolean;
  /** The page's own route, to resolve relative links. */
  route: string;
  /** Every route of the site, for the nearest-route hint of a dead link. */
  routes?: Iterable<string>;
  /** Path relative to the docs root: decides which fields are required (frontmatter-fields.ts). */
  relPath?: string;
  /** YYYY-MM-DD: `verified` may not be later. Without it the editorial fields are not checked. */
  today?: string;
  /** The specs request examples are checked against; without them examples are not checked. */
  specs?: SpecsByVersion;
  /** Only the links (the home page: a frontmatter stub for the theme, not a written page). */
  linksOnly?: boolean;
  /**
   * The vendor snapshot's rules (citations resolve, `verified` after the snapshot, identifiers
   * found in their sources); without it they are skipped (vendor-rules.ts).
   */
  vendor?: VendorRules | null;
}

/** A JSON.parse error's position as line and column of the parsed text. */
function jsonErrorAt(code: string, message: string): { line: number; col: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), col: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message);
  if (!pos) return { line: 1, col: 1 };
  const before = code.slice(0, Number(pos[1]));
  return { line: before.split('\n').length, col: Number(pos[1]) - before.lastIndexOf('\n') };
}

/**
 * Checks one Markdown page against the content rules: frontmatter keys and values, tags, prose
 * length, JSON blocks, links, and on guide pages the editorial fields and request examples.
 * Every problem carries the file's own line (and column where it is known).
 */
export function checkPage(file: string, source: string, opts: CheckOptions): PageProblem[] {
  const problems: PageProblem[] = [];
  const report = (line: number, col: number, message: string) =>
    problems.push({ file, line, col, message });
  const fm = readFrontmatter(source);
  if (fm.error) {
    report(fm.error.line, fm.error.col, fm.error.message);
    return problems;
  }
  const data = opts.linksOnly ? {} : fm.data;
  const keyLine = (key: string) => fm.keyLines[key] ?? 1;
  const kinds = opts.linksOnly ? [] : pageKinds(opts.relPath ?? file);
  for (const key of Object.keys(data)) {
    if (FIELD_KEYS.includes(key)) continue;
    const near = nearest(key, FIELD_KEYS);
    report(
      keyLine(key),
      1,
      `unknown frontmatter key "${key}"${near ? `: did you mean "${near}"?` : ` (known: ${FIELD_KEYS.join(', ')})`}`,
    );
  }
  for (const field of FRONTMATTER_FIELDS) {
    const value = data[field.key];
    if (value === undefined || value === null) {
      if (
        field.requiredOn.some((k) => kinds.includes(k)) &&
        !['sources', 'verified'].includes(field.key)
      )
        report(1, 1, `frontmatter needs \`${field.key}\`: ${field.description}`);
      continue;
    }
    const why = field.check(value);
    if (why) report(keyLine(field.key), 1, `\`${field.key}\` ${why}`);
  }
  if (Array.isArray(data.tags)) {
    for (const [i, t] of data.tags.entries()) {
      if ((TAGS as readonly string[]).includes(String(t))) continue;
      const near = nearest(String(t), TAGS);
      const pos = fm.itemPositions?.tags?.[i] ?? { line: keyLine('tags'), col: 1 };
      report(
        pos.line,
        pos.col,
        `unknown tag "${t}"${near ? `: did you mean "${near}"?` : ''} (the tags are listed in config/tags.ts)`,
      );
    }
  }
  if (opts.today && kinds.includes('guide')) {
    for (const p of checkEditorialFields(data, opts.today))
      report(
        keyLine(/^(source|sources)\b/.test(p) || /`sources`/.test(p) ? 'sources' : 'verified'),
        1,
        p,
      );
  }
  const vendor = opts.vendor;
  const sources = Array.isArray(data.sources) ? (data.sources as unknown[]) : [];
  if (vendor && sources.length) {
    for (const c of checkCitations(sources, vendor.snapshot, {
      repoRoot: vendor.repoRoot,
      filesTxt: vendor.filesTxt,
    })) {
      const pos = fm.itemPositions?.sources?.[c.index] ?? { line: keyLine('sources'), col: 1 };
      report(pos.line, pos.col, c.message);
    }
    const day = verifiedDay(data.verified);
    const late =
      day && checkVerifiedAfterSnapshot(day, sources, vendor.snapshot, vendor.commitsTxt);
    if (late) report(keyLine('verified'), 1, late);
  }
  const body = fm.body;
  const at = (bodyLine: number) => bodyLine + fm.bodyOffset;
  const tree = opts.linksOnly ? undefined : parseMarkdown(body, file);
  if (tree) {
    for (const key of ['title', 'description'] as const)
      if (typeof data[key] === 'string')
        for (const hit of markdownVoice(undefined, data[key] as string))
          report(keyLine(key), 1, `${key}: ${hit.message}`);
    for (const hit of markdownVoice(tree, body)) report(at(hit.line), hit.col, hit.message);
  }
  if (tree && vendor && IDENTIFIER_PAGES.test((opts.relPath ?? file).replace(/\\/g, '/'))) {
    const { problems: idProblems, stats } = checkIdentifiers({
      tree,
      body,
      spans: inlineCodeSpans(tree),
      blocks: fencedBlocks(tree, body),
      lookup: pageLookup(sources, vendor.snapshot, vendor.specIndex, vendor.repoRoot),
      allow: vendor.allow,
      page: { route: opts.route, file },
    });
    for (const p of idProblems) report(at(p.line), p.col, p.message);
    vendor.onIdentifiers?.(file, stats);
  }
  const words = proseWordCount(body);
  if (words < opts.minWords && !opts.linksOnly)
    report(at(1), 1, `only ${words} words of prose outside code (minimum ${opts.minWords})`);
  for (const block of codeBlocks(body)) {
    if (block.lang !== 'json' || opts.linksOnly) continue;
    try {
      JSON.parse(block.code);
    } catch (e) {
      const msg = (e as Error).message;
      const pos = jsonErrorAt(block.code, msg);
      report(
        at(block.line) + pos.line,
        pos.col,
        `json block does not parse: ${msg.replace(/ in JSON at position \d+.*$/, '')} (use \`jsonc\` for JSON with comments or "...")`,
      );
    }
  }
  for (const { href, text, line, col } of markdownLinks(body)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) continue;
    const [pathPart] = href.split(/[#?]/);
    const abs = pathPart!.startsWith('/')
      ? pathPart!
      : new URL(pathPart!, 'http://x' + opts.route.replace(/[^/]*$/, '')).pathname;
    const clean = cleanRoutePath(abs.replace(/\.mdx?$/, ''));
    if (opts.routeExists(clean)) continue;
    const near = opts.routes ? nearestRoute(clean, opts.routes) : undefined;
    report(
      at(line),
      col,
      `dead link [${text}](${href}): ${clean} is not a page${near ? `; did you mean ${near}?` : ''}`,
    );
  }
  if (opts.specs && kinds.includes('guide')) {
    for (const call of findApiCalls(body)) {
      const spec = opts.specs.get(call.version);
      if (!spec) continue;
      for (const p of checkCall(call, spec.ops, spec.name)) {
        // A misspelt path: name the nearest path the spec has for that method.
        const near = p.endsWith(`is not an operation of ${spec.name}`)
          ? nearest(
              call.path,
              spec.ops.filter((o) => o.method === call.method).map((o) => o.path),
              0.3,
            )
          : undefined;
        report(
          at(call.line),
          1,
          near ? `${p}; did you mean ${call.method} /${call.version}${near}?` : p,
        );
      }
    }
  }
  if (opts.specs && tree && kinds.includes('guide')) {
    for (const ex of exampleBodies(tree)) {
      const spec = opts.specs.get(ex.call.version);
      const op = spec && findOperation(spec.ops, ex.call.method, ex.call.path);
      if (!spec || !op) continue;
      const schema =
        ex.kind === 'request' ? op.requestSchema : responseSchema(op.responseSchemas, ex.status);
      if (schema === undefined) continue;
      let value: unknown;
      try {
        value = JSON.parse(ex.json);
      } catch {
        // A body with placeholders (`$NAME`, `...`) is not JSON: nothing to validate.
        continue;
      }
      const why = validateExample(value, schema, spec.components ?? {}, ex.kind);
      if (why.length)
        report(
          at(ex.line),
          1,
          `${ex.kind === 'request' ? 'request body' : `response example${ex.status ? ` (${ex.status})` : ''}`} of ${ex.call.method} /${ex.call.version}${ex.call.path} does not match ${spec.name} (${op.method} ${op.path}): ${why.join('; ')}`,
        );
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** The response schema for a status the page names, else the first 2xx one. */
function responseSchema(
  schemas: Record<string, unknown> | undefined,
  status: string | undefined,
): unknown {
  if (!schemas) return undefined;
  if (status) return schemas[status] ?? schemas[`${status[0]}XX`];
  const ok = Object.keys(schemas)
    .filter((s) => s.startsWith('2'))
    .sort()[0];
  return ok === undefined ? undefined : schemas[ok];
}

/** `file:line:col: message`, the form editors and terminals link to the place. */
export const formatProblem = (p: PageProblem) => `${p.file}:${p.line}:${p.col}: ${p.message}`;
