/**
 * Search documents from Rspress's page records and the API model: one compact, capped
 * document per page, classified by product, kind and shard (area).
 */
import { apiKey, type ApiEntry } from '../../common/apis/api-list';
import { apiAreaId, productForPath, type Product } from '../../common/apis/products';
import { trimTrailingSlash } from '../../common/routes/route-path';
import { isGeneratedPage } from '../shared/generated-page';
import { areaForPath, type Area } from '../../config/areas';
import type { OperationRecord, SchemaRecord } from '../openapi/generate';
import { extractPage, markdownToText, slugify } from '../../common/markdown/text';
import { LIMITS, capText } from '../../common/search/tokenize';
import type { Kind, SearchDoc, SearchSection } from '../../common/search/types';

/** What the plugin reads from a Rspress page record (a subset of PageIndexInfo). */
export interface IndexPage {
  routePath: string;
  title: string;
  toc?: Array<{ id: string; text: string; depth: number }>;
  content?: string;
  description?: string;
  frontmatter?: Record<string, unknown>;
  _filepath?: string;
  _flattenContent?: string;
}

/** What classifying a route needs: the products (products.yaml) and the site's areas (config/areas.ts). */
export interface SearchSite {
  products: readonly Product[];
  areas: readonly Area[];
}

export interface ShardDef {
  id: string;
  label: string;
  prefixes: string[];
  /** An API version's shard: its API (`apiKey`), for the API facet. */
  api?: string;
}

/**
 * The shards, one per area; a route goes to the shard with the longest matching prefix. Each API
 * version's pages form one shard: `idn-api-v3` / "IDN API v3" for a version of a product's
 * default API, `idn-sources-v2` / "Sources v2" for a version of a named API, a named API of one
 * version after the API (`idn-sources` / its name). A product with one API of one version and no
 * guides is one shard named after it (`iiq` / "IIQ API", which also takes the product's other
 * pages); any other product has a shard for its pages (`idn-docs` / "IDN docs" when it has
 * guides, which get `idn-api` / "IDN API guides"). The hand-written tools areas follow.
 */
