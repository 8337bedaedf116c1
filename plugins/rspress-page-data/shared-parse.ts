import { parseMarkdownOnce } from '../../common/markdown/parse-once';
import { answerPageListParses } from './page-list-parse';

/**
 * A build's page list on the guides' shared Markdown trees. Rspress parses every page for its page
 * list (page-list-parse.ts), a parse of each guide beside the content rules' and the search
 * index's (issue 37). common/markdown/parse-once.ts runs the same parser (the same remark-parse,
 * remark-gfm, mdast-util-from-markdown and micromark modules: Rspress imports them from
 * node_modules) and hands back the tree of a text another reader parsed already; Rspress only reads
 * the tree. `rspress build` only, from beforeBuild until the page list is done
 * (modifySearchIndexData); `rspress dev` keeps its own cache (plugins/dev/page-index-cache.ts).
 */
export interface SharedPageListParse {
  /** Gives Rspress its own parser back; returns how many page-list parses were answered. */
  uninstall: () => number;
}

export function shareRspressPageListParse(): SharedPageListParse {
  return { uninstall: answerPageListParses((text) => parseMarkdownOnce(text)) };
}
