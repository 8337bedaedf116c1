import { describe, expect, it } from 'vitest';
import { inlineLinks, inlinePlainText, parseInline } from './inline-markup';

describe('inline markup of the custom pages', () => {
  it('keeps a plain sentence one text part', () => {
    expect(parseInline('No links here (or keys).')).toEqual([
      { kind: 'text', text: 'No links here (or keys).' },
    ]);
  });
  it('reads links between text, at the start and at the end', () => {
    expect(parseInline('[Start](/a) then [b](https://x.org/b).')).toEqual([
      { kind: 'link', text: 'Start', href: '/a' },
      { kind: 'text', text: ' then ' },
      { kind: 'link', text: 'b', href: 'https://x.org/b' },
      { kind: 'text', text: '.' },
    ]);
    expect(inlineLinks('See [the list](#pp-x) and [docs](/docs)')).toEqual([
      { text: 'the list', href: '#pp-x' },
      { text: 'docs', href: '/docs' },
    ]);
  });
  it('reads keys, also when a plus sign joins them', () => {
    expect(parseInline('press ++Ctrl+++++K++ (')).toEqual([
      { kind: 'text', text: 'press ' },
      { kind: 'key', text: 'Ctrl' },
      { kind: 'text', text: '+' },
      { kind: 'key', text: 'K' },
      { kind: 'text', text: ' (' },
    ]);
  });
  it('gives the words without markup', () => {
    expect(inlinePlainText('Use [the CLI](/idn/tools/cli) or ++⌘++.')).toBe('Use the CLI or ⌘.');
  });
});
