import { slug } from 'github-slugger';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { ApiOperation } from './model';

/**
 * Links in spec descriptions. Specs are written for another site (the API owner's own portal), so
 * their links may lead nowhere here. While an API's pages render, each description link is
 * resolved once (`rehypeDescriptionLinks`, run by markdown-html.ts after the sanitizer):
 * - an in-page anchor naming another operation of the same API (its summary as a heading slug,
 *   `#set-permissions-for-an-organization`, or its operationId) → that operation's page;
 * - Redoc's anchors `#operation/<operationId>`, `#tag/<name>` (also `#tag/<name>/operation/<id>`)
 *   and `#schemas/<name>` (`#schema/…`, `#/components/schemas/…`) → the operation, tag and schema
 *   pages;
 * - a root-relative link to a route of this site stays, checked;
 * - any other root-relative link → the API's `linkBase` (apis.yaml) when it has one;
 * - an in-page anchor → checked against the ids of the page it ends up on.
 * What still leads to no page or anchor of the site is collected per page (`problems`), for the
 * build's report (plugins/openapi/index.ts), and is never shipped as a link: a dead link becomes
 * its text as it renders, an in-page anchor the page turns out not to have becomes its text once
 * the page is rendered (`unlinkAnchors`). Absolute URLs and `mailto:` are not checked.
 */

export interface LinkProblem {
  /** The API's spec file. */
  api: string;
  /** Route of the page the link is on. */
  page: string;
  /** The link as the spec wrote it. */
  link: string;
}

/** What resolving one link gave: its new target, and whether it still needs checking on its page. */
export interface LinkEvent {
  original: string;
  status: 'ok' | 'dead' | 'anchor';
  /** The link's href as rendered (an in-page anchor the page lacks is unlinked by it). */
  href: string;
}

/** GitHub's heading slug (the ids GitHub-style portals give headings, ours too): lower case, punctuation dropped, spaces to hyphens. */
export const headingSlug = (text: string) => slug(text.trim().toLowerCase());

// The sanitizer prefixes fragment links so spec ids cannot clobber the page's (markdown-html.ts).
const CLOBBER = 'spec-';

export interface ApiLinkScope {
  /** The spec file, for the report and the description cache. */
  file: string;
  base: string;
  linkBase?: string;
  operations: readonly ApiOperation[];
  /** The API's tag and schema pages, by name (Redoc's `#tag/…` and `#schemas/…` anchors). */
  tags?: ReadonlyArray<{ name: string; slug: string }>;
  schemas?: ReadonlyArray<{ name: string; slug: string }>;
}

/** The scope of one API's pages: its entry's routes and its model's operations, tags and schemas. */
export function apiLinkScope(
  cfg: Pick<ApiLinkScope, 'file' | 'base' | 'linkBase'>,
  model: Pick<ApiLinkScope, 'operations' | 'tags' | 'schemas'>,
): ApiLinkScope {
  return {
    file: cfg.file,
    base: cfg.base,
    linkBase: cfg.linkBase,
    operations: model.operations,
    tags: model.tags,
    schemas: model.schemas,
  };
}

/** Redoc's anchors: `#operation/<id>`, `#tag/<name>[/operation/<id>]`, `#schemas/<name>` and the like. */
const REDOC =
  /^\/?(?:(tag)\/([^/]+)(?:\/operation\/([^/]+))?|(operation)\/([^/]+)|(?:schemas?|components\/schemas|definitions)\/([^/]+))$/;

class Scope {
  readonly anchors = new Map<string, string>();
  readonly operationIds = new Map<string, string>();
  readonly tags = new Map<string, string>();
  readonly schemas = new Map<string, string>();
  constructor(
    readonly api: ApiLinkScope,
    readonly routes: ReadonlySet<string>,
  ) {
    for (const op of api.operations) {
      const route = `${api.base}/${op.slug}`;
      for (const key of [
        headingSlug(op.summary),
        op.operationId,
        op.operationId && headingSlug(op.operationId),
        op.slug,
      ])
        if (key && !this.anchors.has(key)) this.anchors.set(key, route);
      if (op.operationId) this.operationIds.set(op.operationId.toLowerCase(), route);
    }
    // Redoc writes a tag's name as is or with its spaces as `-`; compared by heading slug.
    for (const t of api.tags ?? []) this.tags.set(headingSlug(t.name), `${api.base}/${t.slug}`);
    for (const s of api.schemas ?? [])
      this.schemas.set(s.name.toLowerCase(), `${api.base}/${s.slug}`);
  }

  /** A Redoc anchor's page, if the API has it. */
  private redoc(name: string): string | undefined {
    const m = REDOC.exec(name);
    if (!m) return undefined;
    if (m[1]) {
      if (m[3]) return this.operationIds.get(m[3].toLowerCase());
      return this.tags.get(headingSlug(m[2]!.replace(/[-_]+/g, ' ')));
    }
    if (m[4]) return this.operationIds.get(m[5]!.toLowerCase());
    return this.schemas.get(m[6]!.toLowerCase());
  }

