/**
 * Build-time settings read from the environment (Node only: never import from theme/).
 */
/** Public origin of the deployed site, for canonical URLs, the sitemap and feeds. */
export const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'https://developer.example.com';
/** Repository for "Edit this page" links. */
export const REPO_URL = process.env.REPO_URL ?? 'https://github.com/example/identity-developer-portal';
/** Tag-manager container id; analytics stay off (no third-party request) when unset. */
export const GTM_ID = process.env.GTM_ID ?? '';
