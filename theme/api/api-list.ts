import apis from '@portal-generated/apis.json';
import type { ApiEntry } from '../../common/apis/api-list';

/** The API list of this build (apis.yaml, resolved by plugins/apis), for the browser. */
export const API_LIST: readonly ApiEntry[] = apis;
