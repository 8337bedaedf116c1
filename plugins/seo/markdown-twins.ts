import { readFrontmatter } from '../shared/frontmatter';
import type { ApiPage } from '../../common/api-pages/format';
import {
  findElement,
  headingMarkdown,
  htmlToMarkdown,
  markdownTwinHref,
  type El,
} from './html-to-markdown';

/**
 * The Markdown twin of every page (`/a/b.md`, listed in llms.txt, concatenated in llms-full.txt),
 * written after the build without a third compile of the site (Rspress's SSG-MD compiles and renders
 * every page again; README "Page weight at scale"):
 * - API pages from their records;
 * - hand-written Markdown pages from their sources;
 * - anything else (custom React pages, blog lists, tag pages) from its built HTML.
 */
export interface TwinContext {
  siteOrigin: string;
}

const linkOf = (ctx: TwinContext) => (href: string) =>
  href.startsWith('/') ? markdownTwinHref(href, ctx.siteOrigin) : href;

/**
 * Sections already converted, by HTML, per context: one API's operations repeat sections (the
 * same error responses, security, servers): 12 % of the section HTML of the default build.
 */
const converted = new WeakMap<TwinContext, Map<string, string>>();

export function apiPageMarkdown(page: ApiPage, ctx: TwinContext): string {
  const href = linkOf(ctx);
  let memo = converted.get(ctx);
  if (!memo) converted.set(ctx, (memo = new Map()));
  const parts: string[] = [];
  for (const s of page.sections) {
    // Headings are spec text (an operation's summary): escaped like the rest.
    if (s.heading) parts.push(headingMarkdown(s.heading.level, s.heading.text));
    if (!s.html) continue;
    let md = memo.get(s.html);
    if (md === undefined) memo.set(s.html, (md = htmlToMarkdown(s.html, { href, memo: ctx })));
    parts.push(md);
  }
  if (!page.sections[0]?.heading) parts.unshift(headingMarkdown(1, page.title));
  return `${parts.join('\n').trim()}\n`;
}

/** A hand-written page: its Markdown without frontmatter, a title heading first, site links to twins. */
export function sourceMarkdown(source: string, ctx: TwinContext): string {
  const { body: content, data } = readFrontmatter(source);
  let body = content.trim();
  if (!/^#\s/m.test(body.split('\n').find((l) => l.trim()) ?? '') && typeof data.title === 'string')
    body = `# ${data.title}\n\n${body}`;
  // Site links, outside code, point at their Markdown twins as Rspress's own twins do.
  const fenced = body.split(/(^```[\s\S]*?^```)/m);
  body = fenced
    .map((chunk, i) =>
      i % 2
        ? chunk
        : chunk.replace(/\]\((\/[^)\s]*)\)/g, (_m, href: string) => `](${linkOf(ctx)(href)})`),
    )
    .join('');
  return `${body}\n`;
}

/** The element after the skip link's target (`#main-content`): a custom page's content. */
function afterSkipTarget(root: El): El | undefined {
  const parent = findElement(root, (el) =>
    el.children.some((c) => typeof c !== 'string' && c.attrs.id === 'main-content'),
  );
  if (!parent) return undefined;
  const els = parent.children.filter((c): c is El => typeof c !== 'string');
  return els[els.findIndex((c) => c.attrs.id === 'main-content') + 1];
}

/** Any built page: the Markdown of its document area (`.rspress-doc`, else what follows the skip target, else `<main>`). */
export function htmlPageMarkdown(html: string, ctx: TwinContext): string {
  const has = (el: El, c: string) => (el.attrs.class ?? '').split(/\s+/).includes(c);
  const md = htmlToMarkdown(html, {
    href: linkOf(ctx),
    select: (root) =>
      findElement(root, (el) => has(el, 'rspress-doc')) ??
      afterSkipTarget(root) ??
      findElement(root, (el) => el.tag === 'main') ??
      findElement(root, (el) => el.tag === 'body'),
  });
  return md.replace(/^#\s*$/gm, '').replace(/\n{3,}/g, '\n\n');
}
