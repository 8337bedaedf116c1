// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runPreloadedChunks } from './preloaded-chunks';

describe('runPreloadedChunks', () => {
  it('adds a script for each preloaded script, and none for other preloads', () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.head.innerHTML =
      '<link rel="preload" href="/static/js/async/route-a.js" as="script">' +
      '<link rel="preload" href="/static/css/x.css" as="style">' +
      '<link rel="stylesheet" href="/static/css/y.css">';
    expect(runPreloadedChunks(doc)).toBe(1);
    const scripts = [...doc.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/static\/js\/async\/route-a\.js$/);
  });
});
