/**
 * Everything only API pages need in the browser, loaded as one chunk when a
 * API route is preloaded (api-route.ts): the component, the record loader and, through the
 * component, the API pages' behaviour (theme/api/useApiBehaviour.ts).
 */
import { loadApiPage } from '@portal/api-page-loader';
import type { ApiPage } from '../../common/api-pages/format';
import { ApiPageView } from './ApiPageView';
import { lang } from './api-route';

export { ApiPageView, loadApiPage };

/** What Rspress's initPageData reads from a route's module (non-Markdown routes: its exports). */
export function pageModule(path: string, data: ApiPage | null) {
  if (!data)
    return {
      default: ApiPageView,
      title: '404',
      frontmatter: { pageType: '404' },
      toc: [],
      routePath: path,
      lang,
      version: '',
    };
  // headingTitle: the record renders its own h1, so Rspress adds no fallback title heading.
  const headingTitle =
    data.sections[0]?.heading?.level === 1 ? data.sections[0].heading.text : undefined;
  return {
    default: ApiPageView,
    title: data.title,
    headingTitle,
    frontmatter: data.frontmatter,
    toc: data.toc,
    routePath: data.routePath,
    lang,
    version: '',
    apiPage: data,
  };
}
