import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

vi.mock('virtual-site-data', () => ({ default: { base: '/portal/' } }));

const { pathKey } = await import('./same-path');

describe('pathKey', () => {
  it("is what Rspress's isEqualPath compares (fails when Rspress changes it)", () => {
    const utils = fs.readFileSync(
      createRequire(import.meta.url).resolve('@rspress/core/dist/runtime/utils.js'),
      'utf8',
    );
    expect(utils).toContain('return removeBase(url, virtual_site_data.base);');
    expect(utils).toContain(
      'return utils_removeBase(normalizeHref(removeHash(a), true)) === utils_removeBase(normalizeHref(removeHash(b), true));',
    );
  });

  it('compares paths as pages: base, .html, hash', () => {
    const same = (a: string, b: string) => pathKey(a) === pathKey(b);
    expect(same('/portal/idn/docs', '/idn/docs')).toBe(true);
    expect(same('/idn/docs.html', '/idn/docs')).toBe(true);
    expect(same('/idn/docs#part', '/idn/docs')).toBe(true);
    expect(same('/idn/docs', '/idn/doc')).toBe(false);
    expect(same('/idn/docs', '/idn/docs/more')).toBe(false);
  });

  it('gives the same key when asked again', () => {
    const first = pathKey('/idn/api/v3/list-sources.html');
    expect(pathKey('/idn/api/v3/list-sources.html')).toBe(first);
  });
});
