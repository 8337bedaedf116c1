import fs from 'node:fs';
import path from 'node:path';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { API_LIST_MODULE, PRODUCTS_MODULE, readApiList } from '../apis';
import type { LoadedApiList } from '../apis/load-api-list';

/**
 * The API list for `rspress dev`: a broken apis.yaml does not stop the server; the list written
 * by the last good start (`<generated>/apis.json`) is used and the error is returned to be shown.
 */
export function readApiListForDev(
  rootDir: string,
  specsDir: string,
  generatedDir: string,
): { apiList: LoadedApiList; error?: Error } {
  try {
    return { apiList: readApiList(rootDir, specsDir) };
  } catch (e) {
    const error = e as Error;
    let entries: ApiEntry[] | undefined;
    let products: Product[] | undefined;
    try {
      entries = JSON.parse(
        fs.readFileSync(path.join(generatedDir, API_LIST_MODULE), 'utf8'),
      ) as ApiEntry[];
      products = JSON.parse(
        fs.readFileSync(path.join(generatedDir, PRODUCTS_MODULE), 'utf8'),
      ) as Product[];
    } catch {
      entries = undefined;
    }
    if (!entries || !products) throw error;
    console.error(`error   ${error.message}`);
    console.error('error   the dev server keeps the last good API list until the file is fixed');
    return {
      apiList: { entries, products, file: path.join(specsDir, 'apis.yaml'), warnings: [] },
      error,
    };
  }
}

/** Whether the API list reads without an error now (the dev server rechecks a broken one). */
export function apiListReads(rootDir: string, specsDir: string): boolean {
  try {
    readApiList(rootDir, specsDir);
    return true;
  } catch {
    return false;
  }
}
