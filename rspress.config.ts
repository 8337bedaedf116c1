import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { NAV } from './config/nav';
import { SITE_ORIGIN } from './config/build-env';
import { LOCALE, SITE_DESCRIPTION, SITE_TITLE } from './config/site';
import { portalPlugins } from './plugins';
import { HEAD_SCRIPT } from './theme/logic/inline-scripts';

const rootDir = __dirname;
// DOCS_DIR lets tests build small fixture sites with the portal's own config and plugins.
const docsRoot = path.resolve(rootDir, process.env.DOCS_DIR ?? 'docs');
const specsDir = path.resolve(rootDir, process.env.SPECS_DIR ?? 'specs');
// Generated pages and data (git-ignored); separate dirs let test builds run beside the main one.
const generatedDir = path.resolve(rootDir, process.env.GENERATED_DIR ?? '.generated');

export default defineConfig({
  root: docsRoot,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  lang: LOCALE.lang,
  siteOrigin: SITE_ORIGIN,
  logoText: 'Identity Developer Portal',
  // Clean URLs without trailing slashes, as spec §2 lists them; suffix stripping is theme/logic/useCleanHtmlSuffix.ts.
  route: { cleanUrls: true, cleanUrlsRedirect: false },
  outDir: path.resolve(rootDir, process.env.OUT_DIR ?? 'doc_build'),
  ssg: { experimentalWorker: true },
  head: [`<script>${HEAD_SCRIPT}</script>`, '<link rel="icon" href="/favicon.svg" type="image/svg+xml">'],
  markdown: {
    shiki: { langs: ['http', 'java', 'ruby', 'php', 'csharp', 'json', 'jsonc', 'yaml', 'bash', 'typescript', 'javascript', 'python', 'go', 'powershell', 'xml', 'groovy'] },
  },
  themeConfig: {
    nav: NAV,
    darkMode: true,
    enableScrollToTop: true,
    footer: { message: '' },
  },
  builderConfig: {
    // Static assets live in the top-level public/ folder (Rspress's default is docs/public).
    server: { publicDir: { name: path.join(rootDir, 'public'), copyOnBuild: true } },
    resolve: { alias: { '@portal-generated': generatedDir } },
    html: { tags: [{ tag: 'html', attrs: { dir: LOCALE.dir } }] as never },
  },
  plugins: portalPlugins({ rootDir, docsRoot, specsDir, generatedDir }),
});
