/**
 * The other direction of remark.ts: which guides link to each operation page. remark.ts turns a
 * guide's inline API paths (`POST /beta/trigger-subscriptions`) into links while Markdown compiles,
 * after the API pages are generated; so the generator reads the same inline code from the guides'
 * sources first (`readGuidePaths`, same rules: not in links, headings or code blocks) and resolves
 * it with the same matcher (`guidesByOperation`), to list the guides on each operation page
 * ("Guides", plugins/openapi/render-operation.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { fileToRoute, listPageFiles } from '../shared/content-rules/docs-routes';
import { readFrontmatter } from '../shared/frontmatter';
import { indexOperations, matchApiPath, type OperationRef } from './match';

/** A guide and the inline code of its prose that may name an API path. */
export interface GuideApiPaths {
  route: string;
  title: string;
  /** The first segment of the route (`idn`): breaks ties between specs sharing a base path. */
  product: string;
  codes: string[];
}

export interface GuideLink {
  route: string;
  title: string;
}

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
}

// As remark.ts: code inside these is a link already, or a heading's text.
const SKIP = new Set(['link', 'linkReference', 'heading', 'code']);
// Looks like an API path, as matchApiPath reads it (a cheap filter before the matcher).
const PATH_LIKE = /^\s*(?:[A-Za-z]+\s+)?\//;
/** Blog posts are news, not guides: they keep their links, but are not listed. */
const NOT_GUIDES = /^\/blog(\/|$)/;

const text = (node: MdNode): string => node.value ?? (node.children ?? []).map(text).join('');

/** A Markdown guide's title (frontmatter `title`, else its first `#` heading) and path-like inline code. */
export function guidePaths(source: string): { title?: string; codes: string[] } {
  const fm = readFrontmatter(source);
  const tree = unified().use(remarkParse).parse(fm.body) as MdNode;
  const codes: string[] = [];
  let h1: string | undefined;
  const walk = (node: MdNode) => {
    for (const child of node.children ?? []) {
      if (child.type === 'heading' && child.depth === 1 && h1 === undefined) h1 = text(child);
      if (SKIP.has(child.type)) continue;
      if (child.type === 'inlineCode') {
        if (child.value && PATH_LIKE.test(child.value)) codes.push(child.value);
      } else walk(child);
    }
  };
  walk(tree);
  const title = typeof fm.data.title === 'string' ? fm.data.title : h1?.trim();
  return { title, codes };
}

/** The guides under `docsRoot` (Markdown pages, blog posts left out) with path-like inline code. */
export function readGuidePaths(docsRoot: string): GuideApiPaths[] {
  const out: GuideApiPaths[] = [];
  for (const rel of listPageFiles(docsRoot)) {
    if (!/\.mdx?$/.test(rel)) continue;
    const route = fileToRoute(rel);
    if (NOT_GUIDES.test(route)) continue;
    const { title, codes } = guidePaths(fs.readFileSync(path.join(docsRoot, rel), 'utf8'));
    if (!title || !codes.length) continue;
    out.push({ route, title, product: rel.split(/[\\/]/)[0]!, codes });
  }
  return out;
}

/** Operation route → the guides that link to it, by title. */
export function guidesByOperation(
  guides: readonly GuideApiPaths[],
  operations: readonly OperationRef[],
): Map<string, GuideLink[]> {
  const index = indexOperations(operations);
  const out = new Map<string, GuideLink[]>();
  for (const g of guides) {
    const linked = new Set<string>();
    for (const code of g.codes) {
      const m = matchApiPath(index, code, g.product);
      if (m && 'route' in m) linked.add(m.route);
    }
    for (const route of linked) {
      const list = out.get(route) ?? [];
      list.push({ route: g.route, title: g.title });
      out.set(route, list);
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return out;
}
