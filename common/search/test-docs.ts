import type { SearchDoc } from './types';

/**
 * The search record of IDN's List sources (v3) less its operationId and keywords, which each test
 * adds as it needs: the operation the search tests of common/, plugins/ and theme/ share.
 */
export const LIST_SOURCES: SearchDoc = {
  r: '/idn/api/v3/list-sources',
  t: 'List sources',
  p: 'idn',
  k: 'api',
  m: 'get',
  u: '/v3/sources',
};
