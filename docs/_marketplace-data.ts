/**
 * Community integrations listed on /marketplace, plus the pure filtering and
 * URL helpers the page uses. The leading underscore keeps Rspress from
 * treating this file as a route.
 */

export type IntegrationCategory = 'connector' | 'rule' | 'transform' | 'workflow' | 'tool';

export interface Integration {
  /** Stable slug, also the repository name. */
  id: string;
  name: string;
  category: IntegrationCategory;
  summary: string;
  /** GitHub handle or team name of the maintainer. */
  author: string;
  /** Lower-case keywords, matched by the search box. */
  tags: string[];
  /** Date of the last release, ISO 8601 (YYYY-MM-DD). */
  updated: string;
  repo: string;
}

export interface CategoryInfo {
  id: IntegrationCategory;
  /** Plural label shown on the filter chip. */
  label: string;
  /** Singular label shown on a card. */
  singular: string;
}

export const CATEGORIES: readonly CategoryInfo[] = [
  { id: 'connector', label: 'Connectors', singular: 'Connector' },
  { id: 'rule', label: 'Rules', singular: 'Rule' },
  { id: 'transform', label: 'Transforms', singular: 'Transform' },
  { id: 'workflow', label: 'Workflows', singular: 'Workflow' },
  { id: 'tool', label: 'Tools', singular: 'Tool' },
];

const REPO_BASE = 'https://github.com/example-community/';

function entry(e: Omit<Integration, 'repo'>): Integration {
  return { ...e, repo: REPO_BASE + e.id };
}

