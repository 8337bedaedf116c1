/**
 * The pages of one API version in the order the generator lists them (index, landing, changes,
 * tags, operations, schema index, schemas), each with how it renders and where it goes; and the
 * writing of one page's record and route stub. Shared by the generator's own loop (generate.ts)
 * and the render workers (render-worker.ts), so both walk the same pages and write the same bytes.
 */
import path from 'node:path';
import {
  newestStable,
  previousVersion,
  versionsOf,
  type ApiEntry,
} from '../../common/apis/api-list';
import { recordPath } from '../../common/api-pages/format';
import { apiPageRecord } from '../shared/api-page-record';
import type { PageSource } from '../shared/page-file';
import { CHANGES_SLUG } from './api-routes';
import { hasChanges } from './api-models';
import { compareVersions, operationKey } from './compare-versions';
import { unlinkAnchors, type DescriptionLinks } from './description-links';
import type { ApiModel, ApiOperation, ApiSchema } from './model';
import { renderChangesPage } from './render-changes';
import { renderIndexPage, renderLandingPage, renderTagPage } from './render-lists';
import { tagPages } from './tag-pages';
import type { PageContext } from './render-operation';
import { renderOperationPage } from './render-operation';
import { renderSchemaIndex, renderSchemaPage } from './render-schema';
import { renderDeprecatedBanner, renderVersionMenu, type VersionLink } from './render-versions';
import { schemaUsage } from './schema-usage';
import { pageSidebar, prevNextOf, versionSidebar, type VersionSidebar } from './sidebar';
import { isJsonFile, specStem } from './published-spec';
import { excerptFile, excerptText, operationExcerpt } from './spec-excerpt';
import type { GuideLink } from '../api-links/guides';

/**
 * A schema page carries its sidebar group's items (the page is then marked in it) only while the
 * group is small: every item is a link in the page's HTML, and an API can have a thousand schemas.
 * A larger group loads when the reader opens it, as other groups do.
 */
export const SCHEMA_GROUP_INLINE_MAX = 60;

/** One page of an API version: its route and files, its render and version bar. */
export interface PageJob {
  slug: string | null;
  routePath: string;
  /** The route's stub file for Rspress. */
  filepath: string;
  render: () => PageSource;
  bar: () => string;
  /** The sidebar group shown open on the page. */
  openGroup?: string;
  /** The operation or schema the page is about (the generator's search records). */
  op?: ApiOperation;
  schema?: ApiSchema;
}

/** The versions of the present APIs and their models: what version menus look pages up in. */
export interface VersionModels {
  present: readonly ApiEntry[];
  modelOf: (file: string) => ApiModel;
}

/** Makes the version bars of the pages of `cfg` (menu, status badge, deprecation banner). */
function versionBars(versions: VersionModels, cfg: ApiEntry) {
  const { present, modelOf } = versions;
  const slugByKey = new Map<ApiModel, Map<string, string>>();
  const operationSlug = (m: ApiModel, key: string) => {
    if (!slugByKey.has(m))
      slugByKey.set(m, new Map(m.operations.map((o) => [operationKey(o), o.slug])));
    return slugByKey.get(m)!.get(key) ?? null;
  };
  /**
   * The version menu of a page: its API's versions in list order, each linking to the same
   * page there (`find` gives its slug, '' for the root, null when it has none) or to its root.
   */
  const versionLinks = (
    here: string,
    find: (model: ApiModel, version: ApiEntry) => string | null,
  ): VersionLink[] =>
    versionsOf(present, cfg).map((v) => {
      const slug = v === cfg ? here : find(modelOf(v.file), v);
      return {
        label: v.label,
        status: v.status,
        versionKey: v.versionKey,
        current: v === cfg,
        exists: slug !== null,
        href: slug ? `${v.base}/${slug}` : v.base,
      };
    });
  const versionBar = (links: VersionLink[]): string => {
    let html = renderVersionMenu(links);
    if (cfg.status !== 'stable')
      html += `<span class="api-badge api-badge--${cfg.status}">${cfg.status}</span>`;
    if (cfg.status === 'deprecated') {
      const newest = newestStable(present, cfg);
      const to = newest && newest !== cfg ? links.find((l) => l.label === newest.label) : undefined;
      html += renderDeprecatedBanner(
        cfg.label,
        to && { label: to.label, href: to.href, exists: to.exists },
      );
    }
    return html ? `<div class="api-version-bar">${html}</div>` : '';
  };
  /** The version bar of the page at `here` ('' for the root), found in other versions by `find`. */
  const barAt = (here: string, find: (model: ApiModel, version: ApiEntry) => string | null) => () =>
    versionBar(versionLinks(here, find));
  return { barAt, operationSlug };
}

