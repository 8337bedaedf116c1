import fs from 'node:fs';
import path from 'node:path';
import { pageFiles, type PageSource } from './page-file';

export interface GeneratedPage {
  routePath: string;
  filepath: string;
}

/** Writes generated pages (MDX + JSON) into `dir`, named by route, and returns addPages entries. */
export function writePages(
  dir: string,
  htmlComponent: string,
  pages: Array<{ route: string; page: PageSource }>,
): GeneratedPage[] {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return pages.map(({ route, page }) => {
    const name = route.replace(/^\//, '').replace(/\//g, '__') || 'index';
    const files = pageFiles(page, `${name}.json`, htmlComponent);
    const filepath = path.join(dir, `${name}.mdx`);
    fs.writeFileSync(filepath, files.mdx);
    fs.writeFileSync(path.join(dir, `${name}.json`), files.json);
    return { routePath: route, filepath };
  });
}
