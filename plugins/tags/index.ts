import { readMarkdownPages } from '../shared/markdown-pages';
import { writePages, type GeneratedPage } from '../shared/write-pages';
import { collectTags } from './collect-tags';
import { renderTagIndex, renderTagPage, TAGS_BASE } from './render';

/** Tag pages from page frontmatter: /idn/tags and /idn/tags/{tag}. */
export function tagPages(opts: {
  docsRoot: string;
  outDir: string;
  htmlComponent: string;
}): () => GeneratedPage[] {
  return () => {
    const byTag = collectTags(readMarkdownPages(opts.docsRoot));
    return writePages(opts.outDir, opts.htmlComponent, [
      { route: TAGS_BASE, page: renderTagIndex(byTag) },
      ...[...byTag.entries()].map(([tag, pages]) => ({
        route: `${TAGS_BASE}/${tag}`,
        page: renderTagPage(tag, pages),
      })),
    ]);
  };
}
