/**
 * Community integrations listed on /marketplace, plus the pure filtering and
 * URL helpers the page uses. The leading underscore keeps Rspress from
 * treating this file as a route.
 */

export type IntegrationCategory =
  'connector' | 'plugin' | 'rule' | 'transform' | 'workflow' | 'tool';

/**
 * One real public project. Only what its README (or the vendor's docs page about it) says:
 * no authors, dates or versions, which the sources do not give for most projects.
 */
export interface Integration {
  /** The repository name under github.com/sailpoint-oss, also the stable slug. */
  id: string;
  /** The project's name as its README titles it. */
  name: string;
  category: IntegrationCategory;
  /** What it does, in our own words, from its README. */
  summary: string;
  /** Lower-case keywords, matched by the search box. */
  tags: string[];
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
  { id: 'plugin', label: 'Plugins', singular: 'Plugin' },
  { id: 'rule', label: 'Rules', singular: 'Rule' },
  { id: 'transform', label: 'Transforms', singular: 'Transform' },
  { id: 'workflow', label: 'Workflows', singular: 'Workflow' },
  { id: 'tool', label: 'Tools', singular: 'Tool' },
];

/** The vendor's open-source organisation; every entry below is a repository seen there. */
export const REPO_BASE = 'https://github.com/sailpoint-oss/';

function entry(e: Omit<Integration, 'repo'>): Integration {
  return { ...e, repo: REPO_BASE + e.id };
}

/*
 * CoLab projects (the vendor's developer-community hub for open-source work) and the
 * Community Toolbox. Checked 2026-11-26 against each repository's README; where a README
 * only names the project and points to its forum topic, the summary says no more than that.
 */
