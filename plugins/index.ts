import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { openApiPlugin } from './openapi';
import { pageDataPlugin } from './page-data';
import { sidebarsPlugin } from './sidebars';

export interface PortalPluginOptions {
  rootDir: string;
  docsRoot: string;
  specsDir: string;
}

/** Every local plugin of the portal, in the order their hooks run. */
export function portalPlugins(opts: PortalPluginOptions): RspressPlugin[] {
  return [
    sidebarsPlugin({ docsRoot: opts.docsRoot }),
    pageDataPlugin({ generatedDir: path.join(opts.rootDir, '.generated') }),
    openApiPlugin({
      specsDir: opts.specsDir,
      docsRoot: opts.docsRoot,
      outDir: path.join(opts.rootDir, '.generated/api'),
      htmlComponent: path.join(opts.rootDir, 'theme/api/Html.tsx'),
    }),
  ];
}
