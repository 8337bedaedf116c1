import type { LlmsTxtContext, LlmsTxtPage } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { cleanRoutePath } from './paths';

export type Section = { title: string; prefix: string };

/**
 * llms.txt sections, in order (the first whose prefix matches a page's route wins): per product
 * of products.yaml, its API versions of apis.yaml, its API guides, then its hand-written sections
 * (`docSections`, site configuration); then the blog. A product with one API of one version and no guides has its
 * whole root in that API's section.
 */
export function llmsSections(
  apis: readonly Pick<ApiEntry, 'product' | 'api' | 'apiLabel' | 'base' | 'label' | 'versionKey'>[],
  products: readonly Product[],
  docSections: Readonly<Record<string, readonly Section[]>> = {},
): Section[] {
  const api = (p: Product, a: (typeof apis)[number], alone: boolean): Section => {
    const name = a.api ? (a.apiLabel ?? a.api) : `${p.label} API`;
    return a.versionKey
      ? { title: `${name} ${a.versionKey} reference`, prefix: a.base }
      : { title: `${a.api ? name : a.label} reference`, prefix: alone ? p.root : a.base };
  };
  return [
    ...products.flatMap((p) => {
      const own = apis.filter((a) => a.product === p.id);
      const alone = own.length === 1 && !p.guides;
      return [
        ...own.map((a) => api(p, a, alone)),
        ...(p.guides ? [{ title: `${p.label} API guides`, prefix: p.apiRoot }] : []),
        ...(docSections[p.id] ?? []),
      ];
    }),
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
