import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, contentPages, formatReport } from './check-content';

const site = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
};
const words = Array.from({ length: 12 }, () => 'prose').join(' ');

describe('checkContent', () => {
  it('checks every content page, the home page for links only, and reports all problems with the shown root', () => {
    const docs = site({
      'index.md': '---\npageType: home\n---\n[gone](/gone)\n',
      'iiq/a.md': `---\ntitle: A\ndescription: A.\ntags: [rules]\n---\n# A\n\n${words} [b](/iiq/b)\n`,
      'iiq/b.md': `---\ntitle: B\ndescription: B.\ntags: [rulez]\n---\n# B\n\n${words}\n`,
      'iiq/widget.tsx': 'export default function W() { return null; }\n',
    });
    expect(contentPages(docs)).toEqual(['iiq/a.md', 'iiq/b.md']);
    const problems = checkContent({
      docsRoot: docs,
      shownRoot: 'docs',
      routes: ['/', '/iiq/a', '/iiq/b/'],
      today: '2026-11-26',
      minWords: 10,
    });
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      'docs/index.md:4',
      'docs/iiq/b.md:4',
    ]);
    const report = formatReport(problems);
    expect(report.lines[1]).toBe(
      'docs/iiq/b.md:4:8: unknown tag "rulez": did you mean "rules"? (the tags are listed in config/tags.ts)',
    );
    expect(report.summary).toMatch(/^Content check failed: 2 problems in 2 files/);
  });
});