export const INTEGRATIONS: readonly Integration[] = [
  // ---------- Connectors ----------
  entry({
    id: 'saas-connector-zendesk',
    name: 'Zendesk SaaS connector',
    category: 'connector',
    summary:
      'Aggregates Zendesk agents, end users and groups, and provisions agent roles and group memberships. Built on the SaaS connectivity framework with cursor-based paging and retry on HTTP 429.',
    author: 'mchen-iam',
    tags: ['saas-connectivity', 'aggregation', 'provisioning', 'helpdesk', 'typescript'],
    updated: '2025-04-22',
  }),
  entry({
    id: 'saas-connector-airtable',
    name: 'Airtable SaaS connector',
    category: 'connector',
    summary:
      'Reads workspace collaborators and base permissions as accounts and entitlements. Supports account create, disable and delete, and entitlement add and remove.',
    author: 'priya-builds',
    tags: ['saas-connectivity', 'entitlements', 'collaboration', 'typescript'],
    updated: '2025-02-11',
  }),
  entry({
    id: 'saas-connector-github-enterprise',
    name: 'GitHub Enterprise Cloud connector',
    category: 'connector',
    summary:
      'Treats organization members as accounts and teams and repository roles as entitlements. Handles SAML-linked identities and discovers the account schema at test time.',
    author: 'devsecops-guild',
    tags: ['saas-connectivity', 'github', 'developer-tools', 'account-discover', 'typescript'],
    updated: '2025-05-30',
  }),
  entry({
    id: 'saas-connector-jira-service-management',
    name: 'Jira Service Management connector',
    category: 'connector',
    summary:
      'Manages product access and group membership for Atlassian Cloud sites. Includes a connector spec with a select field for choosing which products are in scope.',
    author: 'lkowalski',
    tags: ['saas-connectivity', 'atlassian', 'groups', 'connector-spec', 'typescript'],
    updated: '2024-12-03',
  }),
  entry({
    id: 'saas-connector-flat-file-sftp',
    name: 'SFTP flat-file connector',
    category: 'connector',
    summary:
      'Pulls delimited HR or badge-system exports from an SFTP server and presents each row as an account. Column mapping lives in the source configuration, so no code changes are needed per file layout.',
    author: 'northwind-iam',
    tags: ['saas-connectivity', 'csv', 'sftp', 'authoritative-source', 'hr'],
    updated: '2025-03-18',
  }),

  // ---------- Rules ----------
  entry({
    id: 'rule-unique-username-generator',
    name: 'Unique username generator',
    category: 'rule',
    summary:
      'Account profile attribute generator rule that builds first-initial-plus-last-name usernames, strips diacritics and appends a counter until the name is unique on the target source.',
    author: 'rules-working-group',
    tags: ['cloud-rule', 'attribute-generator', 'username', 'uniqueness', 'java'],
    updated: '2025-01-27',
  }),
  entry({
    id: 'rule-manager-correlation-employee-id',
    name: 'Manager correlation by employee ID',
    category: 'rule',
    summary:
      'Manager correlation rule for HR sources that store the manager as an employee number with leading zeros or a country prefix. Normalises the value before looking up the manager identity.',
    author: 'jgarcia-hr-it',
    tags: ['cloud-rule', 'manager-correlation', 'hr', 'java'],
    updated: '2024-10-09',
  }),
  entry({
    id: 'rule-ad-disable-move-ou',
    name: 'Move disabled AD accounts to a holding OU',
    category: 'rule',
    summary:
      'Before-provisioning rule that adds a move action when an Active Directory account is disabled, and records the original OU in a description attribute so re-enabling can restore it.',
    author: 'northwind-iam',
    tags: ['cloud-rule', 'before-provisioning', 'active-directory', 'leaver', 'java'],
    updated: '2025-03-02',
  }),
  entry({
    id: 'rule-jdbc-provisioning-template',
    name: 'JDBC provisioning rule template',
    category: 'rule',
    summary:
      'Connector rule template for JDBC sources with create, modify, enable, disable and delete branches, prepared statements throughout and one transaction per account request.',
    author: 'rules-working-group',
    tags: ['connector-rule', 'jdbc', 'provisioning', 'database', 'java'],
    updated: '2024-11-15',
  }),
  entry({
    id: 'rule-web-services-after-operation-paging',
    name: 'Web Services paging helper',
    category: 'rule',
    summary:
      'Web Services after-operation rule that follows link-header and token-based pagination and merges pages into one result set for aggregation endpoints that the built-in paging options do not cover.',
    author: 'apiglue',
    tags: ['connector-rule', 'web-services', 'pagination', 'aggregation', 'java'],
    updated: '2025-05-06',
  }),

  // ---------- Transforms ----------
  entry({
    id: 'transform-e164-phone-normalizer',
    name: 'E.164 phone normalizer',
    category: 'transform',
    summary:
      'Chains trim, replace-all and the e164-phone operation to turn free-form HR phone numbers into E.164, with a per-country default region looked up from the identity location.',
    author: 'priya-builds',
    tags: ['e164-phone', 'lookup', 'phone', 'mfa', 'data-quality'],
    updated: '2025-02-24',
  }),
  entry({
    id: 'transform-lifecycle-state-calculator',
    name: 'Lifecycle state calculator',
    category: 'transform',
    summary:
      'Derives prehire, active, leave and terminated states from start date, end date and leave flag using date-compare and conditional operations. Ships with test identities covering each branch.',
    author: 'mchen-iam',
    tags: ['date-compare', 'conditional', 'lifecycle-state', 'joiner-mover-leaver'],
    updated: '2025-04-08',
  }),
  entry({
    id: 'transform-preferred-name-fallback',
    name: 'Preferred name with fallback',
    category: 'transform',
    summary:
      'Returns the preferred first name when HR provides one and the legal first name otherwise, using first-valid. Useful as input for display names and email generation.',
    author: 'lkowalski',
    tags: ['first-valid', 'identity-attribute', 'display-name'],
    updated: '2024-09-19',
  }),
  entry({
    id: 'transform-email-address-builder',
    name: 'Email address builder',
    category: 'transform',
    summary:
      'Builds firstname.lastname addresses by combining decompose-diacritical-marks, lower, replace-all and concatenation, and picks the mail domain from the identity company code.',
    author: 'rules-working-group',
    tags: ['concatenation', 'decompose-diacritical-marks', 'lower', 'email'],
    updated: '2025-01-10',
  }),
  entry({
    id: 'transform-iso-country-lookup',
    name: 'Country code normaliser',
    category: 'transform',
    summary:
      'Maps country names, alpha-3 codes and common abbreviations to ISO 3166 alpha-2 codes with the lookup and iso-3166 operations, returning a clear default for unknown values.',
    author: 'northwind-iam',
    tags: ['iso-3166', 'lookup', 'location', 'data-quality'],
    updated: '2024-12-20',
  }),

  // ---------- Workflows ----------
  entry({
    id: 'workflow-leaver-revoke-and-notify',
    name: 'Leaver: revoke access and notify manager',
    category: 'workflow',
    summary:
      'Starts on the identity attribute changed trigger when lifecycle state becomes terminated, removes all access profiles and roles, and emails the manager a summary of what was revoked.',
    author: 'mchen-iam',
    tags: ['identity-attribute-changed', 'leaver', 'revocation', 'email'],
    updated: '2025-05-14',
  }),
  entry({
    id: 'workflow-aggregation-failure-alert',
    name: 'Aggregation failure alert',
    category: 'workflow',
    summary:
      'Listens for the account aggregation completed trigger and posts to a chat webhook when a source reports errors or when the number of removed accounts exceeds a threshold you set.',
    author: 'opsbot-team',
    tags: ['account-aggregation-completed', 'monitoring', 'webhook', 'alerting'],
    updated: '2025-03-27',
  }),
  entry({
    id: 'workflow-contractor-expiry-reminder',
    name: 'Contractor end-date reminder',
    category: 'workflow',
    summary:
      'Runs daily, searches for non-employee identities whose end date is within 14 days and asks each sponsor to extend or confirm the end date through a form.',
    author: 'jgarcia-hr-it',
    tags: ['scheduled', 'non-employee', 'forms', 'search', 'reminder'],
    updated: '2025-02-03',
  }),
  entry({
    id: 'workflow-new-hire-welcome',
    name: 'New hire welcome pack',
    category: 'workflow',
    summary:
      'Triggered when an identity is created with an active lifecycle state. Waits for the email account to be provisioned, then sends the manager the new starter username and first-day checklist.',
    author: 'priya-builds',
    tags: ['identity-created', 'joiner', 'email', 'onboarding'],
    updated: '2024-11-28',
  }),
  entry({
    id: 'workflow-source-change-audit',
    name: 'Source configuration audit trail',
    category: 'workflow',
    summary:
      'Records every source created, updated or deleted event to an external log endpoint with the actor and changed fields, giving auditors a tamper-evident history outside the tenant.',
    author: 'devsecops-guild',
    tags: ['source-updated', 'source-created', 'source-deleted', 'audit', 'compliance'],
    updated: '2025-04-30',
  }),

  // ---------- Tools ----------
  entry({
    id: 'spconfig-diff',
    name: 'SP-Config diff',
    category: 'tool',
    summary:
      'Compares two configuration exports and prints a readable diff per object type, ignoring volatile fields such as ids and modified dates. Handy in pull requests that promote config between tenants.',
    author: 'apiglue',
    tags: ['spconfig', 'config-as-code', 'ci', 'cli', 'go'],
    updated: '2025-05-21',
  }),
  entry({
    id: 'trigger-relay',
    name: 'Event trigger local relay',
    category: 'tool',
    summary:
      'A small HTTPS relay that receives event trigger deliveries on a public URL and forwards them to a service on your laptop, with request logging and replay of captured payloads.',
    author: 'opsbot-team',
    tags: ['event-triggers', 'testing', 'webhook', 'developer-experience', 'node'],
    updated: '2025-01-16',
  }),
  entry({
    id: 'postman-env-generator',
    name: 'Postman environment generator',
    category: 'tool',
    summary:
      'Creates Postman environments for each of your tenants from a single YAML file and fills in the OAuth token URL, so switching between sandbox and production collections is one click.',
    author: 'lkowalski',
    tags: ['postman', 'authentication', 'oauth', 'developer-experience'],
    updated: '2024-10-30',
  }),
  entry({
    id: 'va-health-dashboard',
    name: 'VA health dashboard',
    category: 'tool',
    summary:
      'Collects virtual appliance status with the CLI and the cluster APIs and renders a static HTML report of versions, last heartbeat and connector errors for each cluster.',
    author: 'northwind-iam',
    tags: ['virtual-appliance', 'cli', 'monitoring', 'managed-clusters'],
    updated: '2025-03-09',
  }),
  entry({
    id: 'search-query-cookbook',
    name: 'Search query cookbook',
    category: 'tool',
    summary:
      'A curated set of saved-search definitions for common audit questions, such as orphaned accounts and access without a certification in the last year, importable with a single script.',
    author: 'rules-working-group',
    tags: ['search', 'saved-searches', 'audit', 'powershell'],
    updated: '2025-04-15',
  }),
  entry({
    id: 'transform-test-runner',
    name: 'Transform test runner',
    category: 'tool',
    summary:
      'Runs transform definitions against a list of sample identities through the identity preview API and compares the results with expected values, so transform changes can be tested in CI.',
    author: 'devsecops-guild',
    tags: ['transforms', 'testing', 'ci', 'typescript-sdk'],
    updated: '2025-05-02',
  }),
];

