import type { GeneratedApi, OperationRecord, SchemaRecord } from './openapi/generate';
import { slot, type Slot } from './shared/build-state';

/** The state the portal's plugins hand each other during one build or dev server run. */
export interface PortalBuildState {
  /** The generated API model: operations, schemas, specs (their bases are the API route prefixes), warnings, description-link problems. */
  api: Slot<GeneratedApi>;
  /** Read from the `api` slot (and throwing as it does): what the API links and search read. */
  operations: () => OperationRecord[];
  schemas: () => SchemaRecord[];
  /** The API versions' route roots (`/idn/api/v3`): where data routes look up unknown paths. */
  apiPrefixes: () => string[];
}

export function portalBuildState(): PortalBuildState {
  const api = slot<GeneratedApi>(
    'api',
    "the portal-openapi plugin's config hook (openApiPlugin onGenerated)",
  );
  return {
    api,
    operations: () => api.get().operations,
    schemas: () => api.get().schemas,
    apiPrefixes: () => api.get().specs.map((s) => s.base),
  };
}