export function shardDefs(apis: readonly ApiEntry[], site: SearchSite): ShardDef[] {
  const products = new Map(site.products.map((p) => [p.id, p]));
  const alone = (p: Product) => !p.guides && apis.filter((a) => a.product === p.id).length === 1;
  const apiShard = (s: ApiEntry): ShardDef => ({ ...apiShardOf(s), api: apiKey(s) });
  const apiShardOf = (s: ApiEntry): ShardDef => {
    const p = products.get(s.product);
    const name = s.apiLabel ?? s.api;
    if (s.versionKey)
      return s.api
        ? {
            id: `${s.product}-${s.api}-${s.versionKey}`,
            label: `${name} ${s.versionKey}`,
            prefixes: [s.base],
          }
        : {
            id: `${s.product}-api-${s.versionKey}`,
            label: `${p?.label ?? s.product} API ${s.versionKey}`,
            prefixes: [s.base],
          };
    if (s.api) return { id: `${s.product}-${s.api}`, label: name ?? s.label, prefixes: [s.base] };
    return p && alone(p)
      ? { id: s.product, label: s.label, prefixes: [s.base, p.root] }
      : { id: s.base.slice(1).replace(/\//g, '-'), label: s.label, prefixes: [s.base] };
  };
  return [
    ...site.products.flatMap((p): ShardDef[] =>
      alone(p)
        ? []
        : p.guides
          ? [
              { id: `${p.id}-docs`, label: `${p.label} docs`, prefixes: [p.root] },
              { id: apiAreaId(p.id), label: `${p.label} API guides`, prefixes: [p.apiRoot] },
            ]
          : [{ id: p.id, label: p.label, prefixes: [p.root] }],
    ),
    ...apis.map(apiShard),
    ...site.areas
      .filter((a) => a.kind === 'tools')
      .map((a) => ({ id: a.id, label: a.searchLabel ?? a.label, prefixes: a.prefixes })),
    { id: 'blog', label: 'Blog', prefixes: ['/blog'] },
    { id: 'general', label: 'Pages', prefixes: ['/'] },
  ];
}

const under = (route: string, prefix: string) =>
  prefix === '/' || route === prefix || route.startsWith(`${prefix}/`);

export function shardFor(route: string, shards: readonly ShardDef[]): ShardDef {
  let best = shards[shards.length - 1]!;
  let len = -1;
  for (const s of shards)
    for (const p of s.prefixes) if (under(route, p) && p.length > len) [best, len] = [s, p.length];
  return best;
}

export function kindFor(route: string, areas: readonly Area[]): Kind {
  if (under(route, '/blog')) return 'blog';
  return areaForPath(areas, route)?.kind ?? 'docs';
}

/** `export const frontmatter = { title: '…', description: '…' }` of a custom .tsx page. */
export function tsxFrontmatter(source: string): { title?: string; description?: string } {
  const block = source.match(/export\s+const\s+frontmatter\s*=\s*\{([\s\S]*?)\n\};?/)?.[1] ?? '';
  const field = (name: string) => {
    const m = block.match(
      new RegExp(
        `\\b${name}\\s*:\\s*(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)"|\`([^\`]*)\`)`,
      ),
    );
    const v = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
    return v?.replace(/\\(.)/g, '$1');
  };
  return { title: field('title'), description: field('description') };
}

/** The description of a generated page, which keeps it in `head` meta tags (see plugins/shared/page-file.ts). */
function headDescription(frontmatter: Record<string, unknown> | undefined): string | undefined {
  const head = frontmatter?.head;
  if (!Array.isArray(head)) return undefined;
  for (const tag of head) {
    if (
      Array.isArray(tag) &&
      tag[0] === 'meta' &&
      tag[1] &&
      typeof tag[1] === 'object' &&
      (tag[1] as Record<string, unknown>).name === 'description'
    ) {
      const c = (tag[1] as Record<string, unknown>).content;
      if (typeof c === 'string') return c;
    }
  }
  return undefined;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const normHeading = (s: string) =>
  s
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A document for a hand-written page (Markdown, or a .tsx page whose source is given) or a
 * generated list page (title and description only). Returns null for pages that are not searched.
 */
export function pageToDoc(
  page: IndexPage,
  opts: { generated: boolean; tsxSource?: string },
  site: SearchSite,
): SearchDoc | null {
  const route = trimTrailingSlash(page.routePath);
  const fm = page.frontmatter ?? {};
  if (fm.search === false || fm.pageType === 'home' || fm.pageType === '404') return null;
  const product = productForPath(site.products, route);
  // A hand-written page in an API area (/idn/api/authentication) is a guide: the Docs facet holds it.
  const areaKind = kindFor(route, site.areas);
  const kind = areaKind === 'api' && !opts.generated ? 'docs' : areaKind;
  if (opts.generated) {
    const title = str(fm.title) || page.title;
    if (!title) return null;
    const d = headDescription(fm) ?? page.description;
    return compact({
      r: route,
      t: capText(title, LIMITS.title),
      p: product,
      k: kind,
      d: d ? capText(d, LIMITS.excerpt) : undefined,
    });
  }
  if (opts.tsxSource !== undefined) {
    const meta = tsxFrontmatter(opts.tsxSource);
    const title = meta.title || page.title;
    if (!title) return null;
    return compact({
      r: route,
      t: capText(title, LIMITS.title),
      p: product,
      k: kind,
      d: meta.description ? capText(meta.description, LIMITS.excerpt) : undefined,
    });
  }
  const source = page._flattenContent ?? page.content ?? '';
  const extracted = extractPage(source, {}, page._filepath);
  const title = str(fm.title) || page.title || extracted.title;
  if (!title) return null;
  const description = str(fm.description) || page.description;
  // Anchors: the page's own table of contents (same order as the headings), else a slug.
  const toc = (page.toc ?? []).filter((t) => t.depth >= 2 && t.depth <= 4);
  const used = new Set<number>();
  const anchorFor = (heading: string, index: number): string => {
    const want = normHeading(heading);
    const atIndex = toc[index];
    if (atIndex && !used.has(index) && normHeading(atIndex.text) === want) {
      used.add(index);
      return atIndex.id;
    }
    const i = toc.findIndex((t, j) => !used.has(j) && normHeading(t.text) === want);
    if (i >= 0) {
      used.add(i);
      return toc[i]!.id;
    }
    return slugify(heading);
  };
  const sections: SearchSection[] = extracted.sections
    .map((s, i): SearchSection => [s.heading, anchorFor(s.heading, i), s.text])
    .filter(([h]) => h)
    .slice(0, LIMITS.sections);
  const excerpt = description ? capText(description, LIMITS.excerpt) : extracted.intro;
  return compact({
    r: route,
    t: capText(title, LIMITS.title),
    p: product,
    k: kind,
    d: excerpt || undefined,
    s: sections.length ? sections : undefined,
  });
}

/** A document for an API operation, from the API model rather than its (generated) page. */
export function operationToDoc(op: OperationRecord, site: Pick<SearchSite, 'products'>): SearchDoc {
  return apiDoc(
    site,
    op.route,
    op.summary,
    op.description,
    op.method.toLowerCase(),
    [op.tag, ...op.parameters],
    { u: `${op.basePath ?? ''}${op.path}`, o: op.operationId },
  );
}

/** A document for a schema page: its name, description and field names, labelled `schema` where operations show their method. */
export function schemaToDoc(schema: SchemaRecord, site: Pick<SearchSite, 'products'>): SearchDoc {
  return apiDoc(site, schema.route, schema.name, schema.description, 'schema', schema.fields);
}

/** An API reference document: its page, title, text, badge (method or `schema`), path and name, keywords. */
function apiDoc(
  site: Pick<SearchSite, 'products'>,
  route: string,
  title: string,
  description: string | undefined,
  badge: string,
  words: string[],
  named: Pick<SearchDoc, 'u' | 'o'> = {},
): SearchDoc {
  const keywords = words.join(' ');
  return compact({
    r: route,
    t: capText(title, LIMITS.title),
    p: productForPath(site.products, route),
    k: 'api',
    d: markdownToText(description) || undefined,
    m: badge,
    ...named,
    w: keywords ? capText(keywords, LIMITS.keywords) : undefined,
  });
}

function compact(doc: SearchDoc): SearchDoc {
  for (const k of Object.keys(doc) as Array<keyof SearchDoc>)
    if (doc[k] === undefined) delete doc[k];
  return doc;
}

export interface CollectOptions {
  /** Generated pages live here (their `_filepath` starts with it). */
  generatedDir: string;
  operations: OperationRecord[];
  /** The API schemas (their pages are generated too). */
  schemas?: SchemaRecord[];
  /** Routes that only redirect. */
  skipRoutes?: Iterable<string>;
  /** Reads a custom page's source (.tsx/.jsx); injected for tests. */
  readSource?: (file: string) => string | undefined;
  /** The products and areas routes are classified by. */
  site: SearchSite;
}

/** Every search document of the site: pages (minus generated operation and schema pages) plus operations and schemas. */
export function collectDocuments(pages: IndexPage[], opts: CollectOptions): SearchDoc[] {
  const skip = new Set(opts.skipRoutes ?? []);
  const schemas = opts.schemas ?? [];
  const opRoutes = new Set([
    ...opts.operations.map((o) => o.route),
    ...schemas.map((x) => x.route),
  ]);
  const docs: SearchDoc[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const route = trimTrailingSlash(page.routePath);
    if (skip.has(route) || opRoutes.has(route) || seen.has(route)) continue;
    if (route === '/search' || /\/page\/\d+$/.test(route)) continue;
    const file = page._filepath ?? '';
    const generated = isGeneratedPage(file, opts.generatedDir);
    const tsxSource =
      !generated && /\.[jt]sx$/.test(file) ? (opts.readSource?.(file) ?? '') : undefined;
    const doc = pageToDoc(page, { generated, tsxSource }, opts.site);
    if (!doc) continue;
    seen.add(route);
    docs.push(doc);
  }
  for (const op of opts.operations) {
    if (seen.has(op.route)) continue;
    seen.add(op.route);
    docs.push(operationToDoc(op, opts.site));
  }
  for (const schema of schemas) {
    if (seen.has(schema.route)) continue;
    seen.add(schema.route);
    docs.push(schemaToDoc(schema, opts.site));
  }
  return docs;
}
