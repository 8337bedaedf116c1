/**
 * Search synonyms (README "Search"): edit freely. Matching ignores case and plurals.
 *
 * - `equivalent`: each line is a set of words or phrases that mean the same; a query with any
 *   of them also finds pages that use another (ranked a little below pages with the words typed).
 * - `oneWay`: the query word on the left also finds pages with the words on the right, not the
 *   other way round ("limit" must not find every page about pagination).
 *
 * Keep phrases short (a few words) and specific to this domain: every alternative costs the
 * reader a little bandwidth (the index letters it needs) and can bring looser results.
 */
export const SEARCH_SYNONYMS: {
  equivalent: ReadonlyArray<readonly string[]>;
  oneWay: Readonly<Record<string, readonly string[]>>;
} = {
  equivalent: [
    ['429', 'rate limit', 'too many requests'],
    ['PAT', 'personal access token'],
    ['SoD', 'separation of duties'],
    ['VA', 'virtual appliance'],
    ['ISC', 'identity security cloud', 'identitynow', 'IDN'],
    ['IIQ', 'identityiq'],
    ['NERM', 'non-employee risk management', 'non-employee'],
    ['401', 'unauthorized'],
    ['403', 'forbidden'],
    ['404', 'not found'],
    ['SaaS connector', 'saas connectivity'],
    ['client credentials', 'service account'],
    ['JWT', 'json web token'],
    ['certification', 'access review'],
    ['pagination', 'paging', 'paginating'],
    ['sorters', 'sorting'],
    ['filters', 'filtering'],
    ['syntax', 'grammar'],
  ],
  oneWay: {
    pagination: ['limit', 'offset', 'collection parameters'],
    paging: ['limit', 'offset', 'collection parameters'],
    sorting: ['sorters', 'collection parameters'],
    oauth: ['authentication', 'access token'],
    login: ['authentication'],
    token: ['authentication'],
  },
};
