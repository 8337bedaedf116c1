import type { ApiEntry } from '../../common/apis/api-list';
import type { ApiModel } from './model';
import { publishedFileRoutes } from './published-spec';
import { tagPages } from './tag-pages';

/** Slug of a version's "What changed" page. */
export const CHANGES_SLUG = 'changes';

export interface ApiRoutes {
  /**
   * The version's pages, in the order the generation writes them: its root, landing page, "What
   * changed" page, tag pages (a long tag's further pages after its own), operation pages, schema index and schema pages.
   */
  pages: string[];
  /** The files it publishes under `/api-specs/` that a guide may link to (published-spec.ts). */
  downloads: string[];
}

/**
 * Every route one API version's generation makes, from its model: what the generator writes
 * (generate.ts) and what the content rules take as existing routes without a build
 * (plugins/content-rules/site-routes.ts). `changes`: the version has a "What changed" page (it is
 * not the first of its API: api-models.ts, hasChanges).
 */
export function apiRoutes(
  model: Pick<ApiModel, 'landingSlug' | 'tags' | 'operations' | 'schemaIndexSlug' | 'schemas'>,
  entry: Pick<ApiEntry, 'base' | 'file'>,
  opts: { changes: boolean },
): ApiRoutes {
  const slugs = [
    ...(model.landingSlug ? [model.landingSlug] : []),
    ...(opts.changes ? [CHANGES_SLUG] : []),
    ...model.tags.flatMap((t) => tagPages(t).map((p) => p.slug)),
    ...model.operations.map((o) => o.slug),
    // A model has a schema index exactly when it has schemas (model.ts).
    ...(model.schemaIndexSlug ? [model.schemaIndexSlug, ...model.schemas.map((s) => s.slug)] : []),
  ];
  return {
    pages: [entry.base, ...slugs.map((slug) => `${entry.base}/${slug}`)],
    downloads: publishedFileRoutes([entry]),
  };
}
