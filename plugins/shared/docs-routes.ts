import fs from 'node:fs';
import path from 'node:path';
import { trimTrailingSlash } from '../../common/routes/route-path';

const PAGE_EXT = /\.(md|mdx|tsx|jsx|ts|js)$/;

/** Route of a file under docs/, the way Rspress derives it (index files map to their folder). */
export function fileToRoute(relPath: string): string {
  const noExt = relPath.replace(/\\/g, '/').replace(PAGE_EXT, '');
  return trimTrailingSlash('/' + noExt.replace(/(^|\/)index$/, ''));
}

/** All page files under a docs root, relative paths, skipping `_`-prefixed convention files. */
export function listPageFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (PAGE_EXT.test(entry.name) && !entry.name.endsWith('.d.ts'))
        out.push(path.relative(root, full));
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out.sort();
}
