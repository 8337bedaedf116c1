/**
 * One Markdown parse per text per build: the content rules, Rspress's page list (through
 * plugins/rspress-page-data/shared-parse.ts) and the search index each read every guide, and used
 * to parse it each (issue 37). They parse with the same parser — CommonMark + GFM, what
 * `unified().use(remarkParse).use(remarkGfm).parse` runs (remark-parse passes its extensions to
 * `fromMarkdown`, remark-gfm with no options adds `gfm()` and `gfmFromMarkdown()`) — so the same
 * text gives the same tree, and the tree of a text is kept here for the next reader. Readers treat
 * trees as read-only. Texts that differ (a reader that edits the text first) are parsed each.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Root } from 'mdast';

/** Trees kept at most (a build's guides take a few hundred; beyond that the oldest go). */
const CAP = 1024;

/** Tree by text, in the order they were parsed. */
const trees = new Map<string, Root>();
/** The text last parsed for a file: a file's older text (edited in `rspress dev`) is dropped. */
const byFile = new Map<string, string>();
const counts = { parsed: 0, reused: 0 };

/** The CommonMark + GFM tree of `text`, parsed once; `file` (where known) drops that file's older text. */
export function parseMarkdownOnce(text: string, file?: string): Root {
  let tree = trees.get(text);
  if (tree) counts.reused++;
  else {
    tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    counts.parsed++;
    trees.set(text, tree);
    if (trees.size > CAP) trees.delete(trees.keys().next().value!);
  }
  if (file !== undefined) {
    const old = byFile.get(file);
    if (old !== undefined && old !== text) trees.delete(old);
    byFile.set(file, text);
  }
  return tree;
}

/** The tree kept for `text`, if another reader parsed it already (no parse). */
export function keptMarkdownTree(text: string): Root | undefined {
  const tree = trees.get(text);
  if (tree) counts.reused++;
  return tree;
}

/** Parses and reuses since the process started (the build log and tests read them). */
export function markdownParseCounts(): { parsed: number; reused: number } {
  return { ...counts };
}

/** Drops every tree kept (before the compile: its memory is better spent there). */
export function releaseMarkdownTrees(): void {
  trees.clear();
  byFile.clear();
}
