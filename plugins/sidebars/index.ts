import type { RspressPlugin, SidebarGroup, SidebarItem } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Product } from '../../common/apis/products';
import { productApiLinks } from '../../config/nav';
import type { Area } from '../../config/areas';
import { buildFolderSidebar } from './build-sidebar';

/** Sidebars of the hand-written areas (IDN docs, tools, API guides), built from their folders. */
export function sidebarsPlugin(opts: {
  docsRoot: string;
  apis: readonly ApiEntry[];
  products: readonly Product[];
  areas: readonly Area[];
}): RspressPlugin {
  return {
    name: 'portal-sidebars',
    config(config) {
      const sidebar: Record<string, Array<SidebarGroup | SidebarItem>> = {};
      for (const area of opts.areas) {
        if (area.source.kind === 'openapi') continue;
        const items = buildFolderSidebar(opts.docsRoot, area.source.dir);
        if (area.source.kind === 'mixed') {
          // A product's API guides sit beside its generated version roots: the menu's links
          // (its default API's versions, then its API index when it has several APIs).
          const product = opts.products.find((p) => p.id === area.product);
          const versions = productApiLinks(opts.apis, area.product, product?.apiIndex).map(
            ({ text, link }) => ({ text, link }),
          );
          items.push({
            text: 'API versions',
            collapsible: true,
            collapsed: false,
            items: versions,
          });
        }
        for (const prefix of area.prefixes) sidebar[prefix] = items;
      }
      config.themeConfig ??= {};
      config.themeConfig.sidebar = { ...sidebar, ...config.themeConfig.sidebar };
      return config;
    },
  };
}
