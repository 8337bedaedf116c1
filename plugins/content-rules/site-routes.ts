import fs from 'node:fs';
import path from 'node:path';
import { changesRoute, previousVersion, type ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { REDIRECTS } from '../../config/site';
import { TAGS } from '../../config/tags';
import { paginate, collectPosts } from '../blog/posts';
import { loadSpec } from '../openapi/load-spec';
import { publishedFileRoutes } from '../openapi/published-spec';
import { buildModel } from '../openapi/model';
import { readMarkdownPages } from '../shared/markdown-pages';
import { TAGS_BASE } from '../tags/render';
import type { SpecsByVersion } from './check-page';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { specOperations } from './spec-operations';
import { needsApiIndex } from '../apis/api-index';

/**
 * The site's routes and request-example specs derived from the data, without a build: the same
 * list the build's pages give (hand-written pages, every generated API page of apis.yaml, the
 * blog lists, the products' API index pages, the tag pages, the redirects). The content test uses it; the build uses its real
 * page list and checks with the same rules (plugins/content-rules/index.ts).
 */
export async function siteRoutes(opts: {
  docsRoot: string;
  specsDir: string;
  apis: readonly ApiEntry[];
  products: readonly Product[];
}): Promise<{ routes: Set<string>; specs: SpecsByVersion }> {
  const guided = guidedProducts(opts.products);
  const files = listPageFiles(opts.docsRoot);
  const routes = new Set(files.map(fileToRoute));
  const handWritten = new Set(routes);
  for (const p of opts.products)
    if (needsApiIndex(p, opts.apis, handWritten)) routes.add(p.apiRoot);
  const present = opts.apis.filter((a) => fs.existsSync(path.join(opts.specsDir, a.file)));
  const specs = new Map<
    string,
    { name: string; ops: ReturnType<typeof specOperations>; components: Record<string, unknown> }
  >();
  for (const api of present) {
    const { doc } = await loadSpec(path.join(opts.specsDir, api.file));
    const reserved = [...routes]
      .filter((r) => r.startsWith(`${api.base}/`))
      .map((r) => r.slice(api.base.length + 1));
    const model = buildModel(doc, { landingSlug: api.landing, reserved });
    routes.add(api.base);
    if (model.landingSlug) routes.add(`${api.base}/${model.landingSlug}`);
    if (previousVersion(present, api)) routes.add(changesRoute(api));
    const slugs = [
      ...model.tags.map((t) => t.slug),
      ...model.operations.map((o) => o.slug),
      ...(model.schemaIndexSlug ? [model.schemaIndexSlug] : []),
      ...model.schemas.map((s) => s.slug),
    ];
    for (const slug of slugs) routes.add(`${api.base}/${slug}`);
    if (guided.has(api.product) && !api.api)
      specs.set(api.base.split('/').pop()!, {
        name: api.file,
        ops: specOperations(doc as unknown as Record<string, unknown>),
        components: componentSchemas(doc),
      });
  }
  for (const list of paginate(collectPosts(readMarkdownPages(opts.docsRoot))))
    routes.add(list.route);
  routes.add(TAGS_BASE);
  for (const tag of TAGS) routes.add(`${TAGS_BASE}/${tag}`);
  for (const r of REDIRECTS) routes.add(r.from);
  for (const file of publishedFileRoutes(present)) routes.add(file);
  return { routes, specs };
}

/**
 * The products whose hand-written API guides (`guides` in products.yaml) hold request examples:
 * those are checked against the versions of the product's default API, by version key (`v3`).
 */
const guidedProducts = (products: readonly Product[]) =>
  new Set(products.filter((p) => p.guides).map((p) => p.id));

/** The request-example specs alone (the build has its routes from its page list). */
export async function guideSpecOperations(
  specsDir: string,
  apis: readonly ApiEntry[],
  products: readonly Product[],
): Promise<SpecsByVersion> {
  const guided = guidedProducts(products);
  const specs = new Map<
    string,
    { name: string; ops: ReturnType<typeof specOperations>; components: Record<string, unknown> }
  >();
  for (const api of apis) {
    const file = path.join(specsDir, api.file);
    if (!guided.has(api.product) || api.api || !fs.existsSync(file)) continue;
    const { doc } = await loadSpec(file);
    specs.set(api.base.split('/').pop()!, {
      name: api.file,
      ops: specOperations(doc as unknown as Record<string, unknown>),
      components: componentSchemas(doc),
    });
  }
  return specs;
}

/** The component schemas of a bundled document (request and response examples are validated against them). */
function componentSchemas(doc: unknown): Record<string, unknown> {
  const c = (doc as { components?: { schemas?: Record<string, unknown> } }).components;
  return c?.schemas ?? {};
}
