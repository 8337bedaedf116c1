import { describe, expect, it } from 'vitest';
import { BuildStateError, slot } from './build-state';

describe('slot', () => {
  it('throws, naming the slot and the hook that fills it, when read before it is filled', () => {
    const s = slot<string[]>('operations', "the portal-openapi plugin's config hook");
    expect(s.filled).toBe(false);
    expect(() => s.get()).toThrow(BuildStateError);
    expect(() => s.get()).toThrow(
      `Build state "operations" was read before the portal-openapi plugin's config hook filled it`,
    );
  });

  it('returns what its hook filled it with', () => {
    const s = slot<string[]>('prefixes', 'a hook');
    const value = ['/idn/api/v3'];
    s.fill(value);
    expect(s.filled).toBe(true);
    expect(s.get()).toBe(value);
  });

  it('takes the new value when its hook fills it again (dev regeneration)', () => {
    const s = slot<number>('count', 'a hook');
    s.fill(1);
    s.fill(2);
    expect(s.get()).toBe(2);
  });

  it('keeps a falsy value as filled', () => {
    const s = slot<number>('count', 'a hook');
    s.fill(0);
    expect(s.get()).toBe(0);
  });
});
