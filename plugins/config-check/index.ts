import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import { trimTrailingSlash } from '../../common/routes/route-path';
import type { Area } from '../../config/areas';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import { problemsError } from '../shared/build-error';
import { buildSiteMetadata } from '../site-metadata/build-metadata';
import { checkAreaReferences, checkNav, checkPageModules, checkSidebarLinks } from './checks';

function fail(title: string, problems: string[]): void {
  if (!problems.length) return;
  throw problemsError(title, problems);
}

/** Developer-facing configuration errors (spec §8), as build errors naming the file. */
export function configCheckPlugin(opts: {
  docsRoot: string;
  generatedDir: string;
  apis: readonly ApiEntry[];
  areas: readonly Area[];
}): RspressPlugin {
  let finalConfig: UserConfig | undefined;
  return {
    name: 'portal-config-check',
    config(config) {
      fail('Page module errors', checkPageModules(opts.docsRoot, listPageFiles(opts.docsRoot)));
      fail('Navbar errors', checkNav((config.themeConfig?.nav as unknown[]) ?? []));
      return config;
    },
    beforeBuild(config) {
      finalConfig = config;
    },
    routeGenerated(routes) {
      const known = new Set(routes.map((r) => trimTrailingSlash(r.routePath)));
      for (const f of listPageFiles(opts.docsRoot)) known.add(fileToRoute(f));
      const sidebars = (finalConfig?.themeConfig?.sidebar ?? {}) as Record<string, never[]>;
      fail(
        'Sidebar errors',
        checkSidebarLinks(sidebars, (r) => known.has(trimTrailingSlash(r))),
      );
      const pages = buildSiteMetadata(routes, {
        generatedDir: opts.generatedDir,
        apis: opts.apis,
        areas: opts.areas,
      }).pages;
      fail(
        'Area configuration errors',
        checkAreaReferences(
          opts.areas,
          opts.apis,
          new Set(pages.map((p) => p.id)),
          pages.map((p) => p.path),
        ),
      );
    },
  };
}
