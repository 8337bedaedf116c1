import { describe, expect, it } from 'vitest';
import { isHostLabel, storageKeys } from './server-vars';

describe('isHostLabel', () => {
  it('accepts host-name labels and the empty value (back to the placeholder)', () => {
    for (const v of ['acme', 'acme-prod', 'a1', 'A', '']) expect(isHostLabel(v)).toBe(true);
  });
  it('refuses anything that could change the URL or the markup', () => {
    for (const v of [
      'acme/evil',
      '<b>',
      'user@acme',
      'acme:8080',
      'ac me',
      '-acme',
      'acme-',
      'acme.evil',
      'a'.repeat(64),
      '"x"',
    ])
      expect(isHostLabel(v)).toBe(false);
  });
});

describe('storageKeys', () => {
  it('keeps values per server, with the spec file’s older entry to read once', () => {
    expect(
      storageKeys({ server: 'https://{tenant}.api.identitynow.com', spec: 'idn-beta.yaml' }),
    ).toEqual({
      key: 'server-vars:https://{tenant}.api.identitynow.com',
      legacy: 'server-vars:idn-beta.yaml',
    });
    expect(
      storageKeys({ server: 'https://{tenant}.api.identitynow.com', spec: 'idn-v3.yaml' }).key,
    ).toBe(
      storageKeys({ server: 'https://{tenant}.api.identitynow.com', spec: 'idn-beta.yaml' }).key,
    );
  });
  it('falls back to the spec file when the page names no server', () => {
    expect(storageKeys({ spec: 'iiq.yaml' })).toEqual({ key: 'server-vars:iiq.yaml' });
  });
});
