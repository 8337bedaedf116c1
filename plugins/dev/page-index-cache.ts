import crypto from 'node:crypto';
import fs from 'node:fs';
import { answerPageListParses } from '../rspress-page-data/page-list-parse';
import { writeFileAtomic } from '../shared/atomic-write';

/**
 * `rspress dev` reads every page's Markdown before it serves the first one, for its page list
 * (title, outline, description: `getPageIndexInfoByRoute` in @rspress/core's extractPageData.js),
 * and parsing the guides was the largest part of a start. With search off (rspress.config.ts) it
 * reads only the top-level headings of the tree and the blocks before the first `##` heading, so
 * that part of each page's tree is kept on disk by the Markdown's hash and handed back on the next
 * start. Only parses called from that function are answered from the cache (every other parser
 * gets full trees; the seam is plugins/rspress-page-data/page-list-parse.ts), and only in
 * `rspress dev`: a build shares full trees with its other readers instead (shared-parse.ts there).
 */

type Tree = { type: string; depth?: number; children?: Tree[] };

/** The top-level nodes Rspress's page list reads: every heading, and what comes before the first `##`. */
export function pageListTree(tree: Tree): Tree {
  const children: Tree[] = [];
  let beforeH2 = true;
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && node.depth === 2) beforeH2 = false;
    if (node.type === 'heading' || beforeH2) children.push(node);
  }
  // Positions are never read; dropping them halves the file.
  return JSON.parse(
    JSON.stringify({ type: tree.type, children }, (k, v: unknown) =>
      k === 'position' ? undefined : v,
    ),
  ) as Tree;
}

export interface PageIndexCache {
  /** Writes the trees parsed or used since the last save (and only those: entries of deleted pages go). */
  save: () => void;
}

/** Installs the cache (once per process: a dev server restart re-reads the same file). */
export function installPageIndexCache(file: string): PageIndexCache {
  const slot = globalThis as {
    __portalPageIndexCache?: {
      file: string;
      entries: Map<string, Tree>;
      used: Map<string, Tree>;
      dirty: boolean;
    };
  };
  if (!slot.__portalPageIndexCache) {
    const state = {
      file,
      entries: new Map<string, Tree>(),
      used: new Map<string, Tree>(),
      dirty: false,
    };
    try {
      state.entries = new Map(
        Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Tree>),
      );
    } catch {
      // first start, or a cache from elsewhere: parsed afresh
    }
    answerPageListParses((input, parse) => {
      const key = crypto.createHash('sha256').update(input).digest('base64url');
      let tree = state.used.get(key) ?? state.entries.get(key);
      if (!tree) {
        tree = pageListTree(parse() as Tree);
        state.dirty = true;
      }
      state.used.set(key, tree);
      return tree;
    });
    slot.__portalPageIndexCache = state;
  }
  const state = slot.__portalPageIndexCache;
  state.file = file;
  return {
    save: () => {
      // The seam's guard: Rspress read its page list without a parse this cache recognised, so
      // its internals changed. Pages are unaffected (every parse fell through); starts are slower.
      if (!state.used.size) {
        console.warn(
          "warn    [dev] no page-list parse came from @rspress/core's extractPageData.js: the start-up cache is idle (update plugins/dev/page-index-cache.ts for this Rspress version)",
        );
        return;
      }
      if (state.dirty || state.used.size !== state.entries.size) {
        writeFileAtomic(state.file, JSON.stringify(Object.fromEntries(state.used)));
      }
      state.entries = state.used;
      state.used = new Map();
      state.dirty = false;
    },
  };
}
