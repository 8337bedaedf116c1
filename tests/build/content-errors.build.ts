import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site';

const FIXTURE = path.join(__dirname, 'fixtures', 'content-faults');

// Several content faults in two pages (one of them a phrase the voice rule refuses): one build reports them all, each once at its file line, then fails with one summary.
describe("the build's content check", () => {
  it('reports every fault of a run as file:line:col: message, once, without a stack trace', async () => {
    const r = await buildSite({
      docsDir: path.join(FIXTURE, 'docs'),
      specsDir: path.join(FIXTURE, 'specs'),
    });
    expect(r.code).not.toBe(0);
    const guide = 'tests/build/fixtures/content-faults/docs/idn/docs/guide.md';
    const expected = [
      `${guide}:4:8: unknown tag "transform": did you mean "transforms"?`,
      `${guide}:5:1: unknown frontmatter key "sidebar_postion": did you mean "sidebar_position"?`,
      `${guide}:29:1: json block does not parse:`,
      `${guide}:32:5: dead link [the other guide](/idn/docs/other-guide): /idn/docs/other-guide is not a page`,
      'tests/build/fixtures/content-faults/docs/idn/docs/second.md:1:1: frontmatter needs `verified`',
      // The voice rule (plugins/content-rules/voice.ts) runs in the build too.
      `tests/build/fixtures/content-faults/docs/idn/docs/second.md:13:31: "the vendor": the portal is the product's own documentation`,
    ];
    for (const line of expected) {
      expect(r.output, r.output.slice(-3000)).toContain(line);
      expect(r.output.split(line).length - 1, `printed once: ${line}`).toBe(1);
    }
    expect(r.output).toContain('Content check failed: 6 problems in 2 files');
    expect(r.output).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
  });
});
