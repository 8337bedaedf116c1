import { describe, expect, it } from 'vitest';
import { withoutRspressThemeScript } from './rspress-theme-script';

// The tag as @rspress/core 2.0.22 adds it (node/initRsbuild.js, getInlineThemeScript), shortened.
const rspress = {
  tag: 'script',
  children:
    "{;const saved = localStorage.getItem('rspress-theme-appearance');const preferDark = window.matchMedia('(prefers-color-scheme: dark)').matches;}",
  append: false,
};
const ours = { tag: 'script', children: 'var k="theme";' };
const link = { tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css' } };

describe('withoutRspressThemeScript', () => {
  it("drops Rspress's colour-mode script and keeps every other tag in order", () => {
    expect(withoutRspressThemeScript([ours, rspress, link])).toEqual([ours, link]);
  });
  it('fails the build when the script is not there (Rspress changed how it adds it)', () => {
    expect(() => withoutRspressThemeScript([ours, link])).toThrow(/rspress-theme-script\.ts/);
  });
});
