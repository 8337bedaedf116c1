/**
 * Site-wide constants taken from spec.md. Imported by the build (plugins/,
 * rspress.config.ts) and by the browser (theme/), never repeated elsewhere.
 */
import redirects from './redirects.json';

export const SITE_TITLE = 'Identity Developer Portal';
export const SITE_DESCRIPTION =
  'Developer documentation for the cloud identity platform (IDN), the on-premises identity product (IIQ) and the non-employee risk product (NERM): API references, guides, tools and a blog.';
export const LOCALE = { lang: 'en', dir: 'ltr', label: 'English' } as const;
/** The languages of the navbar's language menu; the first is the site's own (LOCALE). */
export const LOCALES: ReadonlyArray<{ lang: string; dir: 'ltr' | 'rtl'; label: string }> = [LOCALE];

/** spec §2 "Copyright year 2023". */
export const COPYRIGHT_YEAR = 2023;
/** spec §4/§9: desktop when the window is wider than 996 px. */
export const DESKTOP_BREAKPOINT_PX = 996;
/** spec §9: the progress bar appears only after this delay. */
export const PROGRESS_BAR_DELAY_MS = 200;
/** spec §9 leaves the spinner delay open; 250 ms keeps fast loads flash-free. */
export const SPINNER_DELAY_MS = 250;

/** localStorage keys. `theme` is named by spec §4. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'announcement-dismissed',
  sidebarHidden: 'sidebar-hidden',
  codeTab: 'code-tab',
  docsVersion: 'docs-version',
  recentSearches: 'recent-searches',
  /** A prefix: `server-vars:<server>` holds that server's variables (theme/api/server-vars.ts). */
  serverVars: 'server-vars:',
} as const;

export const ANNOUNCEMENT = {
  /** Change the id to show the bar again to readers who dismissed it. */
  id: 'rules-java-docs-2023',
  text: 'New: the Java docs for cloud and connector rules are now on the portal.',
  linkText: 'Read the Rules Java docs',
  link: '/idn/docs/rules/java-docs',
} as const;

/** External community links (spec §1: targets not shown; these are the vendor's public sites). */
export const EXTERNAL_LINKS = {
  forum: 'https://developer.sailpoint.com/discuss',
  ideas: 'https://ideas.sailpoint.com',
  support: 'https://support.sailpoint.com',
  github: 'https://github.com/sailpoint-oss',
} as const;

/**
 * spec §2 redirects: each `from` path redirects to its `to`. The one list is config/redirects.json,
 * also read by the preview server; deploy/redirects.mjs writes it into deploy/nginx.conf.
 */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = redirects;

/**
 * llms.txt sections of the hand-written pages, after their product's API sections and guides
 * (plugins/seo/llms-txt.ts), by product id of specs/products.yaml.
 */
export const LLMS_DOC_SECTIONS: Readonly<
  Record<string, ReadonlyArray<{ title: string; prefix: string }>>
> = {
  idn: [
    { title: 'IDN docs', prefix: '/idn/docs' },
    { title: 'IDN CLI and SDKs', prefix: '/idn/tools' },
    { title: 'IDN tags', prefix: '/idn/tags' },
  ],
};

/** Reader-facing texts quoted exactly from spec §8. */
export const TEXTS = {
  notFound: {
    title: 'Page Not Found',
    subtitle: '...but it could!',
    body: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  },
  crash: { title: 'This page crashed.', retry: 'Try again' },
  loadFailed: { retry: 'Retry' },
  search: {
    placeholder: 'Search docs',
    noResultsTitle: 'No results were found',
    noResultsFor: 'No results for',
    trySearchingFor: 'Try searching for',
    fetchFailedTitle: 'Unable to fetch results',
    fetchFailedHint: 'You might want to check your network connection.',
  },
} as const;
