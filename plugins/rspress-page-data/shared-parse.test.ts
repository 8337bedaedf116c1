import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractPageData } from '@rspress/core/dist/node/route/extractPageData.js';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdownParseCounts, parseMarkdownOnce } from '../../common/markdown/parse-once';
import { readFrontmatter } from '../shared/frontmatter';
import { shareRspressPageListParse } from './shared-parse';

const PAGE = `---
title: Paging
---

# Paging through lists

Lists come back a page at a time; \`limit\` sets the page's size.

| Parameter | Meaning |
| --- | --- |
| \`offset\` | Where the page starts |

## Counting the whole list

Ask for \`count=true\` and read the ~~total~~ \`X-Total-Count\` header.

- [x] one
- [ ] two
`;

/** Rspress's own page list of one page, as its build reads it (search off, as in rspress.config.ts). */
async function pageList(file: string, root: string) {
  const route = {
    routePath: '/paging',
    absolutePath: file,
    relativePath: 'paging.md',
    pageName: 'paging',
    lang: '',
    version: '',
  };
  const routeService = { getRoutes: () => [route], getRoutePageByRoutePath: () => undefined };
  return extractPageData(routeService as never, {
    root,
    replaceRules: [],
    alias: {},
    searchCodeBlocks: true,
    searchEnabled: false,
  });
}

describe("Rspress's page list on the shared Markdown trees", () => {
  it('reads the tree the content rules parsed, and gives the same page data as its own parse', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-parse-'));
    const file = path.join(root, 'paging.md');
    fs.writeFileSync(file, PAGE);
    const own = await pageList(file, root);
    // The content rules parse the body first (plugins/shared/markdown-tree.ts).
    parseMarkdownOnce(readFrontmatter(PAGE).body, file);
    const before = markdownParseCounts();
    const shared = shareRspressPageListParse();
    let fed;
    try {
      fed = await pageList(file, root);
    } finally {
      // The installed @rspress/core still parses its page list in extractPageData.js, the text
      // it parses is the content rules' body: else this seam does nothing (see shared-parse.ts).
      expect(shared.uninstall()).toBe(1);
    }
    expect(markdownParseCounts().parsed).toBe(before.parsed);
    expect(markdownParseCounts().reused).toBe(before.reused + 1);
    expect(fed).toEqual(own);
    expect(fed[0]!.toc.map((t) => t.text)).toEqual(['Counting the whole list']);
  });

  it('leaves every other parse alone, and answers none once uninstalled', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-parse-'));
    const file = path.join(root, 'paging.md');
    fs.writeFileSync(file, PAGE);
    const shared = shareRspressPageListParse();
    const before = markdownParseCounts();
    unified().use(remarkParse).parse(PAGE);
    expect(markdownParseCounts()).toEqual(before);
    expect(shared.uninstall()).toBe(0);
    await pageList(file, root);
    expect(markdownParseCounts()).toEqual(before);
  });
});
