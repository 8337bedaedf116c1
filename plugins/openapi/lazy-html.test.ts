import { describe, expect, it } from 'vitest';
import { lazy, LAZY_OPEN, unlazy } from './lazy-html';

describe('lazy HTML', () => {
  it('wraps content in one noscript', () => {
    expect(lazy('<p>a</p>')).toBe(`${LAZY_OPEN}<p>a</p></noscript>`);
    expect(lazy('')).toBe('');
  });
  it('never nests: inner lazy parts are unwrapped, so the outer one shows them whole', () => {
    const inner = `<details><summary>x</summary>${lazy('<p>deep</p>')}</details>`;
    const outer = lazy(`<p>a</p>${inner}`);
    expect(outer.match(/<noscript/g)).toHaveLength(1);
    expect(outer.match(/<\/noscript>/g)).toHaveLength(1);
    expect(outer).toContain('<details><summary>x</summary><p>deep</p></details>');
    expect(unlazy(outer)).toBe('<p>a</p><details><summary>x</summary><p>deep</p></details>');
  });
});
