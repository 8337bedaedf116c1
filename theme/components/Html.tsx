import { useEffect } from 'react';
import { API_PAGE } from '../../common/api-pages/markup';
import { API_INDEX_FILTER_ID, installApiIndexFilter } from '../api/api-index-filter';

/**
 * Renders one HTML section of a generated page (API reference, blog lists, tag pages, API
 * indexes). The HTML was sanitized at build time (plugins/openapi/markdown-html.ts), so it is
 * inserted as is; React never re-renders it. A product's API index gets its filter field wired.
 */
export function Html({ html }: { html: string }) {
  const filter = html.includes(`id="${API_INDEX_FILTER_ID}"`);
  useEffect(() => (filter ? installApiIndexFilter() : undefined), [filter]);
  return <div className={API_PAGE.section} dangerouslySetInnerHTML={{ __html: html }} />;
}
