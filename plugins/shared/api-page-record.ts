import GithubSlugger from 'github-slugger';
import type { ApiPage, ApiPageSection, TocItem } from '../../common/api-pages/format';
import type { PageSource } from './page-file';

/**
 * A generated page as an API page record (common/api-pages/format.ts). Heading ids follow
 * github-slugger, as Rspress's Markdown headings do, so anchors keep their old names.
 * The description goes into head meta tags (and a preload hint for the record itself).
 */
export function apiPageRecord(
  page: PageSource,
  routePath: string,
  extra: Partial<ApiPage> = {},
): ApiPage {
  const slugger = new GithubSlugger();
  const toc: TocItem[] = [];
  const sections: ApiPageSection[] = page.sections.map((s) => {
    const area = s.area ? { area: s.area } : {};
    if (!s.heading) return { html: s.html, ...area };
    const text = s.heading.text.replace(/\s+/g, ' ').trim();
    const id = slugger.slug(text);
    if (s.heading.level >= 2) toc.push({ id, text, depth: s.heading.level });
    return { heading: { level: s.heading.level, text, id }, html: s.html, ...area };
  });
  return {
    routePath,
    title: page.title,
    frontmatter: {
      title: page.title,
      generated: true,
      ...page.extra,
      head: [
        ['meta', { name: 'description', content: page.description }],
        ['meta', { property: 'og:description', content: page.description }],
      ],
    },
    toc,
    sections,
    ...extra,
  };
}
