import { describe, expect, it } from 'vitest';
import { isHostLabel } from './server-vars';

describe('isHostLabel', () => {
  it('accepts host-name labels and the empty value (back to the placeholder)', () => {
    for (const v of ['acme', 'acme-prod', 'a1', 'A', '']) expect(isHostLabel(v)).toBe(true);
  });
  it('refuses anything that could change the URL or the markup', () => {
    for (const v of ['acme/evil', '<b>', 'user@acme', 'acme:8080', 'ac me', '-acme', 'acme-', 'acme.evil', 'a'.repeat(64), '"x"']) expect(isHostLabel(v)).toBe(false);
  });
});
