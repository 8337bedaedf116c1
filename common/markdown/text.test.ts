import { describe, expect, it } from 'vitest';
import { extractPage, markdownToText, slugify } from './text';
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
