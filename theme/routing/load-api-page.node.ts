import fs from 'node:fs';
import path from 'node:path';
import { recordPath, type DataPage } from '../../common/api-pages/format';
import { recordCache } from './record-cache';

// Set by plugins/routing for the server build: the folder the records are written to.
declare const __PORTAL_PAGE_DATA_DIR__: string;

const cached = recordCache<DataPage | null>(20);

/** Server render (SSG): reads a data page's record from the build's data folder. */
export function loadDataPage(route: string): Promise<DataPage | null> {
  return cached(route, () =>
    fs.promises.readFile(path.join(__PORTAL_PAGE_DATA_DIR__, recordPath(route)), 'utf8').then(
      (text) => JSON.parse(text) as DataPage,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null;
        throw e;
      },
    ),
  );
}
