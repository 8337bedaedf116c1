import type { RspressPlugin } from '@rspress/core';
import type { Area } from '../../config/areas';
import { remarkLayoutDefaults } from './no-sidebar';

/** The page layout of hand-written pages outside every area (no-sidebar.ts). */
export function pageLayoutPlugin(opts: {
  docsRoot: string;
  areas: readonly Area[];
}): RspressPlugin {
  return { name: 'portal-page-layout', markdown: { remarkPlugins: [remarkLayoutDefaults(opts)] } };
}
