import type { RspressPlugin } from '@rspress/core';
import { rehypeTables } from './rehype-tables';

/** The guides' tables: column labels for stacked rows on phones, identifiers that wrap at their boundaries. */
export function tablesPlugin(): RspressPlugin {
  return { name: 'portal-tables', markdown: { rehypePlugins: [rehypeTables] } };
}
