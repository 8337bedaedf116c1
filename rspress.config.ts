import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { navItems } from './config/nav';
import { GTM_ID, REPO_URL, SITE_ORIGIN } from './config/build-env';
import { LOCALE, SITE_DESCRIPTION, SITE_TITLE } from './config/site';
import { portalPlugins, STATIC_DATA } from './plugins';
import { readApiList } from './plugins/apis';
import { withApiIndexes } from './plugins/apis/api-index';
import { readApiListForDev } from './plugins/dev/api-list';
import { gtmHead } from './plugins/seo';
import { minifyScript } from './plugins/shared/minify-script';
import { withoutRspressThemeScript } from './plugins/shared/rspress-theme-script';
import { HEAD_SCRIPT, loadGuardScript } from './theme/logic/inline-scripts';

const rootDir = __dirname;
// The URL path the site is served under (spec §8 'wrong base URL'); '/' unless BASE_URL says otherwise.
const BASE_URL = process.env.BASE_URL ?? '/';
// DOCS_DIR lets tests build small fixture sites with the portal's own config and plugins.
const docsRoot = path.resolve(rootDir, process.env.DOCS_DIR ?? 'docs');
const specsDir = path.resolve(rootDir, process.env.SPECS_DIR ?? 'specs');
// Generated pages and data (git-ignored); separate dirs let test builds run beside the main one.
const generatedDir = path.resolve(rootDir, process.env.GENERATED_DIR ?? '.generated');
// The API references (specs/apis.yaml, or the SPECS_DIR folder's own list): routes, menus, search, sidebars.
// `rspress dev` keeps running on the last good list while apis.yaml is broken (plugins/dev).
const dev = process.env.NODE_ENV === 'development';
const { apiList: listed, error: apiListError } = dev
  ? readApiListForDev(rootDir, specsDir, generatedDir)
  : { apiList: readApiList(rootDir, specsDir), error: undefined };
// Products with several APIs get an index page at their API root, which their menus link to.
const apiList = withApiIndexes(listed, docsRoot);

export default defineConfig({
  root: docsRoot,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  lang: LOCALE.lang,
  base: BASE_URL,
  // Unset (no placeholder): Rspress then writes no absolute URLs of its own.
  siteOrigin: SITE_ORIGIN || undefined,
  logoText: 'Identity Developer Portal',
  // Clean URLs without trailing slashes, as spec §2 lists them; suffix stripping is theme/logic/useCleanHtmlSuffix.ts.
  route: { cleanUrls: true, cleanUrlsRedirect: false },
  outDir: path.resolve(rootDir, process.env.OUT_DIR ?? 'doc_build'),
  ssg: { experimentalWorker: true },
  // Rspress's built-in full-text index is replaced by plugins/search (sharded) and theme/search.
  search: false,
  head: [
    // Both minified once here (they are on every page); the first one's hash is computed from the
    // constant by tests/e2e/nginx.e2e.ts. The guard is written as readable TypeScript
    // (Function.prototype.toString).
    `<script>${minifyScript(HEAD_SCRIPT)}</script>`,
    `<script>${minifyScript(loadGuardScript(BASE_URL))}</script>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // Analytics: Google Tag Manager only when GTM_ID is set at build time (default: nothing third-party).
    ...gtmHead(GTM_ID),
  ],
  // llms.txt, llms-full.txt and the Markdown twins are written by plugins/seo/llms.ts after the
  // build; Rspress's SSG-MD would compile and render the whole site a third time.
  llms: false,
  // Image zoom: theme/components/ImageZoom.tsx (plugins/client-boot) loads medium-zoom on first use.
  mediumZoom: false,
  markdown: {
    // Guide code blocks are highlighted by plugins/guide-code; Rspress's Shiki step keeps only
    // blocks with meta (a title, line highlights, …) or other languages, loading each language
    // when a block needs it (`lazy`): no highlighter with every grammar on every build.
    shiki: { langs: [] },
  },
  themeConfig: {
    nav: navItems(apiList.entries, apiList.products),
    darkMode: true,
    enableScrollToTop: true,
    // "Edit this page" only when the repository is known (REPO_URL); never a placeholder link.
    ...(REPO_URL ? { editLink: { docRepoBaseUrl: `${REPO_URL}/tree/main/docs` } } : {}),
    lastUpdated: true,
    footer: { message: '' },
    // No "copy Markdown / open in ChatGPT" buttons or hidden llms hint in the HTML pages.
    llmsUI: false,
  },
  builderConfig: {
    // Static assets live in the top-level public/ folder (Rspress's default is docs/public).
    // Plus generated data served as files (the API pages' records, /page-data/; plugins/routing).
    server: {
      publicDir: [
        { name: path.join(rootDir, 'public'), copyOnBuild: true },
        { name: path.join(generatedDir, STATIC_DATA), copyOnBuild: true },
      ],
    },
    resolve: { alias: { '@portal-generated': generatedDir } },
    // Rspress's own colour-mode script, which HEAD_SCRIPT above makes redundant (~0.5 KB a page).
    html: { tags: [withoutRspressThemeScript] },
  },
  plugins: portalPlugins({ rootDir, docsRoot, specsDir, generatedDir, apiList, dev, apiListError }),
});