/** The pages of the version `cfg` (its model `ctx.model`), in order; `dir` holds their stub files. */
export function pageJobs(
  versions: VersionModels,
  cfg: ApiEntry,
  ctx: PageContext,
  dir: string,
): PageJob[] {
  const { present, modelOf } = versions;
  const model = ctx.model;
  const { barAt, operationSlug } = versionBars(versions, cfg);
  const jobs: PageJob[] = [];
  const add = (job: Omit<PageJob, 'routePath' | 'filepath'>) =>
    jobs.push({
      ...job,
      routePath: job.slug ? `${cfg.base}/${job.slug}` : cfg.base,
      filepath: path.join(dir, `${job.slug ?? 'index'}.md`),
    });
  const rootBar = barAt('', () => '');
  add({ slug: null, render: () => renderIndexPage(ctx, cfg.label), bar: rootBar });
  if (model.landingSlug)
    add({ slug: model.landingSlug, render: () => renderLandingPage(ctx, model), bar: rootBar });
  const before = previousVersion(present, cfg);
  if (before)
    add({
      slug: CHANGES_SLUG,
      render: () =>
        renderChangesPage({
          label: cfg.label,
          base: cfg.base,
          before,
          diff: compareVersions(modelOf(before.file), model),
        }),
      bar: barAt(CHANGES_SLUG, (_m, v) => (hasChanges(present, v) ? CHANGES_SLUG : '')),
    });
  for (const tag of model.tags) {
    const [first, ...more] = tagPages(tag);
    add({
      slug: tag.slug,
      render: () => renderTagPage(ctx, tag, first),
      bar: barAt(tag.slug, (m) => m.tags.find((t) => t.slug === tag.slug)?.slug ?? null),
      openGroup: tag.slug,
    });
    // A long tag's further pages: the version menu links the tag's page of the other versions.
    // Their sidebar opens no group (the tag's group opens on its own page and its operations').
    for (const page of more)
      add({
        slug: page.slug,
        render: () => renderTagPage(ctx, tag, page),
        bar: barAt(page.slug, (m) => m.tags.find((t) => t.slug === tag.slug)?.slug ?? null),
      });
  }
  for (const op of model.operations) {
    const key = operationKey(op);
    add({
      slug: op.slug,
      render: () => renderOperationPage(ctx, op),
      bar: barAt(op.slug, (m) => operationSlug(m, key)),
      openGroup: model.tags.find((t) => t.operations.includes(op))?.slug,
      op,
    });
  }
  const indexSlug = model.schemaIndexSlug;
  if (indexSlug) {
    const openGroup = model.schemas.length <= SCHEMA_GROUP_INLINE_MAX ? indexSlug : undefined;
    add({
      slug: indexSlug,
      render: () => renderSchemaIndex(ctx, model.schemas),
      bar: barAt(indexSlug, (m) => m.schemaIndexSlug ?? null),
      openGroup,
    });
    // Made on the first schema page that renders (a render worker may render none of them).
    let usage: Map<string, ApiOperation[]> | undefined;
    for (const schema of model.schemas)
      add({
        slug: schema.slug,
        render: () =>
          renderSchemaPage(
            ctx,
            schema,
            (usage ??= schemaUsage(model.doc, model.operations, (o) => o.parameters)).get(
              schema.name,
            ) ?? [],
          ),
        bar: barAt(schema.slug, (m) => m.schemaSlugs.get(schema.name) ?? null),
        openGroup,
        schema,
      });
  }
  return jobs;
}

