import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { NAV } from './config/nav';
import { LOCALE, SITE_DESCRIPTION, SITE_TITLE } from './config/site';
import { portalPlugins } from './plugins';

const rootDir = __dirname;
// DOCS_DIR lets tests build small fixture sites with the portal's own config and plugins.
const docsRoot = path.resolve(rootDir, process.env.DOCS_DIR ?? 'docs');
const specsDir = path.resolve(rootDir, process.env.SPECS_DIR ?? 'specs');

export default defineConfig({
  root: docsRoot,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  lang: LOCALE.lang,
  route: { cleanUrls: true },
  ssg: { experimentalWorker: true },
  themeConfig: {
    nav: NAV,
    darkMode: true,
  },
  plugins: portalPlugins({ rootDir, docsRoot, specsDir }),
});
