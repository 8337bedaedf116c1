/**
 * The other direction of remark.ts: which guides link to each operation page. remark.ts turns a
 * guide's inline API paths (`POST /beta/trigger-subscriptions`) into links while Markdown compiles,
 * after the API pages are generated; so the generator reads the same inline code from the guides'
 * sources first (`readGuidePaths`, same rules: not in links, headings or code blocks) and resolves
 * it with the same matcher (`guidesByOperation`), with the guides' own Markdown links to operation
 * pages, to list the guides on each operation page ("Guides", plugins/openapi/render-operation.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanRoutePath } from '../../common/routes/route-path';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { readFrontmatter } from '../shared/frontmatter';
import { indexOperations, matchApiPath, type OperationRef } from './match';

/** A guide, the inline code of its prose that may name an API path, and its site links. */
export interface GuideApiPaths {
  route: string;
  title: string;
  /** The first segment of the route (`idn`): breaks ties between specs sharing a base path. */
  product: string;
  codes: string[];
  /** Targets of its Markdown links within the site (`/idn/api/beta/create-subscription`). */
  links: string[];
}

export interface GuideLink {
  route: string;
  title: string;
}

/** A site link's route: no `.md`/`.html`, `#fragment`, query or trailing slash. */
const linkRoute = (url: string) => cleanRoutePath(url.split(/[?#]/)[0]!.replace(/\.mdx?$/, ''));

// Looks like an API path, as matchApiPath reads it (a cheap filter before the matcher).
const PATH_LIKE = /^\s*(?:[A-Za-z]+\s+)?\//;
/** Blog posts are news, not guides: they keep their links, but are not listed. */
const NOT_GUIDES = /^\/blog(\/|$)/;

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
// `[text](/target "title")`, one level of brackets inside the text.
const LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const INLINE_CODE = /(`+)([^`]+?)\1(?!`)/g;

/**
 * A Markdown guide's title (frontmatter `title`, else its first `#` heading), its path-like inline
 * code and the routes its Markdown links point at. A line scan, not a Markdown parse (a parse of
 * every guide cost seconds of the build): fenced code blocks and headings are skipped, and a
 * link's text is a link already, as remark.ts treats them.
 */
export function guidePaths(source: string): { title?: string; codes: string[]; links: string[] } {
  const fm = readFrontmatter(source);
  const codes: string[] = [];
  const links: string[] = [];
  let h1: string | undefined;
  let fence: string | null = null;
  for (const line of fm.body.split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      // The closing fence: the same character, at least as long, nothing after it.
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && !f[2]!.trim()) fence = null;
      continue;
    }
    if (f) {
      fence = f[1]!;
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      if (h[1] === '#' && h1 === undefined) h1 = h[2]!.replace(/[`*_]/g, '').trim();
      continue;
    }
    const rest = line.replace(LINK, (_whole, _text: string, url: string) => {
      if (url.startsWith('/')) links.push(linkRoute(url));
      return ' ';
    });
    for (const m of rest.matchAll(INLINE_CODE)) {
      const code = m[2]!.trim();
      if (PATH_LIKE.test(code)) codes.push(code);
    }
  }
  return { title: str(fm.data.title) ?? h1, codes, links };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The guides under `docsRoot` (Markdown pages, blog posts left out) with path-like inline code. */
export function readGuidePaths(docsRoot: string): GuideApiPaths[] {
  const out: GuideApiPaths[] = [];
  for (const rel of listPageFiles(docsRoot)) {
    if (!/\.mdx?$/.test(rel)) continue;
    const route = fileToRoute(rel);
    if (NOT_GUIDES.test(route)) continue;
    const { title, codes, links } = guidePaths(fs.readFileSync(path.join(docsRoot, rel), 'utf8'));
    if (!title || (!codes.length && !links.length)) continue;
    out.push({ route, title, product: rel.split(/[\\/]/)[0]!, codes, links });
  }
  return out;
}

/** Operation route → the guides that link to it (an inline API path or a Markdown link), by title. */
export function guidesByOperation(
  guides: readonly GuideApiPaths[],
  operations: readonly OperationRef[],
): Map<string, GuideLink[]> {
  const index = indexOperations(operations);
  const routes = new Set(operations.map((o) => o.route));
  const out = new Map<string, GuideLink[]>();
  for (const g of guides) {
    const linked = new Set<string>();
    for (const code of g.codes) {
      const m = matchApiPath(index, code, g.product);
      if (m && 'route' in m) linked.add(m.route);
    }
    for (const link of g.links) if (routes.has(link)) linked.add(link);
    for (const route of linked) {
      const list = out.get(route) ?? [];
      list.push({ route: g.route, title: g.title });
      out.set(route, list);
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return out;
}
