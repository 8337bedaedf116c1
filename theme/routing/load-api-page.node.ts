import fs from 'node:fs';
import path from 'node:path';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { recordCache } from './record-cache';

// Set by plugins/routing for the server build: the folder the records are written to.
declare const __PORTAL_API_RECORDS_DIR__: string;

const cached = recordCache<ApiPage | null>(20);

/** Server render (SSG): reads an API page's record from the build's data folder. */
export function loadApiPage(route: string): Promise<ApiPage | null> {
  return cached(route, () =>
    fs.promises.readFile(path.join(__PORTAL_API_RECORDS_DIR__, recordPath(route)), 'utf8').then(
      (text) => JSON.parse(text) as ApiPage,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null;
        throw e;
      },
    ),
  );
}
