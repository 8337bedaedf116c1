import { API_PAGE } from '../../common/api-pages/markup';

/**
 * Renders one HTML section of a generated page (API reference, blog lists, tag pages). The HTML
 * was sanitized at build time (plugins/openapi/markdown-html.ts), so it is inserted as is;
 * React never re-renders it.
 */
export function Html({ html }: { html: string }) {
  return <div className={API_PAGE.section} dangerouslySetInnerHTML={{ __html: html }} />;
}
