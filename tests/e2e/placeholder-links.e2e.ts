import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  htmlLinks,
  isPlaceholderUrl,
  markdownLinkTargets,
  xmlLinks,
} from '../../plugins/content-rules/placeholder-links';
import { siteDir } from './browser';

/**
 * No link of the built site (the default build: no SITE_ORIGIN, no REPO_URL) leads to a
 * placeholder host: example.com/.org/.net or github.com/example…. Checked: every HTML page's
 * href/src, the page-data records and the bundles' link props, the sitemap and feeds, llms.txt,
 * llms-full.txt and the Markdown twins. Code samples may still show an example host as text.
 */
function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

function linksOf(file: string, text: string): string[] {
  if (file.endsWith('.html')) return htmlLinks(text);
  if (file.endsWith('.xml')) return xmlLinks(text);
  if (file.endsWith('.md') || file.endsWith('.txt')) return markdownLinkTargets(text);
  // Records and bundles hold HTML in JSON strings and JSX props (`href:"…"`).
  if (file.endsWith('.json')) return htmlLinks(text.replace(/\\"/g, '"'));
  if (file.endsWith('.js'))
    return [...text.matchAll(/\b(?:href|src)\s*:\s*"([^"]*)"/g)].map((m) => m[1]!);
  return [];
}

describe('placeholder hosts', () => {
  it('no link, source, sitemap or feed entry, llms.txt or twin link points to example.com/.org/.net or github.com/example…', () => {
    const files = walk(siteDir()).filter((f) => /\.(html|xml|md|txt|json|js)$/.test(f));
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(500);
    const found = new Map<string, string>();
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      // Cheap pre-check: most files mention no such host at all.
      if (!/example\.(com|org|net)|github\.com\/example/i.test(text)) continue;
      for (const href of linksOf(file, text)) {
        if (isPlaceholderUrl(href) && !found.has(href))
          found.set(href, path.relative(siteDir(), file));
      }
    }
    const report = [...found].map(([href, file]) => `${file}: ${href}`);
    expect(report, report.join('\n')).toEqual([]);
  });
});
