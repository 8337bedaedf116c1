import fs from 'node:fs';
import path from 'node:path';
import { fileToRoute, listPageFiles } from './docs-routes';
import { readFrontmatter } from './frontmatter';

export interface MarkdownPage {
  /** Path relative to the docs root. */
  file: string;
  route: string;
  frontmatter: Record<string, unknown>;
  body: string;
}

/** Every Markdown page under the docs root with its parsed frontmatter (read once per build). */
export function readMarkdownPages(docsRoot: string): MarkdownPage[] {
  return listPageFiles(docsRoot)
    .filter((f) => /\.mdx?$/.test(f))
    .map((file) => {
      const parsed = readFrontmatter(fs.readFileSync(path.join(docsRoot, file), 'utf8'));
      return { file, route: fileToRoute(file), frontmatter: parsed.data, body: parsed.body };
    });
}
