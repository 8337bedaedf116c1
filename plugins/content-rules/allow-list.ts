import fs from 'node:fs';

/**
 * Shrink-only allow-lists of pages that still fail a content rule (tests/content/*-pending.txt):
 * one path a line, `#` comments. A listed page that now passes, or no longer exists, must leave
 * the list, so the list can only get shorter until it is empty.
 */
export function parseAllowList(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

export function readAllowList(file: string): string[] {
  return fs.existsSync(file) ? parseAllowList(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * Compares the pages that fail with the list. `failing` maps a page to its problems.
 * Returns the messages to report: failures of unlisted pages, and listed pages to remove.
 */
export function compareWithAllowList(opts: {
  failing: Map<string, string[]>;
  listed: readonly string[];
  pages: readonly string[];
  listName: string;
}): string[] {
  const out: string[] = [];
  const listed = new Set(opts.listed);
  const pages = new Set(opts.pages);
  for (const [page, problems] of opts.failing) {
    if (!listed.has(page)) for (const p of problems) out.push(`${page}: ${p}`);
  }
  for (const page of opts.listed) {
    if (!pages.has(page))
      out.push(
        `${page} is listed in ${opts.listName} but is not a checked page: remove it from the list`,
      );
    else if (!opts.failing.has(page))
      out.push(`${page} passes now: remove it from ${opts.listName}`);
  }
  return out;
}
