import path from 'node:path';
import { normalizeHref } from '@rspress/shared';
import { indexOperations, matchApiPath, type OperationIndex, type OperationRef } from './match';

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
}

/**
 * What the plugin saw, by file relative to the docs root (for the build log): links added, and
 * written paths under a known base that no operation has. A page compiled again (browser and
 * server bundles, dev reloads) replaces its entry.
 */
export type ApiLinkStats = Map<string, { linked: number; unmatched: string[] }>;

export interface RemarkApiLinksOptions {
  /** The generated operations (known before Markdown compiles). */
  operations: () => readonly OperationRef[];
  docsRoot: string;
  stats: ApiLinkStats;
  /** Does the site have this route? A link to a missing one fails as Rspress's dead links do. */
  routeExists?: (route: string) => boolean;
}

// Code inside these is already a link, or a heading's text (its anchor and outline entry).
const SKIP = new Set(['link', 'linkReference', 'heading', 'code']);

/**
 * Remark plugin: inline code naming an API path in prose (`GET /v3/sources`,
 * `/beta/trigger-subscriptions`) becomes a link to its operation page. Fenced code is left alone,
 * the Markdown source is not changed, and a path no operation has stays plain text.
 */
export function remarkApiLinks(opts: RemarkApiLinksOptions) {
  let index: OperationIndex | undefined;
  let indexed: readonly OperationRef[] | undefined;
  return () => (tree: MdNode, file: { path?: string; history?: string[] }) => {
    const ops = opts.operations();
    if (!ops.length) return;
    if (indexed !== ops) {
      index = indexOperations(ops);
      indexed = ops;
    }
    const filePath = file.path ?? file.history?.[0] ?? '';
    const rel = path.relative(opts.docsRoot, filePath);
    // Only the site's own pages; the product is the route's first segment (`idn`).
    if (!filePath || rel.startsWith('..')) return;
    const product = rel.split(path.sep)[0];
    const seen = { linked: 0, unmatched: [] as string[] };
    opts.stats.set(rel, seen);
    const walk = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (SKIP.has(child.type)) return child;
        if (child.type !== 'inlineCode') {
          walk(child);
          return child;
        }
        const match = matchApiPath(index!, child.value ?? '', product);
        if (!match) return child;
        if ('unmatched' in match) {
          seen.unmatched.push(match.unmatched);
          return child;
        }
        if (opts.routeExists && !opts.routeExists(match.route)) {
          throw new Error(
            `Dead link found in ${filePath}: \`${child.value}\` → ${match.route} (no such page)`,
          );
        }
        seen.linked++;
        // The form Rspress's own link plugin gives a route (the theme cleans `.html` and adds the base).
        return { type: 'link', url: normalizeHref(match.route, false), children: [child] };
      });
    };
    walk(tree);
  };
}
