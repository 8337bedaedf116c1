import { describe, expect, it } from 'vitest';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { differOnlyInFencedCode, extractPage, markdownToText, slugify } from './text';
import { markdownParseCounts, parseMarkdownOnce, releaseMarkdownTrees } from './parse-once';
import { LIMITS } from '../search/tokenize';

const PAGE = `import Tabs from './tabs';

# Base64 encode

The **Base64 encode** operation converts its input into \`base64\`.

:::tip
A tip inside a container.
:::

## Attributes

| Name | Type |
|---|---|
| \`input\` | string |

## Examples {#examples-id}

\`\`\`json
{ "type": "base64Encode" }
\`\`\`

### Encode a mapped attribute

Map this transform to an identity attribute.

<Tabs />

#### Deep heading

Deep text.
`;

describe('extractPage', () => {
  it('splits intro and sections, without code, JSX or container markers', () => {
    const page = extractPage(PAGE);
    expect(page.title).toBe('Base64 encode');
    expect(page.intro).toBe(
      'The Base64 encode operation converts its input into base64. A tip inside a container.',
    );
    expect(page.sections.map((s) => [s.heading, s.depth])).toEqual([
      ['Attributes', 2],
      ['Examples', 2],
      ['Encode a mapped attribute', 3],
      ['Deep heading', 4],
    ]);
    expect(page.sections[0]!.text).toBe('Name Type input string');
    expect(page.sections[1]!.text).toBe('');
    expect(page.sections[2]!.text).toBe('Map this transform to an identity attribute.');
  });
  it('caps section text and drops blobs', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const page = extractPage(`## A\n\n${long}\n\n${'x'.repeat(5000)}\n`);
    expect(page.sections[0]!.text.length).toBeLessThanOrEqual(LIMITS.sectionText);
    expect(page.sections[0]!.text.endsWith('…')).toBe(true);
    expect(page.sections[0]!.text).not.toContain('xxxxxxxxxx');
  });
});

// A guide whose code samples hold import and export lines: Rspress's page list parses it with
// `import … from '…'` removed, the search index with those lines (and `:::` lines) blanked.
const SAMPLES = `# Calling the API

Set the tenant first:

\`\`\`bash
export TENANT="acme"
curl "https://$TENANT.api.example.test/v3/accounts"
\`\`\`

## From TypeScript

\`\`\`ts
import { Client } from './client';
export const client = new Client();
\`\`\`

Then list the accounts.
`;
const pageListText = (md: string) =>
  md.replace(/import\s+(.*?)\s+from\s+(['"])(.*?)(?:"|');?/gm, '').replace(/\r\n/g, '\n');
const parse = (md: string) => unified().use(remarkParse).use(remarkGfm).parse(md) as Root;

describe("extractPage on Rspress's page-list tree", () => {
  it('reads the tree the page list parsed when only code lines differ, with the same result', () => {
    releaseMarkdownTrees();
    const alone = extractPage(SAMPLES);
    releaseMarkdownTrees();
    // Rspress's page list parsed its text first (plugins/rspress-page-data/shared-parse.ts).
    parseMarkdownOnce(pageListText(SAMPLES));
    const before = markdownParseCounts();
    expect(extractPage(SAMPLES)).toEqual(alone);
    expect(markdownParseCounts().parsed).toBe(before.parsed);
    expect(alone.sections.map((x) => x.heading)).toEqual(['From TypeScript']);
  });

  it('parses its own text when the texts differ outside code: a container line, an import in prose', () => {
    for (const page of [
      `${SAMPLES}\n:::tip\nexport the file first\n:::\n`,
      `${SAMPLES}\nYou can import Client from './client' too.\n`,
    ]) {
      const listed = pageListText(page);
      const ours = page.replace(/^(import|export)\s.*$/gm, '').replace(/^\s*:::.*$/gm, '');
      expect(differOnlyInFencedCode(parse(listed), listed, ours)).toBe(false);
      releaseMarkdownTrees();
      const alone = extractPage(page);
      releaseMarkdownTrees();
      parseMarkdownOnce(listed);
      const before = markdownParseCounts();
      expect(extractPage(page)).toEqual(alone);
      expect(markdownParseCounts().parsed).toBe(before.parsed + 1);
    }
    const listed = pageListText(SAMPLES);
    const ours = SAMPLES.replace(/^(import|export)\s.*$/gm, '');
    expect(listed).not.toBe(ours);
    expect(differOnlyInFencedCode(parse(listed), listed, ours)).toBe(true);
  });
});

describe('markdownToText', () => {
  it('turns a spec description into capped plain text', () => {
    expect(markdownToText('Returns a [source](https://x.test) by **ID**.\n\n- one\n- two')).toBe(
      'Returns a source by ID. one two',
    );
    expect(markdownToText(undefined)).toBe('');
    expect(markdownToText('word '.repeat(500)).length).toBeLessThanOrEqual(LIMITS.excerpt);
  });
});

describe('slugify', () => {
  it('makes GitHub-style anchors', () => {
    expect(slugify('Encode a mapped attribute')).toBe('encode-a-mapped-attribute');
    expect(slugify('macOS (Homebrew)')).toBe('macos-homebrew');
  });
});
