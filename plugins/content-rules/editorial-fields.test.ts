import { describe, expect, it } from 'vitest';
import { readFrontmatter } from '../shared/frontmatter';
import { compareWithAllowList, parseAllowList } from './allow-list';
import { checkEditorialFields, hasEditorialFields, verifiedDay } from './editorial-fields';

const TODAY = '2026-11-26';
const fm = (yaml: string) => readFrontmatter(`---\n${yaml}\n---\n# T\n`).data;

describe('editorial fields', () => {
  it('accept vendor sources and a date, quoted or not', () => {
    const ok =
      'sources:\n  - sailpoint-oss/developer.sailpoint.com/docs/api/authentication.md\n  - sailpoint-oss/api-specs/idn/v3/paths/transforms.yaml\n';
    expect(checkEditorialFields(fm(`${ok}verified: 2026-11-26`), TODAY)).toEqual([]);
    expect(checkEditorialFields(fm(`${ok}verified: "2026-11-20"`), TODAY)).toEqual([]);
    // The frontmatter reader keeps an unquoted date a string (YAML 1.2 core schema); a Date still counts.
    expect(fm(`${ok}verified: 2026-11-26`).verified).toBe('2026-11-26');
    expect(
      checkEditorialFields(
        {
          sources: ['sailpoint-oss/api-specs/idn/v3/paths/transforms.yaml'],
          verified: new Date('2026-11-26T00:00:00Z'),
        },
        TODAY,
      ),
    ).toEqual([]);
    // The vendor's tool repositories back the pages about its CLI and SDKs.
    expect(
      checkEditorialFields(
        fm(
          'sources:\n  - sailpoint-oss/sailpoint-cli/cmd/transform/preview.go\nverified: 2026-11-26',
        ),
        TODAY,
      ),
    ).toEqual([]);
    expect(
      checkEditorialFields(
        fm('sources:\n  - someone-else/sailpoint-cli/cmd/x.go\nverified: 2026-11-26'),
        TODAY,
      ),
    ).toEqual([expect.stringContaining('is not of the form')]);
  });
  it('name what is missing or malformed', () => {
    expect(checkEditorialFields({}, TODAY)).toEqual([
      expect.stringContaining('needs `sources`'),
      expect.stringContaining('needs `verified`'),
    ]);
    expect(checkEditorialFields(fm('sources: []\nverified: yesterday'), TODAY)).toEqual([
      expect.stringContaining('needs `sources`'),
      'verified "yesterday" is not a date (YYYY-MM-DD)',
    ]);
    expect(
      checkEditorialFields(
        fm(
          'sources:\n  - https://developer.sailpoint.com/docs\n  - sailpoint-oss/api-specs/\nverified: 2026-11-27',
        ),
        TODAY,
      ),
    ).toEqual([
      expect.stringContaining('"https://developer.sailpoint.com/docs" is not of the form'),
      expect.stringContaining('"sailpoint-oss/api-specs/" is not of the form'),
      'verified 2026-11-27 is in the future',
    ]);
    expect(
      checkEditorialFields(
        fm(
          'sources:\n  - sailpoint-oss/api-specs/a.yaml\n  - sailpoint-oss/api-specs/a.yaml\nverified: 2026-01-01',
        ),
        TODAY,
      ),
    ).toEqual(['sources lists "sailpoint-oss/api-specs/a.yaml" twice']);
  });
  it('read dates strictly', () => {
    expect(verifiedDay('2026-02-30')).toBeNull();
    expect(verifiedDay(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
    expect(verifiedDay(20261126)).toBeNull();
    expect(hasEditorialFields({ verified: '2026-01-01' })).toBe(true);
    expect(hasEditorialFields({ title: 'x' })).toBe(false);
  });
});

describe('shrink-only allow-lists', () => {
  it('parse paths, skipping comments and blank lines', () => {
    expect(parseAllowList('# pending\nidn/a.md\n\n  blog/b.md  # reason\n')).toEqual([
      'idn/a.md',
      'blog/b.md',
    ]);
  });
  it('fail unlisted failures, listed passes and listed pages that are gone', () => {
    const failing = new Map([
      ['a.md', ['no sources']],
      ['b.md', ['no sources']],
    ]);
    expect(
      compareWithAllowList({
        failing,
        listed: ['a.md', 'c.md', 'gone.md'],
        pages: ['a.md', 'b.md', 'c.md'],
        listName: 'x.txt',
      }),
    ).toEqual([
      'b.md: no sources',
      'c.md passes now: remove it from x.txt',
      'gone.md is listed in x.txt but is not a checked page: remove it from the list',
    ]);
    expect(
      compareWithAllowList({
        failing,
        listed: ['a.md', 'b.md'],
        pages: ['a.md', 'b.md'],
        listName: 'x.txt',
      }),
    ).toEqual([]);
  });
});
