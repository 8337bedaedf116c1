import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdownParseCounts, parseMarkdownOnce, releaseMarkdownTrees } from './parse-once';

const GFM = `# Title

| a | b |
| - | :-: |
| \`x\` | ~~y~~ |

- [x] done
- [ ] open

A bare https://example.test/path link and a footnote.[^1]

[^1]: The note.

<div>html</div>

\`\`\`json
{"a": 1}
\`\`\`
`;

describe('parseMarkdownOnce', () => {
  it('gives the tree remark-parse with remark-gfm gives (the parser Rspress and the search ran)', () => {
    expect(parseMarkdownOnce(GFM)).toEqual(unified().use(remarkParse).use(remarkGfm).parse(GFM));
  });

  it('parses a text once: the next reader of the same text gets the same tree', () => {
    const text = `${GFM}\nOnce.\n`;
    const before = markdownParseCounts();
    const tree = parseMarkdownOnce(text, '/docs/a.md');
    expect(parseMarkdownOnce(text)).toBe(tree);
    expect(markdownParseCounts()).toEqual({
      parsed: before.parsed + 1,
      reused: before.reused + 1,
    });
  });

  it("drops a file's older text when the file is read with a new one, and everything on release", () => {
    const old = parseMarkdownOnce('# Old\n', '/docs/b.md');
    parseMarkdownOnce('# New\n', '/docs/b.md');
    expect(parseMarkdownOnce('# Old\n')).not.toBe(old);
    const kept = parseMarkdownOnce('# Kept\n');
    releaseMarkdownTrees();
    expect(parseMarkdownOnce('# Kept\n')).not.toBe(kept);
  });
});
