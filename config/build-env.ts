/**
 * Build-time settings read from the environment (Node only: never import from theme/).
 * The two URLs have no placeholder defaults: a link to a made-up host is a dead link, so what
 * needs them is left out when they are unset (plugins/build-log warns about SITE_ORIGIN).
 */
const url = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

/**
 * Public origin of the deployed site (`https://developer.acme.test`), for canonical URLs, the
 * sitemap, robots.txt's Sitemap line, the RSS feed and absolute llms.txt links. Unset: those that
 * need an absolute URL are not written, and llms.txt links are site-relative.
 */
export const SITE_ORIGIN = url(process.env.SITE_ORIGIN);
/** Repository of this site, for "Edit this page" and the API pages' spec-source links; unset: none. */
export const REPO_URL = url(process.env.REPO_URL);
/** Tag-manager container id; analytics stay off (no third-party request) when unset. */
export const GTM_ID = process.env.GTM_ID ?? '';
