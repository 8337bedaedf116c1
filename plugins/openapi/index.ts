import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { GeneratedApi, GeneratedPage } from './generate';
import { readable, type ApiGeneration } from './generation';

export { apiGeneration, type ApiGeneration, type OpenApiPluginOptions } from './generation';

/**
 * Spec files → API reference pages, sidebars and published bundles (ARCHITECTURE.md "How the API
 * reference is built"). The generation (generation.ts) runs on first use; `start` replaces it in
 * `rspress dev`, where the dev loop (dev-loop/, wired in plugins/index.ts) serves the cached or
 * last good pages and regenerates them after spec edits.
 */
export function openApiPlugin(
  gen: ApiGeneration,
  start?: () => Promise<GeneratedApi>,
): { plugin: RspressPlugin; pages: () => Promise<GeneratedPage[]> } {
  let first: Promise<GeneratedApi> | undefined;
  const ensure = () =>
    (first ??= start
      ? start()
      : gen.generate().then(
          (g) => {
            gen.finish(g);
            return g;
          },
          (e: unknown) => {
            throw readable(e);
          },
        ));
  const plugin: RspressPlugin = {
    name: 'portal-openapi',
    async config(config) {
      const { sidebars } = await ensure();
      config.themeConfig ??= {};
      // Only a stub per API version goes into the site data every page loads (so Rspress lays out
      // a sidebar there); each page carries its own sidebar in its record (theme/sidebar/).
      config.themeConfig.sidebar = { ...config.themeConfig.sidebar, ...sidebars };
      return config;
    },
    async afterBuild(config) {
      const out = path.join(config.outDir ?? 'doc_build', 'api-specs');
      fs.mkdirSync(out, { recursive: true });
      // Bundles, per-operation excerpts (`excerpts/<spec>/<slug>.yaml`) and Postman collections.
      for (const [file, text] of Object.entries((await ensure()).bundles)) {
        const target = path.join(out, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, text);
      }
    },
  };
  return { plugin, pages: async () => (await ensure()).pages };
}
