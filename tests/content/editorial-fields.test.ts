import fs from 'node:fs';
import path from 'node:path';
import { readFrontmatter } from '../../plugins/shared/frontmatter';
import { describe, expect, it } from 'vitest';
import { compareWithAllowList, readAllowList } from '../../plugins/content-rules/allow-list';
import {
  checkEditorialFields,
  hasEditorialFields,
} from '../../plugins/content-rules/editorial-fields';
import { listPageFiles } from '../../plugins/shared/docs-routes';
import { REPO_ROOT } from '../lib/shared';

const DOCS = path.join(REPO_ROOT, 'docs');
const PENDING = path.join(REPO_ROOT, 'tests/content/unsourced-pending.txt');
/** Guide pages: every Markdown page of the IDN docs and the blog must say what backs its facts. */
const guidePages = () =>
  listPageFiles(DOCS).filter(
    (f) => /\.mdx?$/.test(f) && /^(idn|blog)\//.test(f.replace(/\\/g, '/')),
  );
const today = new Date().toISOString().slice(0, 10);

describe('guide pages name their sources and the day they were verified', () => {
  const pages = guidePages();
  it('has guide pages to check', () => {
    expect(pages.length).toBeGreaterThan(50);
  });
  it('every guide page has `sources` and `verified`, except those still in tests/content/unsourced-pending.txt (a list that only shrinks)', () => {
    const failing = new Map<string, string[]>();
    const listed = readAllowList(PENDING);
    const report: string[] = [];
    for (const rel of pages) {
      const fm = readFrontmatter(fs.readFileSync(path.join(DOCS, rel), 'utf8')).data;
      const problems = checkEditorialFields(fm, today);
      if (!problems.length) continue;
      failing.set(rel, problems);
      // Listed pages wait for their fields; once a page has started them, they must be right.
      if (listed.includes(rel) && hasEditorialFields(fm))
        for (const p of problems) report.push(`${rel}: ${p}`);
    }
    report.push(
      ...compareWithAllowList({
        failing,
        listed,
        pages,
        listName: 'tests/content/unsourced-pending.txt',
      }),
    );
    expect(report, report.join('\n')).toEqual([]);
  });
});
