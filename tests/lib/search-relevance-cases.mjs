// The search relevance set: each query's expected routes on the site built from the project's
// own specs, and whether the first of them must be the first result. One list, read by the
// browser test (search-relevance.e2e.ts) and the benchmark (bench/search.mjs); plain JS so
// the benchmark can import it without a TypeScript step.

/** @type {ReadonlyArray<{ group: string; q: string; want: string[]; first?: boolean }>} */
export const RELEVANCE_CASES = [
  // Exact titles and operation names rank first.
  { group: 'exact', q: 'list sources', want: ['/idn/api/v3/list-sources'], first: true },
  {
    group: 'exact',
    q: 'correlation rule',
    want: ['/idn/docs/rules/cloud-rules/correlation-rule'],
    first: true,
  },
  { group: 'exact', q: 'listSources', want: ['/idn/api/v3/list-sources'], first: true },
  { group: 'exact', q: 'getAccount', want: ['/idn/api/v3/get-account'], first: true },
  { group: 'exact', q: 'get-identity', want: ['/idn/api/beta/get-identity'], first: true },
  { group: 'exact', q: 'Delete a source', want: ['/idn/api/v3/delete-source'], first: true },
  {
    group: 'exact',
    q: 'Manager correlation rule',
    want: ['/idn/docs/rules/cloud-rules/manager-correlation-rule'],
    first: true,
  },
  { group: 'exact', q: 'Rate limits', want: ['/idn/api/rate-limit'], first: true },
  { group: 'exact', q: 'Lower', want: ['/idn/docs/transforms/operations/lower'], first: true },
  {
    group: 'exact',
    q: 'checkPolicyViolations',
    want: ['/iiq/api/check-policy-violations'],
    first: true,
  },
  { group: 'exact', q: 'createProfile', want: ['/nerm/api/create-profile'], first: true },
  // Method + path (server base path included or not).
  { group: 'path', q: 'GET /v3/accounts/{id}', want: ['/idn/api/v3/get-account'], first: true },
  { group: 'path', q: 'DELETE /v3/sources/{id}', want: ['/idn/api/v3/delete-source'], first: true },
  {
    group: 'path',
    q: 'POST /v3/search/aggregate',
    want: ['/idn/api/v3/search-aggregate'],
    first: true,
  },
  { group: 'path', q: 'GET /identityiq/scim/v2/Users', want: ['/iiq/api/get-users'], first: true },
  { group: 'path', q: 'GET /api/job_status', want: ['/nerm/api/get-job-status'], first: true },
  {
    group: 'path',
    q: '/v3/personal-access-tokens',
    want: ['/idn/api/v3/list-personal-access-tokens', '/idn/api/v3/create-personal-access-token'],
  },
  // Parameter names.
  {
    group: 'parameter',
    q: 'includeIDNSource',
    want: ['/idn/api/v3/list-sources', '/idn/api/beta/list-sources'],
  },
  {
    group: 'parameter',
    q: 'detailLevel',
    want: ['/idn/api/v3/list-accounts', '/idn/api/beta/list-accounts'],
  },
  // Words of guides, tools and transforms.
  {
    group: 'words',
    q: 'base64',
    want: [
      '/idn/docs/transforms/operations/base64-encode',
      '/idn/docs/transforms/operations/base64-decode',
    ],
  },
  {
    group: 'words',
    q: 'username generator',
    want: ['/idn/docs/transforms/operations/username-generator'],
  },
  { group: 'words', q: 'date format', want: ['/idn/docs/transforms/operations/date-format'] },
  { group: 'words', q: 'e164', want: ['/idn/docs/transforms/operations/e164-phone'] },
  {
    group: 'words',
    q: 'identity created trigger',
    want: ['/idn/docs/event-triggers/triggers/identity-created'],
  },
  { group: 'words', q: 'event triggers', want: ['/idn/docs/event-triggers'] },
  { group: 'words', q: 'filtering events', want: ['/idn/docs/event-triggers/filtering-events'] },
  { group: 'words', q: 'sailpoint cli', want: ['/idn/tools/cli'] },
  { group: 'words', q: 'typescript sdk', want: ['/idn/tools/sdk/typescript'] },
  { group: 'words', q: 'powershell', want: ['/idn/tools/sdk/powershell'] },
  { group: 'words', q: 'connector spec', want: ['/idn/docs/saas-connectivity/connector-spec'] },
  {
    group: 'words',
    q: 'account create command',
    want: ['/idn/docs/saas-connectivity/commands/account-create'],
  },
  { group: 'words', q: 'rule validator', want: ['/idn/docs/rules/rule-validator'] },
  {
    group: 'words',
    q: 'standard collection parameters',
    want: ['/idn/api/standard-collection-parameters'],
  },
  {
    group: 'words',
    q: 'create personal access token',
    want: ['/idn/api/v3/create-personal-access-token'],
  },
  { group: 'words', q: 'approve access request', want: ['/idn/api/v3/approve-access-request'] },
  { group: 'words', q: 'job status', want: ['/nerm/api/get-job-status'] },
  // The post no longer claims a release (issue 25): its title and slug say what it covers (issue 38).
  {
    group: 'words',
    q: 'managing workflows',
    want: ['/blog/managing-workflows-through-the-v3-api'],
  },
  { group: 'words', q: 'marketplace', want: ['/marketplace'] },
  { group: 'words', q: 'ambassador', want: ['/ambassador-program'] },
  // Typing in progress: the last word is a prefix.
  { group: 'prefix', q: 'list sourc', want: ['/idn/api/v3/list-sources'] },
  { group: 'prefix', q: 'correlation ru', want: ['/idn/docs/rules/cloud-rules/correlation-rule'] },
  // Misspelt words (typo tolerance: one edit from 4 letters, two from 8).
  {
    group: 'typo',
    q: 'identiy created',
    want: ['/idn/docs/event-triggers/triggers/identity-created'],
    first: true,
  },
  {
    group: 'typo',
    q: 'identitty',
    want: ['/idn/api/beta/identities', '/idn/api/beta/list-identities'],
  },
  { group: 'typo', q: 'acount', want: ['/idn/api/v3/accounts', '/idn/api/v3/list-accounts'] },
  { group: 'typo', q: 'trasnform', want: ['/idn/docs/transforms', '/idn/api/v3/transforms'] },
  {
    group: 'typo',
    q: 'tranform lowercase',
    want: ['/idn/docs/transforms/operations/lower'],
    first: true,
  },
  {
    group: 'typo',
    q: 'corelation rule',
    want: ['/idn/docs/rules/cloud-rules/correlation-rule'],
    first: true,
  },
  {
    group: 'typo',
    q: 'usrname generator',
    want: ['/idn/docs/transforms/operations/username-generator'],
    first: true,
  },
  { group: 'typo', q: 'lsit sources', want: ['/idn/api/v3/list-sources'] },
  // Synonyms (config/search-synonyms.ts).
  {
    group: 'synonym',
    q: 'PAT',
    want: [
      '/idn/api/authentication',
      '/idn/api/v3/list-personal-access-tokens',
      '/idn/api/v3/create-personal-access-token',
      '/idn/api/v3/patch-personal-access-token',
    ],
  },
  {
    group: 'synonym',
    q: 'SoD',
    want: ['/idn/api/v3/sod-policies', '/idn/api/v3/list-sod-policies'],
  },
  {
    group: 'synonym',
    q: 'separation of duties',
    want: ['/idn/api/v3/sod-policies', '/idn/api/v3/sod-violations'],
  },
  { group: 'synonym', q: 'VA', want: ['/idn/tools/cli/va'] },
  { group: 'synonym', q: 'virtual appliance', want: ['/idn/tools/cli/va'] },
  { group: 'synonym', q: 'pagination', want: ['/idn/api/standard-collection-parameters'] },
  // Concepts: the guide above operations that mention the words.
  { group: 'concept', q: 'access token', want: ['/idn/api/authentication'] },
  { group: 'concept', q: 'oauth token', want: ['/idn/api/authentication'] },
  { group: 'concept', q: 'filters syntax', want: ['/idn/api/standard-collection-parameters'] },
  { group: 'concept', q: 'sorters', want: ['/idn/api/standard-collection-parameters'] },
  { group: 'concept', q: 'client credentials', want: ['/idn/api/authentication'] },
  // Status codes find the page that documents them.
  { group: 'status', q: '429', want: ['/idn/api/rate-limit'] },
  { group: 'status', q: '429 too many requests', want: ['/idn/api/rate-limit'] },
  { group: 'status', q: '401 unauthorized', want: ['/idn/api/authentication'] },
  // operationIds and paths, with or without the version and the method.
  {
    group: 'operationId',
    q: 'listPersonalAccessTokens',
    want: ['/idn/api/v3/list-personal-access-tokens'],
    first: true,
  },
  {
    group: 'path',
    q: '/v3/sources',
    want: ['/idn/api/v3/list-sources', '/idn/api/v3/create-source'],
  },
  { group: 'path', q: 'GET /v3/sources', want: ['/idn/api/v3/list-sources'], first: true },
  { group: 'path', q: 'GET /sources', want: ['/idn/api/v3/list-sources'], first: true },
  { group: 'path', q: '/sources', want: ['/idn/api/v3/list-sources', '/idn/api/v3/create-source'] },
  // An operation named by another form of the word (aggregation → Aggregate accounts), its typo
  // and a phrase with it rank in the top 3.
  { group: 'stem', q: 'aggregation', want: ['/idn/api/beta/import-accounts'] },
  { group: 'stem', q: 'aggregaton', want: ['/idn/api/beta/import-accounts'] },
  { group: 'stem', q: 'account aggregation', want: ['/idn/api/beta/import-accounts'] },
  // "X schema" is the schema page X.
  { group: 'schema', q: 'Account schema', want: ['/idn/api/v3/schemas/account'], first: true },
];

/**
 * Whether the first three result routes satisfy a case: the expected first route first, or one
 * of the expected routes among the three.
 * @param {{ want: string[]; first?: boolean }} c
 * @param {string[]} top3
 */
export function relevanceHit(c, top3) {
  return c.first ? top3[0] === c.want[0] : top3.slice(0, 3).some((r) => c.want.includes(r));
}
