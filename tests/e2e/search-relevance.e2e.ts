import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, launch, newPage } from './browser';

/**
 * Relevance set: each query must have one of its expected routes among the first three
 * results of a whole-site search (the search page, no facets), on the site built from the
 * project's own specs. Exact titles and operation names must come first.
 */
const CASES: Array<{ q: string; want: string[]; first?: boolean }> = [
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
  { q: 'workflows generally available', want: ['/blog/workflows-api-now-generally-available'] },
  { q: 'marketplace', want: ['/marketplace'] },
  { q: 'ambassador', want: ['/ambassador-program'] },
  // Typing in progress: the last word is a prefix.
  { q: 'list sourc', want: ['/idn/api/v3/list-sources'] },
  { q: 'correlation ru', want: ['/idn/docs/rules/cloud-rules/correlation-rule'] },
];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = (await newPage(browser)).page;
  await gotoReady(page, '/search');
});
afterAll(async () => {
  await browser?.close();
});

async function top3(q: string): Promise<string[]> {
  const box = page.locator('.search-page input[role="combobox"]');
  await box.fill(q);
  await page.waitForFunction((want) => (window.__searchTimings?.keystrokes ?? []).some((k) => k.q === want) || !!document.querySelector('.search-page .search-state--empty'), q, { timeout: 15_000 });
  return page.locator('.search-page [role="option"] a').evaluateAll((els) => els.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe('search relevance', () => {
  it(`has at least 30 queries`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });
  it.each(CASES)('$q', async ({ q, want, first }) => {
    const got = await top3(q);
    if (first) expect(got[0], `first result for "${q}" (top 3: ${got.join(', ')})`).toBe(want[0]);
    else expect(got.some((r) => want.includes(r)), `top 3 for "${q}": ${got.join(', ')}`).toBe(true);
  });
});
