import type { ApiModels, ModelledApi } from './openapi/api-models';
import type { GeneratedApi, OperationRecord, SchemaRecord } from './openapi/generate';
import { slot, type Slot } from './shared/build-state';

/** The state the portal's plugins hand each other during one build or dev server run. */
export interface PortalBuildState {
  /** The generated API model: operations, schemas, specs (their bases are the API route prefixes), warnings, description-link problems. */
  api: Slot<GeneratedApi>;
  /**
   * The loaded documents and models of the API versions the build keeps (plugins/index.ts,
   * `keepModels`): the content rules check the guides' requests against them.
   */
  models: Slot<ApiModels>;
  /** Read from the `api` slot (and throwing as it does): what the API links and search read. */
  operations: () => OperationRecord[];
  schemas: () => SchemaRecord[];
  /** The API versions' route roots (`/idn/api/v3`): where data routes look up unknown paths. */
  apiPrefixes: () => string[];
  /** Read from the `models` slot (and throwing as it does). */
  apiModels: () => Promise<readonly ModelledApi[]>;
}

export function portalBuildState(): PortalBuildState {
  const filledBy = "the portal-openapi plugin's config hook (openApiPlugin onGenerated)";
  const api = slot<GeneratedApi>('api', filledBy);
  const models = slot<ApiModels>('models', filledBy);
  return {
    api,
    models,
    operations: () => api.get().operations,
    schemas: () => api.get().schemas,
    apiPrefixes: () => api.get().specs.map((s) => s.base),
    apiModels: () => models.get()(),
  };
}
