import fs from 'node:fs';
import path from 'node:path';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { buildError } from '../shared/build-error';
import { ApiListError, loadApiList, type LoadedApiList } from './load-api-list';

export { ApiListError, loadApiList };

/** The generated module the browser reads the API list from (`@portal-generated/apis.json`). */
export const API_LIST_MODULE = 'apis.json';
/** The generated module the browser reads the products from (`@portal-generated/products.json`). */
export const PRODUCTS_MODULE = 'products.json';

/**
 * The API list of a build: `apis.yaml` of the specs folder in use, else the project's
 * `specs/apis.yaml`. A broken list stops the build with its message alone (no stack trace).
 */
export function readApiList(rootDir: string, specsDir: string): LoadedApiList {
  try {
    return loadApiList(specsDir, path.join(rootDir, 'specs', 'apis.yaml'));
  } catch (e) {
    if (!(e instanceof ApiListError)) throw e;
    throw buildError(e.message);
  }
}

/** Writes the list and the products for the browser (navbar, breadcrumbs, footer, version preference, search facets). */
export function writeApiListModule(
  generatedDir: string,
  entries: readonly ApiEntry[],
  products: readonly Product[],
): void {
  fs.mkdirSync(generatedDir, { recursive: true });
  fs.writeFileSync(path.join(generatedDir, API_LIST_MODULE), JSON.stringify(entries));
  fs.writeFileSync(path.join(generatedDir, PRODUCTS_MODULE), JSON.stringify(products));
}
