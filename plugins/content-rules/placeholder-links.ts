/**
 * Links to placeholder hosts: the documentation domains `example.com`, `example.org`,
 * `example.net` (RFC 2606, any subdomain) and `github.com/example…` accounts. A code sample may
 * mention them as text; a link never should, because it leads nowhere.
 */
export function isPlaceholderUrl(href: string): boolean {
  const raw = href.trim().replace(/&amp;/g, '&');
  if (!/^(https?:)?\/\//i.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (/(^|\.)example\.(com|org|net)$/.test(host)) return true;
  return (host === 'github.com' || host === 'www.github.com') && /^\/example/i.test(url.pathname);
}

/** Link targets of an HTML document: `href`, `src` and `srcset` attributes (code text is escaped, so it is not read). */
export function htmlLinks(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(
    /\s(?:href|src|action|poster|content)\s*=\s*("([^"]*)"|'([^']*)')/gi,
  ))
    out.push(m[2] ?? m[3] ?? '');
  for (const m of html.matchAll(/\ssrcset\s*=\s*"([^"]*)"/gi))
    for (const part of m[1]!.split(',')) out.push(part.trim().split(/\s+/)[0] ?? '');
  return out;
}

/** Link targets of Markdown or plain text indexes (llms.txt): `](url)`, `<url>` autolinks. */
export function markdownLinkTargets(text: string): string[] {
  const noCode = text
    .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  return [...noCode.matchAll(/\]\(\s*<?([^)\s>]+)>?[^)]*\)|<(https?:\/\/[^>\s]+)>/g)].map(
    (m) => m[1] ?? m[2]!,
  );
}

/** Link targets of sitemap and feed XML: `<loc>`, `<link>`, `<guid>`, `href="…"`, `url="…"`. */
export function xmlLinks(xml: string): string[] {
  return [
    ...[...xml.matchAll(/<(loc|link|guid|id|comments)>\s*(?:<!\[CDATA\[)?([^<\]]*)/g)].map((m) =>
      m[2]!.trim(),
    ),
    ...[...xml.matchAll(/\s(?:href|url|src)="([^"]*)"/g)].map((m) => m[1]!),
  ];
}
