import type { RspressPlugin } from '@rspress/core';
import type { OperationRef } from './match';
import { remarkApiLinks, type ApiLinkStats } from './remark';

export interface ApiLinksOptions {
  docsRoot: string;
  /** The generated operations; the openapi plugin's config hook fills them before Markdown compiles. */
  operations: () => readonly OperationRef[];
}

/** Lines for the build log (BUILD_VERBOSE=1): links added, and written paths no operation has. */
export function formatApiLinkStats(stats: ApiLinkStats): string[] {
  const files = [...stats].sort(([a], [b]) => a.localeCompare(b));
  const linked = files.reduce((n, [, s]) => n + s.linked, 0);
  const unmatched = files.flatMap(([file, s]) =>
    s.unmatched.map((text) => `          - ${file}: \`${text}\``),
  );
  return [
    `info    [api-links] ${linked} API path${linked === 1 ? '' : 's'} in guides linked to their operation page; ${unmatched.length} match no operation${unmatched.length ? ':' : ''}`,
    ...unmatched,
  ];
}

/**
 * Guides link to the reference at build time (issue 29): an API path in inline code becomes a
 * link to its operation page (remark.ts). The links are checked against the site's routes.
 */
export function apiLinksPlugin(opts: ApiLinksOptions): RspressPlugin {
  const stats: ApiLinkStats = new Map();
  let routes: Set<string> | undefined;
  return {
    name: 'portal-api-links',
    routeGenerated(list) {
      routes = new Set(list.map((r) => r.routePath));
    },
    markdown: {
      remarkPlugins: [
        remarkApiLinks({
          docsRoot: opts.docsRoot,
          operations: opts.operations,
          stats,
          routeExists: (r) => !routes || routes.has(r),
        }),
      ],
    },
    afterBuild(_config, isProd) {
      if (!isProd || !process.env.BUILD_VERBOSE) return;
      for (const line of formatApiLinkStats(stats)) console.log(line);
    },
  };
}
