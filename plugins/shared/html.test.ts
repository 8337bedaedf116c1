import { describe, expect, it } from 'vitest';
import { clip, esc, escText } from './html';

// The escapes as a chain of replacements (what esc and escText did before their one pass).
const chained = (text: string, quotes: boolean) => {
  let out = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (quotes) out = out.replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return out.replace(/\r?\n/g, '&#10;');
};
const SAMPLES = [
  '',
  'plain name_with-dashes',
  `a & b < c > d "e" 'f'`,
  '&amp; already escaped &#39;',
  'line\nbreak\r\nwindows\rlone CR\n\n',
  '<script>alert("x")</script>',
  '\r\n\r\r\n&\n',
  'ünïcödé → ok',
];

describe('esc', () => {
  it('escapes as the chained replacements do', () => {
    for (const s of SAMPLES) expect(esc(s)).toBe(chained(s, true));
  });
  it('gives the text itself when nothing needs escaping', () => {
    expect(esc('accountId')).toBe('accountId');
    expect(esc('lone\rCR')).toBe('lone\rCR');
  });
  it('takes any value', () => {
    expect(esc(undefined)).toBe('');
    expect(esc(null)).toBe('');
    expect(esc(42)).toBe('42');
  });
});

describe('escText', () => {
  it('escapes as the chained replacements do, quotes kept', () => {
    for (const s of SAMPLES) expect(escText(s)).toBe(chained(s, false));
    expect(escText(`say "hi" it's`)).toBe(`say "hi" it's`);
  });
});

describe('clip', () => {
  it('cuts long text and says how much', () => {
    expect(clip('abcdef', 3)).toBe('abc… (3 more characters)');
    expect(clip('abc', 3)).toBe('abc');
  });
});
