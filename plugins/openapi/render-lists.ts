import { esc } from '../shared/html';
import { markdownToHtml, plainSummary } from './markdown-html';
import type { ApiModel, ApiTag } from './model';
import type { PageSource } from '../shared/page-file';
import { downloadSpecLink, methodBadge, type PageContext } from './render-operation';
import { renderSecurityOverview } from './render-security-overview';
import { tagGroups } from './tag-groups';
import { tagPages, type TagPage } from './tag-pages';

/**
 * Tag overview: the tag's description and its operations as a table (method, path, summary). A
 * long tag's table is split over pages (tag-pages.ts): `page` is the one rendered, each links all.
 */
export function renderTagPage(
  ctx: PageContext,
  tag: ApiTag,
  page: TagPage = tagPages(tag)[0]!,
): PageSource {
  const pages = tagPages(tag);
  const rows = tag.operations
    .slice(page.from, page.to)
    .map(
      (o) =>
        `<tr><td>${methodBadge(o.method)}</td><td><code class="api-path">${esc(o.path)}</code></td><td><a href="${esc(`${ctx.base}/${o.slug}`)}">${esc(o.summary)}</a>${o.deprecated ? ' <span class="api-badge api-badge--deprecated">deprecated</span>' : ''}</td></tr>`,
    )
    .join('');
  const count = `${tag.operations.length} operation${tag.operations.length === 1 ? '' : 's'} in this group`;
  const range = (p: TagPage) => `${p.from + 1}–${p.to}`;
  const title = page.n === 1 ? tag.name : `${tag.name}: operations ${range(page)}`;
  const pager =
    pages.length > 1
      ? `<nav class="api-pager" aria-label="Pages of ${esc(tag.name)}">${pages
          .map((p) =>
            p.n === page.n
              ? `<span aria-current="page">${range(p)}</span>`
              : `<a href="${esc(`${ctx.base}/${p.slug}`)}">${range(p)}</a>`,
          )
          .join(' · ')}</nav>`
      : '';
  return {
    title,
    description:
      plainSummary(tag.description) || `${tag.name} operations of the ${ctx.model.title}.`,
    sections: [
      {
        heading: { level: 1, text: title },
        html:
          tag.description && page.n === 1
            ? `<div class="api-description">${markdownToHtml(tag.description)}</div>`
            : '',
      },
      {
        heading: { level: 2, text: 'Operations' },
        html: `<p class="api-count">${count}${pages.length > 1 ? `; this page lists ${range(page)}` : ''}.</p>${pager}<div class="api-table-wrap"><table class="api-op-table"><thead><tr><th>Method</th><th>Path</th><th>Summary</th></tr></thead><tbody>${rows}</tbody></table></div>${pager}`,
      },
    ],
  };
}

/** Version root: the tag categories with description, operation count and link. */
export function renderIndexPage(ctx: PageContext, label: string): PageSource {
  const m = ctx.model;
  const table = (tags: ApiTag[]) => {
    const rows = tags
      .map(
        (t) =>
          `<tr><td><a href="${esc(`${ctx.base}/${t.slug}`)}">${esc(t.name)}</a></td><td>${esc(plainSummary(t.description, 200))}</td><td class="api-num">${t.operations.length}</td></tr>`,
      )
      .join('');
    return `<div class="api-table-wrap"><table class="api-op-table"><thead><tr><th>Category</th><th>Description</th><th>Operations</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  };
  // With x-tagGroups, one table per tag group under its name.
  const groups = tagGroups(m);
  const categories = groups
    ? [
        { heading: { level: 2 as const, text: 'Categories' }, html: '' },
        ...groups.map((g) => ({
          heading: { level: 3 as const, text: g.name },
          html: table(g.tags),
        })),
      ]
    : [{ heading: { level: 2 as const, text: 'Categories' }, html: table(m.tags) }];
  return {
    title: label,
    description: `${m.title}: ${m.operations.length} operations in ${m.tags.length} categories.`,
    sections: [
      {
        heading: { level: 1, text: label },
        html: `<div class="api-index-head"><p><strong>${esc(m.title)}</strong>${m.version ? ` <span class="api-badge">version ${esc(m.version)}</span>` : ''}</p><p>${m.operations.length} operations in ${m.tags.length} categories. ${m.landingSlug ? `<a href="${esc(`${ctx.base}/${m.landingSlug}`)}">About this API</a> · ` : ''}${downloadSpecLink(ctx)}${ctx.postmanHref ? ` · <a class="api-action" href="${esc(ctx.postmanHref)}" download>Postman collection</a>` : ''}</p></div>`,
      },
      ...categories,
    ],
  };
}

/** API landing page: title, version, description, servers, authentication, download link. */
export function renderLandingPage(ctx: PageContext, model: ApiModel): PageSource {
  const doc = model.doc;
  const servers = (doc.servers ?? [])
    .map((s) => {
      const vars = Object.entries(s.variables ?? {})
        .map(
          ([k, v]) =>
            `<li><code>${esc(k)}</code>${v.default ? ` (default <code>${esc(v.default)}</code>)` : ''}${v.description ? `: ${esc(plainSummary(v.description, 200))}` : ''}</li>`,
        )
        .join('');
      return `<li><code>${esc(s.url)}</code>${s.description ? ` — ${esc(plainSummary(s.description, 200))}` : ''}${vars ? `<ul>${vars}</ul>` : ''}</li>`;
    })
    .join('');
  return {
    title: model.title,
    description: plainSummary(doc.info?.description) || `${model.title} reference.`,
    sections: [
      {
        heading: { level: 1, text: model.title },
        html: `<div class="api-index-head"><p>${model.version ? `<span class="api-badge">version ${esc(model.version)}</span> ` : ''}${downloadSpecLink(ctx, 'Download the OpenAPI spec')} · <a href="${esc(ctx.base)}">Browse all categories</a></p></div>${doc.info?.description ? `<div class="api-description">${markdownToHtml(doc.info.description)}</div>` : ''}`,
      },
      {
        heading: { level: 2, text: 'Servers' },
        html: servers
          ? `<ul class="api-servers">${servers}</ul>`
          : '<p>The spec names no server; requests go to the host that serves the API.</p>',
      },
      { heading: { level: 2, text: 'Authentication' }, html: renderSecurityOverview(doc) },
    ],
  };
}
