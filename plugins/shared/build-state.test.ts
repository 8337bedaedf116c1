import { describe, expect, it } from 'vitest';
import type { GeneratedApi } from '../openapi/generate';
import { BuildStateError, portalBuildState, slot } from './build-state';

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

describe('portalBuildState', () => {
  it('names the openapi config hook for the API model, and each build has its own state', () => {
    const a = portalBuildState();
    const b = portalBuildState();
    expect(() => a.api.get()).toThrow(
      /Build state "api" was read before the portal-openapi plugin's config hook/,
    );
    a.api.fill({ operations: [] } as unknown as GeneratedApi);
    expect(a.api.get().operations).toEqual([]);
    expect(b.api.filled).toBe(false);
  });

  it('reads operations, schemas and the API route prefixes from the API model, throwing as the slot does before it is filled', () => {
    const state = portalBuildState();
    for (const read of [state.operations, state.schemas, state.apiPrefixes])
      expect(read).toThrow(/Build state "api" was read before/);
    const operations = [{ operationId: 'listSources' }];
    const schemas = [{ name: 'Source' }];
    state.api.fill({
      operations,
      schemas,
      specs: [{ base: '/idn/api/v3' }, { base: '/idn/api/beta' }],
    } as unknown as GeneratedApi);
    expect(state.operations()).toBe(operations);
    expect(state.schemas()).toBe(schemas);
    expect(state.apiPrefixes()).toEqual(['/idn/api/v3', '/idn/api/beta']);
  });
});
