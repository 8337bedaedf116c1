import { describe, expect, it } from 'vitest';
import { cleanRoutePath, sameRoute, trimTrailingSlash } from './route-path';

describe('route spellings', () => {
  it.each([
    ['/', '/'],
    ['/idn', '/idn'],
    ['/idn/', '/idn'],
    ['/idn//', '/idn'],
    ['/idn/API/', '/idn/API'],
    ['/a.html', '/a.html'],
  ])('trimTrailingSlash(%s) = %s', (input, want) => expect(trimTrailingSlash(input)).toBe(want));

  it.each([
    ['/', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/idn', '/idn'],
    ['/idn/', '/idn'],
    ['/idn.html', '/idn'],
    ['/idn/index', '/idn'],
    ['/idn/index.html', '/idn'],
    ['/idn/docs/', '/idn/docs'],
    // A page whose name merely ends in "index" keeps it.
    ['/idn/api/v3/search-index', '/idn/api/v3/search-index'],
    ['/idn/api/v3/search-index.html', '/idn/api/v3/search-index'],
    // Case is the page's own.
    ['/IDN/Docs/', '/IDN/Docs'],
  ])('cleanRoutePath(%s) = %s', (input, want) => expect(cleanRoutePath(input)).toBe(want));

  it.each([
    ['/idn/api/v3/list-sources', '/idn/api/v3/list-sources/', true],
    ['/idn/api/v3/List-Sources', '/idn/api/v3/list-sources', true],
    ['/', '/', true],
    ['/idn/api/v3', '/idn/api/beta', false],
    ['/idn/api/v3/list-sources', '/idn/api/v3/list-sources.html', false],
  ])('sameRoute(%s, %s) = %s', (a, b, want) => expect(sameRoute(a, b)).toBe(want));
});
