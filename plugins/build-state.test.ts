import { describe, expect, it } from 'vitest';
import type { ModelledApi } from './openapi/api-models';
import type { GeneratedApi } from './openapi/generate';
import { portalBuildState } from './build-state';

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

  it('hands the kept API models on through the `models` slot, throwing before the openapi plugin filled it', async () => {
    const state = portalBuildState();
    expect(() => state.apiModels()).toThrow(
      /Build state "models" was read before the portal-openapi plugin's config hook/,
    );
    const kept = [{ entry: { base: '/idn/api/v3' } }] as unknown as readonly ModelledApi[];
    state.models.fill(() => Promise.resolve(kept));
    expect(await state.apiModels()).toBe(kept);
  });
});
