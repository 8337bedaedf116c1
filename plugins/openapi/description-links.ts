import { slug } from 'github-slugger';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { ApiOperation } from './model';

/**
 * Links in spec descriptions. Specs are written for another site (the vendor's own portal), so
 * their links may lead nowhere here. While an API's pages render, each description link is
 * resolved once (`rehypeDescriptionLinks`, run by markdown-html.ts after the sanitizer):
 * - an in-page anchor naming another operation of the same API (its summary as a heading slug,
 *   `#set-permissions-for-an-organization`, or its operationId) → that operation's page;
 * - a root-relative link to a route of this site stays, checked;
 * - any other root-relative link → the API's `linkBase` (apis.yaml) when it has one;
 * - an in-page anchor → checked against the ids of the page it ends up on.
 * What still leads to no page or anchor of the site is collected per page (`problems`), for the
 * build's report (plugins/openapi/index.ts). Absolute URLs and `mailto:` are not checked.
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
}

/** GitHub's heading slug (the ids of the vendor's pages and of ours): lower case, punctuation dropped, spaces to hyphens. */
export const headingSlug = (text: string) => slug(text.trim().toLowerCase());

// The sanitizer prefixes fragment links so spec ids cannot clobber the page's (markdown-html.ts).
const CLOBBER = 'spec-';

export interface ApiLinkScope {
  /** The spec file, for the report and the description cache. */
  file: string;
  base: string;
  linkBase?: string;
  operations: readonly ApiOperation[];
}

class Scope {
  readonly anchors = new Map<string, string>();
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
    }
  }

  resolve(href: string): { href: string; status: LinkEvent['status'] } {
    if (href.startsWith('#')) {
      const raw = decodeURIComponent(href.slice(1));
      const name = raw.startsWith(CLOBBER) ? raw.slice(CLOBBER.length) : raw;
      const op = this.anchors.get(name) ?? this.anchors.get(name.toLowerCase());
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

  /** The links of the page just rendered: in-page anchors are checked against its ids. */
  endPage(route: string, ids: ReadonlySet<string>): void {
    if (!active) return;
    for (const e of active.events) {
      if (e.status === 'dead' || (e.status === 'anchor' && !hasAnchor(ids, e.original)))
        this.problems.push({ api: active.scope.api.file, page: route, link: e.original });
    }
    active.events = [];
  }

  end(): void {
    active = undefined;
  }
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

/** Rehype plugin: rewrites and records each link of a description (after the sanitizer). */
export function rehypeDescriptionLinks() {
  return (tree: Root) => {
    if (!active) return;
    const scope = active.scope;
    visit(tree, 'element', (el: Element) => {
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
      });
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
