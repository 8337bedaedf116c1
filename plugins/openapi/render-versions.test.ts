import { describe, expect, it } from 'vitest';
import { renderDeprecatedBanner, renderVersionMenu, replaceVersionBar } from './render-versions';

const links = (labels: string[], current: string) =>
  labels.map((label) => ({
    label,
    href: `/x/${label}`,
    status: 'stable' as const,
    current: label === current,
    exists: true,
    versionKey: null,
  }));
const bar = (inner: string) => `<div class="api-version-bar">${inner}</div>`;

describe('replaceVersionBar', () => {
  const body = '<p>Body <div class="inner">kept</div></p>';

  it('replaces a bar holding the menu and a deprecated banner, nested divs included', () => {
    const old = bar(
      renderVersionMenu(links(['v1', 'v2'], 'v1')) +
        renderDeprecatedBanner('v1', { label: 'v2', href: '/x/v2', exists: true }),
    );
    const next = bar(renderVersionMenu(links(['v1', 'v2', 'v3'], 'v1')));
    expect(replaceVersionBar(old + body, next)).toBe(next + body);
  });

  it('adds a bar to a page that had none, and removes one when the new bar is empty', () => {
    const next = bar(renderVersionMenu(links(['v1', 'v2'], 'v2')));
    expect(replaceVersionBar(body, next)).toBe(next + body);
    expect(replaceVersionBar(next + body, '')).toBe(body);
  });

  it('refuses a bar that never closes rather than cutting the page', () => {
    expect(() => replaceVersionBar('<div class="api-version-bar"><div>', '')).toThrow(/unclosed/);
  });
});
