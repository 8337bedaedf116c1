import type { LlmsTxtContext, LlmsTxtPage } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import { cleanRoutePath } from './paths';

type Section = { title: string; prefix: string };

/**
 * llms.txt sections, in order (the first whose prefix matches a page's route wins): the IDN API
 * versions of apis.yaml, the IDN guides and docs, then the other products' APIs, then the blog.
 */
export function llmsSections(
  apis: readonly Pick<ApiEntry, 'product' | 'base' | 'label' | 'versionKey'>[],
): Section[] {
  const api = (a: (typeof apis)[number]): Section =>
    a.versionKey
      ? { title: `${a.product.toUpperCase()} API ${a.versionKey} reference`, prefix: a.base }
      : { title: `${a.label} reference`, prefix: a.product === 'idn' ? a.base : `/${a.product}` };
  return [
    ...apis.filter((a) => a.product === 'idn').map(api),
    { title: 'IDN API guides', prefix: '/idn/api' },
    { title: 'IDN docs', prefix: '/idn/docs' },
    { title: 'IDN CLI and SDKs', prefix: '/idn/tools' },
    { title: 'IDN tags', prefix: '/idn/tags' },
    ...apis.filter((a) => a.product !== 'idn').map(api),
    { title: 'Blog', prefix: '/blog' },
  ];
}

const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`);

/**
 * The llms.txt index (https://llmstxt.org): site title and summary, then one section per area
 * of the portal listing each page's Markdown twin with its description. Rspress's default
 * groups by navbar links, and the portal's navbar is dropdowns, so nearly everything landed in
 * "Others". Redirect stubs and the not-found page are left out.
 */
export function renderLlmsTxt(
  ctx: LlmsTxtContext,
  opts: { skip: ReadonlyArray<string>; sections: Section[] },
): string {
  const pages = ctx.sections
    .flatMap((s) => s.pages)
    .filter(
      (p) =>
        !opts.skip.includes(cleanRoutePath(p.routePath)) && cleanRoutePath(p.routePath) !== '/404',
    );
  const groups = new Map<string, LlmsTxtPage[]>();
  for (const page of pages) {
    const route = cleanRoutePath(page.routePath);
    const title = opts.sections.find((s) => under(route, s.prefix))?.title ?? 'Other pages';
    if (!groups.has(title)) groups.set(title, []);
    groups.get(title)!.push(page);
  }
  const order = [...opts.sections.map((s) => s.title), 'Other pages'];
  const lines = [`# ${ctx.title ?? ''}`.trim(), ''];
  if (ctx.description) lines.push(`> ${ctx.description}`, '');
  for (const title of order) {
    const list = groups.get(title);
    if (!list?.length) continue;
    lines.push(`## ${title}`, '');
    for (const p of list) {
      const desc = p.description?.replace(/\s+/g, ' ').trim();
      lines.push(
        `- [${p.title || cleanRoutePath(p.routePath)}](${p.link})${desc ? `: ${desc}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
