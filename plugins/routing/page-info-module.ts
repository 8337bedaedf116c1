import type { PageIndexInfo } from '@rspress/core';
import type { RouteMetaLike } from './routes-module';

/** Fields of a page record Rspress itself leaves out of the browser's copy (node/runtimeModule/pageData). */
const BUILD_ONLY = new Set(['content', '_filepath', '_flattenContent']);

/** A page's record as the browser gets it: Rspress's copy, or the route's own fields when there is none (dev, a new page). */
export function pageInfo(
  route: RouteMetaLike,
  record: PageIndexInfo | undefined,
): Record<string, unknown> {
  if (!record)
    return {
      routePath: route.routePath,
      lang: route.lang,
      version: route.version,
      _relativePath: route.relativePath,
      toc: [],
      title: '',
    };
  return Object.fromEntries(Object.entries(record).filter(([k]) => !BUILD_ONLY.has(k)));
}

/**
 * The module a route's lazy import loads: the page module itself, re-exported, plus the page's
 * record (`__pageInfo`), so the record costs nothing until its page is opened or prefetched and
 * arrives in the same chunk (theme/routing/page-index.ts registers it).
 */
export function pageInfoModuleCode(absolutePath: string, info: Record<string, unknown>): string {
  const q = JSON.stringify(absolutePath);
  return [
    `export * from ${q};`,
    `export { default } from ${q};`,
    `export const __pageInfo = ${JSON.stringify(info)};`,
    '',
  ].join('\n');
}
