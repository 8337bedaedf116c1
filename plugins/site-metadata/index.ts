import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Area } from '../../config/areas';
import { buildSiteMetadata, type RouteLike } from './build-metadata';

/** Writes /site-metadata.json (locale, version records, page index) from Rspress's route table. */
export function siteMetadataPlugin(opts: {
  generatedDir: string;
  apis: readonly ApiEntry[];
  areas: readonly Area[];
}): RspressPlugin {
  let routes: RouteLike[] = [];
  return {
    name: 'portal-site-metadata',
    routeGenerated(list) {
      routes = list.map((r) => ({
        routePath: r.routePath,
        relativePath: r.relativePath,
        absolutePath: r.absolutePath,
      }));
    },
    afterBuild(config) {
      const out = config.outDir ?? 'doc_build';
      fs.writeFileSync(
        path.join(out, 'site-metadata.json'),
        `${JSON.stringify(buildSiteMetadata(routes, opts), null, 2)}\n`,
      );
    },
  };
}
