// The search relevance set: each query's expected routes on the site built from the project's
// own specs, and whether the first of them must be the first result. One list, read by the
// browser test (search-relevance.e2e.ts) and the benchmark (bench/search.mjs); plain JS so
// the benchmark can import it without a TypeScript step.

/** @type {ReadonlyArray<{ q: string; want: string[]; first?: boolean }>} */
export const RELEVANCE_CASES = [
  // Exact titles and operation names rank first.
  { q: 'list sources', want: ['/idn/api/v3/list-sources'], first: true },
  { q: 'correlation rule', want: ['/idn/docs/rules/cloud-rules/correlation-rule'], first: true },
  { q: 'listSources', want: ['/idn/api/v3/list-sources'], first: true },
  { q: 'getAccount', want: ['/idn/api/v3/get-account'], first: true },
  { q: 'get-identity', want: ['/idn/api/v3/get-identity'], first: true },
  { q: 'Delete a source', want: ['/idn/api/v3/delete-source'], first: true },
  { q: 'Manager correlation rule', want: ['/idn/docs/rules/cloud-rules/manager-correlation-rule'], first: true },
  { q: 'Rate limits', want: ['/idn/api/rate-limit'], first: true },
  { q: 'Lower', want: ['/idn/docs/transforms/operations/lower'], first: true },
  { q: 'checkPolicyViolations', want: ['/iiq/api/check-policy-violations'], first: true },
  { q: 'createProfile', want: ['/nerm/api/create-profile'], first: true },
  // Method + path (server base path included or not).
  { q: 'GET /v3/accounts/{id}', want: ['/idn/api/v3/get-account'], first: true },
  { q: 'DELETE /v3/sources/{id}', want: ['/idn/api/v3/delete-source'], first: true },
  { q: 'POST /v3/search/aggregate', want: ['/idn/api/v3/search-aggregate'], first: true },
  { q: 'GET /identityiq/scim/v2/Users', want: ['/iiq/api/get-users'], first: true },
  { q: 'GET /api/job_status', want: ['/nerm/api/get-job-status'], first: true },
  { q: '/v3/personal-access-tokens', want: ['/idn/api/v3/list-personal-access-tokens', '/idn/api/v3/create-personal-access-token'] },
  // Parameter names.
  { q: 'includeIDNSource', want: ['/idn/api/v3/list-sources', '/idn/api/beta/list-sources'] },
  { q: 'detailLevel', want: ['/idn/api/v3/list-accounts', '/idn/api/beta/list-accounts'] },
  // Words of guides, tools and transforms.
  { q: 'base64', want: ['/idn/docs/transforms/operations/base64-encode', '/idn/docs/transforms/operations/base64-decode'] },
  { q: 'username generator', want: ['/idn/docs/transforms/operations/username-generator'] },
  { q: 'date format', want: ['/idn/docs/transforms/operations/date-format'] },
  { q: 'e164', want: ['/idn/docs/transforms/operations/e164-phone'] },
  { q: 'identity created trigger', want: ['/idn/docs/event-triggers/triggers/identity-created'] },
  { q: 'event triggers', want: ['/idn/docs/event-triggers'] },
  { q: 'filtering events', want: ['/idn/docs/event-triggers/filtering-events'] },
  { q: 'sailpoint cli', want: ['/idn/tools/cli'] },
  { q: 'typescript sdk', want: ['/idn/tools/sdk/typescript'] },
  { q: 'powershell', want: ['/idn/tools/sdk/powershell'] },
  { q: 'connector spec', want: ['/idn/docs/saas-connectivity/connector-spec'] },
  { q: 'account create command', want: ['/idn/docs/saas-connectivity/commands/account-create'] },
  { q: 'rule validator', want: ['/idn/docs/rules/rule-validator'] },
  { q: 'standard collection parameters', want: ['/idn/api/standard-collection-parameters'] },
  { q: 'create personal access token', want: ['/idn/api/v3/create-personal-access-token'] },
  { q: 'approve access request', want: ['/idn/api/v3/approve-access-request'] },
  { q: 'job status', want: ['/nerm/api/get-job-status'] },
  // The post no longer claims a release (issue 25): its title says what it covers.
  { q: 'managing workflows', want: ['/blog/workflows-api-now-generally-available'] },
  { q: 'marketplace', want: ['/marketplace'] },
  { q: 'ambassador', want: ['/ambassador-program'] },
  // Typing in progress: the last word is a prefix.
  { q: 'list sourc', want: ['/idn/api/v3/list-sources'] },
  { q: 'correlation ru', want: ['/idn/docs/rules/cloud-rules/correlation-rule'] },
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
