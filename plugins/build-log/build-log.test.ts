import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSummary, buildNotices, countFiles } from './index';
import { formatConversions, formatDescriptionLinks, formatSummary, profiledPlugin } from './index';
import { BuildProfile, type ProfileClock } from './profile';

describe('build log', () => {
  it('counts pages and output bytes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-log-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'a/b.html'), '12345');
    fs.writeFileSync(path.join(dir, 'c.md'), '12');
    expect(countFiles(dir, '.html').files).toBe(1);
    expect(countFiles(dir)).toEqual({ files: 2, bytes: 7 });
    expect(countFiles(path.join(dir, 'missing'))).toEqual({ files: 0, bytes: 0 });
  });
  it('names the converted specs in one line, none when nothing was converted', () => {
    expect(formatConversions([{ file: 'a.yaml' }])).toEqual([]);
    expect(
      formatConversions([
        { file: 'a.yaml', convertedFrom: 'Swagger 2.0' },
        { file: 'b.json' },
        { file: 'c.json', convertedFrom: 'Swagger 2.0' },
      ]),
    ).toEqual([
      'info    converted to OpenAPI 3 (published beside the original under /api-specs/): a.yaml (Swagger 2.0), c.json (Swagger 2.0)',
    ]);
  });
  it('counts description links that lead nowhere in one line naming their list', () => {
    expect(formatDescriptionLinks(0, '.generated/description-links.txt')).toEqual([]);
    expect(formatDescriptionLinks(3, '.generated/description-links.txt')).toEqual([
      'warn    description links: 3 links in spec descriptions lead to no page or anchor of the site; listed in .generated/description-links.txt (STRICT_DESCRIPTION_LINKS=1 fails the build on them)',
    ]);
  });
  it('sums the API part of the summary: operations, generator and API-list warnings, notes', () => {
    const api = {
      operations: [1, 2, 3],
      warnings: ['w'],
      linkProblems: [1, 2],
      specs: [{ file: 'a.yaml', convertedFrom: 'Swagger 2.0' }],
    };
    expect(
      apiSummary(api, { apiListWarnings: 2, linkReportFile: '.generated/description-links.txt' }),
    ).toEqual({
      operations: 3,
      warnings: 3,
      notes: [
        ...formatConversions(api.specs),
        ...formatDescriptionLinks(2, '.generated/description-links.txt'),
      ],
    });
    expect(
      apiSummary(
        { operations: [], warnings: [], linkProblems: [], specs: [] },
        { apiListWarnings: 0, linkReportFile: 'x' },
      ),
    ).toEqual({ operations: 0, warnings: 0, notes: [] });
  });
  it('closes with one summary line', () => {
    expect(
      formatSummary({
        pages: 1533,
        operations: 1149,
        warnings: 1,
        bytes: 3 * 1024 * 1024,
        ms: 61_234,
      }),
    ).toBe('summary 1533 pages (1149 API operations), 1 warning, 3.0 MB output, 61.2 s');
  });
  it('warns when SITE_ORIGIN is unset or not an origin, not when REPO_URL is unset', () => {
    expect(buildNotices({ siteOrigin: '', repoUrl: '' })).toEqual([
      expect.stringMatching(/^SITE_ORIGIN is not set: no canonical URLs, sitemap\.xml/),
    ]);
    expect(buildNotices({ siteOrigin: 'https://developer.acme.test', repoUrl: '' })).toEqual([]);
    expect(
      buildNotices({
        siteOrigin: 'developer.acme.test/docs',
        repoUrl: 'https://github.com/acme/portal',
      }),
    ).toEqual([expect.stringContaining('should be an origin')]);
  });

  it("times a plugin's reading of the page list and its afterBuild as one phase, in builds only", async () => {
    let t = 0;
    const clock: ProfileClock = {
      now: () => t,
      rss: () => 0,
      maxRss: () => 0,
      cpu: () => t,
      mainCpu: () => t,
      log: () => {},
    };
    const profile = new BuildProfile(clock);
    const seen: unknown[] = [];
    const timed = profiledPlugin(
      {
        name: 'p',
        modifySearchIndexData: (pages) => {
          seen.push(pages);
          t += 1500;
        },
        afterBuild: async () => {
          t += 500;
        },
      },
      { modifySearchIndexData: 'search index', afterBuild: 'search index' },
      profile,
    );
    await timed.modifySearchIndexData?.([], false);
    expect(profile.stats()).toEqual([]);
    await timed.modifySearchIndexData?.([], true);
    t += 10_000;
    await timed.afterBuild?.({}, true);
    expect(seen).toHaveLength(2);
    expect(profile.stats().map((s) => [s.name, s.ms, s.cpuMs])).toEqual([
      ['search index', 2000, 2000],
    ]);
  });
});