// ---------- Filtering ----------

export type CategoryFilter = IntegrationCategory | 'all';

export function isCategory(value: string): value is IntegrationCategory {
  return CATEGORIES.some((c) => c.id === value);
}

export function categoryInfo(id: IntegrationCategory): CategoryInfo {
  return CATEGORIES.find((c) => c.id === id)!;
}

/** Does the integration match every whitespace-separated word of the query (case-insensitive)? */
export function matchesQuery(item: Integration, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = [item.name, item.summary, ...item.tags].join(' ').toLowerCase();
  return terms.every((t) => haystack.includes(t));
}

export function filterIntegrations(
  items: readonly Integration[],
  query: string,
  category: CategoryFilter,
): Integration[] {
  return items.filter((i) => (category === 'all' || i.category === category) && matchesQuery(i, query));
}

// ---------- URL state (?q=&category=) ----------

export interface MarketplaceState {
  q: string;
  category: CategoryFilter;
}

/** Reads `q` and `category` from a query string; unknown categories fall back to all. */
export function parseMarketplaceSearch(search: string): MarketplaceState {
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const rawCategory = (params.get('category') ?? '').trim().toLowerCase();
  const byLabel = CATEGORIES.find((c) => c.label.toLowerCase() === rawCategory || c.singular.toLowerCase() === rawCategory);
  const category: CategoryFilter = isCategory(rawCategory) ? rawCategory : byLabel ? byLabel.id : 'all';
  return { q, category };
}

/**
 * The query string for a state, keeping unrelated parameters of `current`.
 * Empty values are left out, so the default view has a clean URL.
 */
export function buildMarketplaceSearch(state: MarketplaceState, current = ''): string {
  const params = new URLSearchParams(current);
  if (state.q.trim()) params.set('q', state.q);
  else params.delete('q');
  if (state.category !== 'all') params.set('category', state.category);
  else params.delete('category');
  const s = params.toString();
  return s ? `?${s}` : '';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-04-22" -> "Apr 22, 2025", the same on server and client (no time zone involved). */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
