import { describe, expect, it } from 'vitest';
import { pathQuery, pathSegments, suggestRoutes, type RouteCandidate } from './route-suggestions';

const PAGES: RouteCandidate[] = [
  { route: '/idn/api/v3/list-accounts', title: 'List accounts', name: 'listAccounts' },
  { route: '/idn/api/beta/list-accounts', title: 'List accounts', name: 'listAccounts' },
  { route: '/idn/api/v3/get-account', title: 'Account details', name: 'getAccount' },
  {
    route: '/idn/api/v3/list-access-profiles',
    title: 'List access profiles',
    name: 'listAccessProfiles',
  },
  { route: '/idn/api/v3/schemas/account', title: 'Account' },
  { route: '/idn/docs/transforms/operations/concatenation', title: 'Concatenation' },
  { route: '/idn/docs/transforms/operations/conditional', title: 'Conditional' },
  { route: '/idn/docs/transforms/operations/join', title: 'Join' },
  { route: '/idn/docs/transforms', title: 'Transforms' },
  { route: '/blog', title: 'Blog' },
];

const first = (path: string) => suggestRoutes(path, PAGES)[0]?.route;

describe('suggestRoutes', () => {
  it('finds a slug one edit away, in the same folder first', () => {
    expect(first('/idn/api/v3/list-acounts')).toBe('/idn/api/v3/list-accounts');
    expect(first('/idn/api/beta/list-acounts')).toBe('/idn/api/beta/list-accounts');
  });

  it('ignores case and separators, and knows operationIds', () => {
    expect(first('/idn/api/v3/listAccounts')).toBe('/idn/api/v3/list-accounts');
    expect(first('/IDN/API/V3/List_Accounts')).toBe('/idn/api/v3/list-accounts');
    expect(first('/idn/api/v3/getAccount')).toBe('/idn/api/v3/get-account');
  });

  it('completes a name the path starts', () => {
    expect(first('/idn/docs/transforms/operations/concat')).toBe(
      '/idn/docs/transforms/operations/concatenation',
    );
  });

  it('tolerates a wrong or missing folder', () => {
    expect(first('/idn/docs/transform/operations/concatenation')).toBe(
      '/idn/docs/transforms/operations/concatenation',
    );
    expect(first('/idn/api/list-accounts')).toBe('/idn/api/v3/list-accounts');
  });

  it('orders by closeness and lists each page once', () => {
    const got = suggestRoutes('/idn/api/v3/list-acounts', PAGES, 5).map((s) => s.route);
    expect(got.slice(0, 2)).toEqual(['/idn/api/v3/list-accounts', '/idn/api/beta/list-accounts']);
    expect(new Set(got).size).toBe(got.length);
  });

  it('suggests nothing for a name far from every page', () => {
    expect(suggestRoutes('/idn/api/v3/completely-unrelated-words', PAGES)).toEqual([]);
    expect(suggestRoutes('/', PAGES)).toEqual([]);
    // Short names need to be close: one edit at most, no prefix under three letters.
    expect(suggestRoutes('/idn/docs/xy', PAGES)).toEqual([]);
  });

  it('reads .html suffixes and escapes', () => {
    expect(first('/idn/api/v3/list%2Dacounts.html')).toBe('/idn/api/v3/list-accounts');
    expect(pathSegments('/a/b/index.html')).toEqual(['a', 'b']);
    expect(pathSegments('/a/%E0%A4%A')).toEqual(['a', '%E0%A4%A']);
  });
});

describe('pathQuery', () => {
  it('splits the last segment into words', () => {
    expect(pathQuery('/idn/api/v3/list-acounts')).toBe('list acounts');
    expect(pathQuery('/idn/api/v3/listAccounts')).toBe('list Accounts');
    expect(pathQuery('/idn/docs/transforms/operations/concat.html')).toBe('concat');
    expect(pathQuery('/')).toBe('');
  });
});
