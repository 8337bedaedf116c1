import fs from 'node:fs';
import path from 'node:path';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { recordCache } from './record-cache';

// Set by plugins/routing for the server build: the folder the records are written to.
declare const __PORTAL_API_RECORDS_DIR__: string;

const cached = recordCache<ApiPage | null>(20);

/**
 * An API page's record from `dir`, null where it has none. Read synchronously: the promise
 * version (open, stat, read, close, each a round trip through libuv's pool) cost a static
 * generation worker more CPU than the read itself (~1 ms a page), and a worker renders one page
 * at a time anyway.
 */
export function readRecord(dir: string, route: string): Promise<ApiPage | null> {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, recordPath(route)), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return Promise.resolve(null);
    return Promise.reject(e as Error);
  }
  try {
    return Promise.resolve(JSON.parse(text) as ApiPage);
  } catch (e) {
    return Promise.reject(e as Error);
  }
}

/** Server render (SSG): reads an API page's record from the build's data folder. */
export function loadApiPage(route: string): Promise<ApiPage | null> {
  return cached(route, () => readRecord(__PORTAL_API_RECORDS_DIR__, route));
}