  resolve(href: string): { href: string; status: LinkEvent['status'] } {
    if (href.startsWith('#')) {
      const raw = decodeURIComponent(href.slice(1));
      const name = raw.startsWith(CLOBBER) ? raw.slice(CLOBBER.length) : raw;
      const op = this.anchors.get(name) ?? this.anchors.get(name.toLowerCase()) ?? this.redoc(name);
      return op ? { href: op, status: 'ok' } : { href, status: 'anchor' };
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return { href, status: 'ok' };
    if (!href.startsWith('/')) return { href, status: 'dead' };
    const route =
      href
        .replace(/[?#].*$/, '')
        .replace(/\/+$/, '')
        .replace(/\.html$/, '') || '/';
    if (this.routes.has(route)) return { href, status: 'ok' };
    if (this.api.linkBase) return { href: `${this.api.linkBase}${href}`, status: 'ok' };
    return { href, status: 'dead' };
  }
}

let active: { scope: Scope; events: LinkEvent[] } | undefined;
let capture: LinkEvent[] | undefined;

/**
 * The link checker of one build: `beginApi` before an API's pages render, `endPage` after each
 * page (with its ids), `problems` at the end.
 */
export class DescriptionLinks {
  readonly problems: LinkProblem[] = [];
  constructor(private readonly routes: ReadonlySet<string>) {}

  beginApi(api: ApiLinkScope): void {
    active = { scope: new Scope(api, this.routes), events: [] };
  }

  /**
   * The links of the page just rendered: in-page anchors are checked against its ids. Returns the
   * hrefs of the anchors it lacks, which `unlinkAnchors` turns into text.
   */
  endPage(route: string, ids: ReadonlySet<string>): Set<string> {
    const missing = new Set<string>();
    if (!active) return missing;
    for (const e of active.events) {
      const lacking = e.status === 'anchor' && !hasAnchor(ids, e.original);
      if (lacking) missing.add(e.href);
      if (e.status === 'dead' || lacking)
        this.problems.push({ api: active.scope.api.file, page: route, link: shown(e.original) });
    }
    active.events = [];
    return missing;
  }

  end(): void {
    active = undefined;
  }
}

/** A link as the spec wrote it: percent-escapes the Markdown renderer added are decoded (`${externalDocsUrl}`). */
function shown(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A rendered page's HTML with the description links to `hrefs` (in-page anchors the page lacks)
 * replaced by their text. Only description links carry such hrefs (the sanitizer prefixes their
 * fragments with `spec-`, which the page's own markup never uses), and they never nest.
 */
export function unlinkAnchors(html: string, hrefs: ReadonlySet<string>): string {
  if (!hrefs.size) return html;
  let out = html;
  for (const href of hrefs) {
    const open = `<a href="${escAttr(href)}">`;
    if (!out.includes(open)) continue;
    out = out.split(open).reduce((acc, part, i) => {
      if (i === 0) return part;
      const end = part.indexOf('</a>');
      return end < 0 ? `${acc}${open}${part}` : `${acc}${part.slice(0, end)}${part.slice(end + 4)}`;
    }, '');
  }
  return out;
}

function hasAnchor(ids: ReadonlySet<string>, href: string): boolean {
  const id = decodeURIComponent(href.slice(1));
  return (
    id === '' ||
    ids.has(id) ||
    ids.has(`${CLOBBER}${id}`) ||
    (id.startsWith(CLOBBER) && ids.has(id.slice(CLOBBER.length)))
  );
}

/** The key descriptions are cached under: the same text resolves differently per API. */
export const linkScopeKey = () => active?.scope.api.file ?? '';

/** Runs `render` and returns the link events it produced (for the description cache). */
export function captureLinks<T>(render: () => T): { value: T; links: LinkEvent[] } {
  const outer = capture;
  capture = [];
  try {
    const value = render();
    return { value, links: capture };
  } finally {
    capture = outer;
  }
}

/** Counts a description's links on the page being rendered (also when the description came from the cache). */
export function recordLinks(links: readonly LinkEvent[]): void {
  active?.events.push(...links);
}

/**
 * Rehype plugin: rewrites and records each link of a description (after the sanitizer); a link
 * that leads nowhere becomes its text.
 */
export function rehypeDescriptionLinks() {
  return (tree: Root) => {
    if (!active) return;
    const scope = active.scope;
    visit(tree, 'element', (el: Element, index, parent) => {
      if (el.tagName !== 'a' || typeof el.properties?.href !== 'string') return;
      const original = el.properties.href;
      const { href, status } = scope.resolve(original);
      el.properties.href = href;
      // Footnote references and back links are the sanitizer's own in-page pairs.
      if (
        el.properties.dataFootnoteRef !== undefined ||
        el.properties.dataFootnoteBackref !== undefined
      )
        return;
      capture?.push({
        original: original.startsWith(`#${CLOBBER}`)
          ? `#${original.slice(CLOBBER.length + 1)}`
          : original,
        status,
        href,
      });
      if (status === 'dead' && parent && index !== undefined) {
        parent.children.splice(index, 1, ...el.children);
        return index;
      }
    });
  };
}

/** The report file's text: one line per link, grouped by API and page. */
export function formatLinkReport(problems: readonly LinkProblem[]): string {
  const head =
    '# Links in spec descriptions that lead to no page or anchor of the site (API spec, page, link as written)\n';
  return (
    head +
    problems.map((p) => `${p.api}\t${p.page}\t${p.link}`).join('\n') +
    (problems.length ? '\n' : '')
  );
}
