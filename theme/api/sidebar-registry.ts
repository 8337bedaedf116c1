import siteData from 'virtual-site-data';

/**
 * API sidebars (hundreds of operations each) are not in the site data every page loads:
 * each generated API page imports its area's sidebar (one shared chunk per API version)
 * and registers it here before it renders, on the server (SSG) and in the browser.
 */
export function registerSidebar(prefix: string, items: unknown[]): true {
  const sidebar = (siteData as { themeConfig: { sidebar: Record<string, unknown[]> } }).themeConfig.sidebar;
  if (sidebar[prefix] !== items) sidebar[prefix] = items;
  return true;
}
