import type { ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { REDIRECTS } from '../../config/site';
import { TAGS } from '../../config/tags';
import { paginate, collectPosts } from '../blog/posts';
import { hasChanges, loadApiModels, presentApis, type ModelledApi } from '../openapi/api-models';
import { apiRoutes } from '../openapi/api-routes';
import { readMarkdownPages } from '../shared/markdown-pages';
import { TAGS_BASE } from '../tags/render';
import type { SpecsByVersion } from './check-page';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { specOperations } from './spec-operations';
import { needsApiIndex } from '../apis/api-index';

/**
 * The site's routes and request-example specs derived from the data, without a build: the same
 * list the build's pages give (hand-written pages, every generated API page of apis.yaml, the
 * blog lists, the products' API index pages, the tag pages, the redirects). Specs are loaded and
 * modelled as the generation does (plugins/openapi/api-models.ts) and each version's routes are
 * the generator's own list (apiRoutes). The content test uses it; the build uses its real page
 * list and the models the generation kept (plugins/content-rules/index.ts).
 */
export async function siteRoutes(opts: {
  docsRoot: string;
  specsDir: string;
  apis: readonly ApiEntry[];
  products: readonly Product[];
}): Promise<{ routes: Set<string>; specs: SpecsByVersion }> {
  const handWritten = listPageFiles(opts.docsRoot).map(fileToRoute);
  const routes = new Set(handWritten);
  const pages = new Set(handWritten);
  for (const p of opts.products) if (needsApiIndex(p, opts.apis, pages)) routes.add(p.apiRoot);
  const present = presentApis(opts.specsDir, opts.apis);
  const models = await loadApiModels({
    specsDir: opts.specsDir,
    apis: opts.apis,
    existingRoutes: handWritten,
  });
  for (const { entry, model } of models) {
    const { pages, downloads } = apiRoutes(model, entry, { changes: hasChanges(present, entry) });
    for (const route of [...pages, ...downloads]) routes.add(route);
  }
  for (const list of paginate(collectPosts(readMarkdownPages(opts.docsRoot))))
    routes.add(list.route);
  routes.add(TAGS_BASE);
  for (const tag of TAGS) routes.add(`${TAGS_BASE}/${tag}`);
  for (const r of REDIRECTS) routes.add(r.from);
  return { routes, specs: guideSpecs(models, opts.products) };
}

/**
 * The API versions the hand-written API guides' request examples are checked against: the
 * versions of the default API of a product with guides (`guides` in products.yaml), by version
 * key (`v3`). The build keeps their models for the content rules (plugins/index.ts).
 */
export function guidedApis(products: readonly Product[]): (api: ApiEntry) => boolean {
  const guided = new Set(products.filter((p) => p.guides).map((p) => p.id));
  return (api) => guided.has(api.product) && !api.api;
}

/** The request-example specs of the guided versions among `models`, by version key. */
export function guideSpecs(
  models: readonly ModelledApi[],
  products: readonly Product[],
): SpecsByVersion {
  const guided = guidedApis(products);
  return new Map(
    models
      .filter(({ entry }) => guided(entry))
      .map(({ entry, model }) => [
        entry.base.split('/').pop()!,
        {
          name: entry.file,
          ops: specOperations(model.doc as unknown as Record<string, unknown>),
          components: componentSchemas(model.doc),
        },
      ]),
  );
}

/** The component schemas of a bundled document (request and response examples are validated against them). */
function componentSchemas(doc: unknown): Record<string, unknown> {
  const c = (doc as { components?: { schemas?: Record<string, unknown> } }).components;
  return c?.schemas ?? {};
}
