import { describe, expect, it } from 'vitest';
import { bootEntry } from './boot-entry';

const STYLES = '/x/node_modules/@rspress/core/dist/theme/styles/index.js';
const SSR = '/x/node_modules/@rspress/core/dist/runtime/ssrClientEntry.js';

describe('bootEntry', () => {
  it("keeps Rspress's style entries and puts boot.ts in place of '@theme' and the client entry", () => {
    const { entry, clientEntry } = bootEntry(
      { index: [STYLES, 'virtual-global-styles', '@theme', SSR] },
      '/x/theme/boot/boot.ts',
    );
    expect(entry).toEqual({ index: [STYLES, 'virtual-global-styles', '/x/theme/boot/boot.ts'] });
    expect(clientEntry).toBe(SSR);
  });
  it('accepts the dev server entry (client-side rendering)', () => {
    const csr = SSR.replace('ssr', 'csr');
    expect(bootEntry({ index: ['@theme', csr] }, 'boot.ts').clientEntry).toBe(csr);
  });
  it('fails the build, naming what it found, when Rspress changed the entry', () => {
    for (const entry of [
      { index: [STYLES, SSR] },
      { main: [SSR] },
      { index: ['@theme', '/x/src/app.js'] },
      { index: { import: [SSR] } },
      undefined,
    ]) {
      expect(() => bootEntry(entry, 'boot.ts')).toThrow(
        /\[client-boot\] Rspress's web entry is not/,
      );
    }
  });
});