/** What a version's pages link to besides its model: its downloads and the guides. */
export interface VersionLinks {
  /** Public URL of the bundled spec. */
  specUrl: string;
  specBytes: number;
  postmanHref?: string;
  guideLinks: ReadonlyMap<string, GuideLink[]>;
  /** Links the operations' excerpts without making them (the dev server). */
  linkExcerptsOnly?: boolean;
}

/** The render context of a version's pages; each excerpt made goes to `publish`. */
export function versionContext(
  model: ApiModel,
  cfg: ApiEntry,
  links: VersionLinks,
  publish: (file: string, text: string) => void,
): PageContext {
  // Each operation's own small OpenAPI document (spec-excerpt.ts), and the whole spec's size for its link.
  const json = isJsonFile(cfg.file);
  const publishExcerpt = (op: ApiOperation) => {
    const file = excerptFile(specStem(cfg.file), op.slug, json);
    if (links.linkExcerptsOnly) return { href: `/api-specs/${file}` };
    const text = excerptText(model.doc, operationExcerpt(model.doc, op), json);
    publish(file, text);
    return { href: `/api-specs/${file}`, bytes: Buffer.byteLength(text) };
  };
  return {
    model,
    base: cfg.base,
    specUrl: links.specUrl,
    specFile: cfg.file,
    schemaHref: (name) => {
      const slug = model.schemaSlugs.get(name);
      return slug ? `${cfg.base}/${slug}` : undefined;
    },
    guides: (route) => links.guideLinks.get(route) ?? [],
    publishExcerpt,
    specBytes: links.specBytes,
    postmanHref: links.postmanHref,
  };
}

/** A version's sidebar (its groups and their order), with "What changed" where it has that page. */
export const sidebarOf = (present: readonly ApiEntry[], cfg: ApiEntry, model: ApiModel) =>
  versionSidebar(
    model,
    cfg.base,
    cfg.label,
    hasChanges(present, cfg) ? [{ text: 'What changed', link: `${cfg.base}/${CHANGES_SLUG}` }] : [],
  );

/** Where and with what a version's pages are written. */
export interface PageWriter {
  dataDir: string;
  /** The 'View the OpenAPI source' link of the version's pages. */
  specSource: string;
  sidebar: VersionSidebar;
  descriptionLinks: DescriptionLinks;
  writeFile: (file: string, content: string) => void;
}

/** The file a route's record is written to. */
export const recordFile = (dataDir: string, routePath: string) =>
  path.join(dataDir, recordPath(routePath));

/** Renders a page and writes its record and its route's stub file. */
export function writePage(job: PageJob, w: PageWriter): void {
  const page = withBar(job.render(), job.bar());
  const made = apiPageRecord(
    { ...page, extra: { ...page.extra, specSource: w.specSource } },
    job.routePath,
    {
      sidebar: pageSidebar(w.sidebar, job.openGroup, job.routePath),
      prevNext: prevNextOf(w.sidebar, job.routePath),
    },
  );
  // The page was rendered just before this call: its description links are checked against
  // its ids, and an in-page anchor it lacks is shipped as text.
  const lacking = w.descriptionLinks.endPage(job.routePath, pageIds(made));
  const record = lacking.size
    ? {
        ...made,
        sections: made.sections.map((s) => ({ ...s, html: unlinkAnchors(s.html, lacking) })),
      }
    : made;
  w.writeFile(recordFile(w.dataDir, job.routePath), JSON.stringify(record));
  // The route's file for Rspress: title only, never compiled into a bundle.
  w.writeFile(job.filepath, `---\ntitle: ${JSON.stringify(page.title)}\n---\n`);
}

const withBar = (page: PageSource, bar: string): PageSource =>
  bar
    ? {
        ...page,
        sections: page.sections.map((sec, i) =>
          i === 0 ? { ...sec, html: `${bar}${sec.html}` } : sec,
        ),
      }
    : page;

/** The ids a page's anchors can reach: its headings' and every `id` in its sections (deferred ones included). */
function pageIds(record: {
  sections: Array<{ heading?: { id: string }; html: string }>;
}): Set<string> {
  const ids = new Set<string>();
  for (const s of record.sections) {
    if (s.heading) ids.add(s.heading.id);
    for (const m of s.html.matchAll(/\sid="([^"]+)"/g)) ids.add(m[1]!);
  }
  return ids;
}