export const INTEGRATIONS: readonly Integration[] = [
  // ---------- Connectors ----------
  entry({
    id: 'colab-saas-conn-sailpoint-identity-fusion',
    name: 'Identity Fusion SaaS Connector',
    category: 'connector',
    summary:
      'Builds unique identifiers from a Velocity template, with a counter when two values collide, and flags incoming accounts that look like an existing identity so a reviewer decides, through a form, whether to merge or create. It also combines the accounts of several sources into one proxy account.',
    tags: ['saas-connectivity', 'deduplication', 'unique-id', 'velocity', 'correlation'],
  }),
  entry({
    id: 'colab-saas-conn-attribute-generator',
    name: 'Attribute Generator Connector',
    category: 'connector',
    summary:
      'Computes identity attributes during account aggregation from Velocity expressions: plain values, values kept unique with a padded counter, or sequential counters, for the identities a search query selects. It has no provisioning; later definitions can reuse earlier results.',
    tags: ['saas-connectivity', 'velocity', 'usernames', 'unique-id', 'typescript'],
  }),
  entry({
    id: 'colab-saas-conn-search-loopback',
    name: 'ISC Search Loopback Connector',
    category: 'connector',
    summary:
      'Turns search queries into entitlements: every identity a configured query returns gets an account on this source holding that entitlement (or its manager does, with a `_manager` suffix). Useful for role membership rules that the built-in criteria cannot express, such as date ranges.',
    tags: ['saas-connectivity', 'loopback', 'search', 'roles'],
  }),
  entry({
    id: 'colab-saas-conn-identitynow-management',
    name: 'IdentityNow Management Loopback SaaS Connector',
    category: 'connector',
    summary:
      'Manages admin capabilities and governance-group membership as entitlements of a source, so they can be requested, assigned by role and removed when the lifecycle state turns inactive. Note that its README says it calls private APIs with credentials taken from the browser login.',
    tags: ['saas-connectivity', 'loopback', 'governance-groups', 'admin'],
  }),
  entry({
    id: 'colab-saas-conn-delimited-file',
    name: 'Delimited File SaaS Connector',
    category: 'connector',
    summary:
      'A SaaS connector for delimited files. The README links its CoLab forum topic for setup and use.',
    tags: ['saas-connectivity', 'delimited-file', 'csv'],
  }),
  entry({
    id: 'colab-saas-conn-identitynow-orphan-accounts',
    name: 'IdentityNow Orphan Accounts Connector',
    category: 'connector',
    summary:
      'A connector about orphan accounts in the tenant. The README points to its CoLab forum topic for documentation.',
    tags: ['saas-connectivity', 'orphan-accounts', 'audit'],
  }),
  entry({
    id: 'colab-saas-conn-cisco-umbrella',
    name: 'Cisco Umbrella SaaS Connector',
    category: 'connector',
    summary:
      'A SaaS connector for Cisco Umbrella. Its documentation lives in the CoLab forum topic the README links.',
    tags: ['saas-connectivity', 'cisco', 'security'],
  }),
  // ---------- Plugins ----------
  entry({
    id: 'colab-org-chart-plugin',
    name: 'IdentityIQ Org Chart Plugin',
    category: 'plugin',
    summary:
      'An org chart plugin for IdentityIQ. The README points to its CoLab forum topic for documentation.',
    tags: ['identityiq', 'org-chart', 'ui'],
  }),
  entry({
    id: 'colab-siem-plugin',
    name: 'SailPoint SIEM Plugin',
    category: 'plugin',
    summary:
      'The CoLab’s SIEM plugin. Setup and use are documented in the CoLab forum topic its README links.',
    tags: ['siem', 'security', 'logging'],
  }),
  // ---------- Rules ----------
  entry({
    id: 'colab-sailpoint-rule-restriction-vs-code-plugin',
    name: 'IdentityNow Rule Restriction Extension for Visual Studio Code',
    category: 'rule',
    summary:
      'A Visual Studio Code extension about the restrictions that apply to rules written for the cloud platform. Its CoLab forum topic, linked from the README, explains how to use it.',
    tags: ['rules', 'beanshell', 'vs-code', 'editor'],
  }),
  // ---------- Transforms ----------
  entry({
    id: 'colab-transforms',
    name: 'Developer Community CoLab - Transforms',
    category: 'transform',
    summary:
      'The shared repository of community transforms. Propose a change to a transform with a pull request; the CoLab forum category lists the transforms with their write-ups.',
    tags: ['transforms', 'community'],
  }),
  // ---------- Workflows ----------
  entry({
    id: 'colab-workflows',
    name: 'CoLab workflows repository',
    category: 'workflow',
    summary:
      'The repository set up for community workflows. Its README is still the project template, so read the files themselves before importing anything.',
    tags: ['workflows', 'community'],
  }),
  // ---------- Tools ----------
  entry({
    id: 'isc-community-toolbox',
    name: 'ISC Community Toolbox',
    category: 'tool',
    summary:
      'A desktop app (Electron and SvelteKit) maintained by the Developer Relations team: browse sources and identities with their raw JSON and IDs, run troubleshooting reports such as inactive identities that still hold access, and send API calls from its built-in request tool.',
    tags: ['desktop', 'troubleshooting', 'admin', 'reports'],
  }),
  entry({
    id: 'colab-isc-auto-loader',
    name: 'IdentityNow AutoLoader',
    category: 'tool',
    summary:
      'A Windows service that watches one folder per delimited-file source and uploads the files dropped there, after an optional PowerShell step that reshapes them, then files them under success or failure.',
    tags: ['delimited-file', 'csv', 'windows', 'powershell', 'upload'],
  }),
  entry({
    id: 'colab-file-upload-utility',
    name: 'File Upload Utility',
    category: 'tool',
    summary:
      'Uploads files to delimited-file sources and runs on Linux as well (the AutoLoader README recommends it there). Its CoLab forum topic holds the documentation.',
    tags: ['delimited-file', 'csv', 'upload', 'linux'],
  }),
  entry({
    id: 'colab-sailpoint-configuration-manager',
    name: 'SailPoint Configuration Manager',
    category: 'tool',
    summary:
      'A PowerShell module that exports a tenant’s configuration to files and commits them to Git, so a scheduled run keeps a history of every configuration change.',
    tags: ['powershell', 'configuration', 'git', 'backup'],
  }),
  entry({
    id: 'colab-isc-powershell-task-manager',
    name: 'ISC PowerShell Task Manager',
    category: 'tool',
    summary:
      'A PowerShell tool for the cloud platform; its CoLab forum topic, linked from the README, describes what it does.',
    tags: ['powershell', 'automation'],
  }),
  entry({
    id: 'colab-neovim-isc-plugin',
    name: 'Neovim ISC Plugin',
    category: 'tool',
    summary:
      'Works with a tenant from inside Neovim: a sidebar of sources, transforms, roles, access profiles, workflows and rules, search across them, several tenants, and editing objects as JSON buffers that save back to the tenant.',
    tags: ['editor', 'neovim', 'transforms', 'workflows'],
  }),
  entry({
    id: 'colab-iiqda',
    name: 'IIQ Deployment Accelerator',
    category: 'tool',
    summary:
      'A deployment aid for IdentityIQ developers (IIQDA). The README points to its CoLab forum topic for documentation.',
    tags: ['identityiq', 'deployment', 'development'],
  }),
  entry({
    id: 'colab-sailpoint-zapier-integration',
    name: 'SailPoint Zapier Integration',
    category: 'tool',
    summary:
      'An integration with Zapier. The CoLab forum topic its README links explains setup and use.',
    tags: ['zapier', 'automation', 'no-code'],
  }),
  entry({
    id: 'colab-isc-credential-cycling',
    name: 'Credentials Cycling using BeyondTrust Password Safe',
    category: 'tool',
    summary:
      'Cycles credentials used with the cloud platform through BeyondTrust Password Safe, as its README title says.',
    tags: ['credentials', 'beyondtrust', 'security'],
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
  return items.filter(
    (i) => (category === 'all' || i.category === category) && matchesQuery(i, query),
  );
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
  const byLabel = CATEGORIES.find(
    (c) => c.label.toLowerCase() === rawCategory || c.singular.toLowerCase() === rawCategory,
  );
  const category: CategoryFilter = isCategory(rawCategory)
    ? rawCategory
    : byLabel
      ? byLabel.id
      : 'all';
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
