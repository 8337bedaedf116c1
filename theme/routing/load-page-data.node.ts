import fs from 'node:fs';
import path from 'node:path';
import { recordPath, type DataPage } from '../../common/data-pages/format';

// Set by plugins/data-routes for the server build: the folder the records are written to.
declare const __PORTAL_PAGE_DATA_DIR__: string;

const MAX_CACHED = 20;
const cache = new Map<string, Promise<DataPage | null>>();

/** Server render (SSG): reads a data page's record from the build's data folder. */
export function loadDataPage(route: string): Promise<DataPage | null> {
  let hit = cache.get(route);
  if (hit) return hit;
  const file = path.join(__PORTAL_PAGE_DATA_DIR__, recordPath(route));
  hit = fs.promises.readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as DataPage,
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    },
  );
  cache.set(route, hit);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return hit;
}
