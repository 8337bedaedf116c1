import { buildError } from '../shared/build-error';

/**
 * Rspress hands `modifySearchIndexData` each Markdown page's text with its MDX components and
 * imported fragments already inlined, as the undocumented `_flattenContent` (Rspress 2.0.x).
 * Without it the search index would read the raw `content` and silently index less (fragments
 * and container text missing). So a build whose Markdown pages all lack the field fails, naming
 * the file to update (ARCHITECTURE.md "Seams below Rspress").
 */
export function checkFlattenContent(
  pages: ReadonlyArray<{ _filepath?: string; content?: string; _flattenContent?: string }>,
): void {
  const markdown = pages.filter((p) => /\.mdx?$/.test(p._filepath ?? '') && p.content);
  if (!markdown.length || markdown.some((p) => typeof p._flattenContent === 'string')) return;
  throw buildError(
    `[seam] none of the ${markdown.length} Markdown pages handed to modifySearchIndexData has ` +
      `\`_flattenContent\`: Rspress no longer provides it (renamed in an upgrade?). Update ` +
      `plugins/search/documents.ts, which indexes it (README "Upgrading Rspress").`,
  );
}
