import path from 'node:path';
import type { ApiEntry } from '../../common/apis/api-list';

/** The fixture specs of the OpenAPI tests (plugins/openapi/fixtures/). */
export const FIXTURES = path.join(__dirname, 'fixtures');

/** An API-list entry for a fixture spec: `file` in FIXTURES published under `base`. */
export const fixtureSpec = (
  file: string,
  base: string,
  over: Partial<ApiEntry> = {},
): ApiEntry => ({
  file,
  base,
  area: 'shop-api',
  product: 'shop',
  label: 'Fixture API',
  versionKey: null,
  landing: 'fixture-api',
  status: 'stable',
  ...over,
});
