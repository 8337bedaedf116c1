/**
 * Under which key the browser remembers a reader's server variables (theme/api/server-vars.ts):
 * the part of the server URL template that holds the variables — scheme and host, and the path
 * up to its last segment with a variable. Versions of a product whose servers differ only after
 * it (`https://{tenant}.api.identitynow.com/v3` and `…/beta`) share the tenant typed on either;
 * a version on another server, or another product with a variable of the same name, keeps its
 * own. Empty when the template has no variable.
 */
export function serverVariablesKey(urlTemplate: string | undefined): string {
  if (!urlTemplate || !/\{[^}]+\}/.test(urlTemplate)) return '';
  const url = urlTemplate.trim().replace(/[?#].*$/, '');
  const origin = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)(.*)$/i.exec(url);
  const head = origin ? origin[1]! : '';
  const segments = (origin ? origin[2]! : url).split('/');
  let last = -1;
  segments.forEach((s, i) => {
    if (/\{[^}]+\}/.test(s)) last = i;
  });
  return (head + segments.slice(0, last + 1).join('/')).replace(/\/+$/, '');
}
