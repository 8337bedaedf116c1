import fs from 'node:fs';
import path from 'node:path';
import type { ApiEntry } from '../../common/apis/api-list';
import { buildError } from '../shared/build-error';
import { ApiListError, loadApiList, type LoadedApiList } from './load-api-list';

export { ApiListError, loadApiList };

/** The generated module the browser reads the API list from (`@portal-generated/apis.json`). */
export const API_LIST_MODULE = 'apis.json';

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

/** Writes the list for the browser (navbar, breadcrumbs, footer, version preference). */
export function writeApiListModule(generatedDir: string, entries: readonly ApiEntry[]): void {
  fs.mkdirSync(generatedDir, { recursive: true });
  fs.writeFileSync(path.join(generatedDir, API_LIST_MODULE), JSON.stringify(entries));
}
