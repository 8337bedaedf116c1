import fs from 'node:fs';
import path from 'node:path';
import { editDistance } from './hints';
import { repoOf, type VendorSnapshot } from './vendor-snapshot';

/**
 * Citations that resolve: every `sources:` entry names a file that exists, either a line of the
 * snapshot's files.txt (`owner/repository/path`) or a file of this repository's `specs/`. No
 * allow list: a page cites what its author opened.
 */

/** A `specs/…` citation: a file of the portal's own specs. */
export const isSpecsCitation = (source: string) => source.startsWith('specs/');

/**
 * The existing file a wrong citation most likely meant: the same base name elsewhere in the
 * same repository (a page's URL slug instead of the file's folder), or the same path as a folder
 * index (`python.md` → `python/index.mdx`), or `.md` ↔ `.mdx`. Undefined when none is close.
 */
export function nearestCitation(source: string, snapshot: VendorSnapshot): string | undefined {
  const repo = repoOf(source);
  const noExt = source.replace(/\.mdx?$/, '');
  for (const guess of [
    `${noExt}.md`,
    `${noExt}.mdx`,
    `${noExt}/index.md`,
    `${noExt}/index.mdx`,
    `${noExt}/README.md`,
  ])
    if (guess !== source && snapshot.files.has(guess)) return guess;
  const same = snapshot.sameBasename(source).filter((f) => repoOf(f) === repo);
  return same.sort(
    (a, b) => editDistance(source, a) - editDistance(source, b) || (a < b ? -1 : 1),
  )[0];
}

/** Problems of a page's citations: index into `sources` and message. */
export function checkCitations(
  sources: readonly unknown[],
  snapshot: VendorSnapshot,
  opts: { repoRoot: string; filesTxt: string },
): Array<{ index: number; message: string }> {
  const out: Array<{ index: number; message: string }> = [];
  sources.forEach((s, index) => {
    if (typeof s !== 'string') return;
    if (isSpecsCitation(s)) {
      const file = path.join(opts.repoRoot, s);
      if (!fs.existsSync(file) || !fs.statSync(file).isFile())
        out.push({ index, message: `source "${s}" is not a file of this repository's specs/` });
      return;
    }
    if (snapshot.files.has(s)) return;
    const near = nearestCitation(s, snapshot);
    out.push({
      index,
      message: `source "${s}" is not a file of the vendor snapshot (${opts.filesTxt})${near ? `; did you mean "${near}"?` : ''}`,
    });
  });
  return out;
}

/**
 * `verified` means the day the page was last checked against the snapshot: not before the
 * snapshot commit of any repository the page cites (commits.txt).
 */
export function checkVerifiedAfterSnapshot(
  day: string,
  sources: readonly unknown[],
  snapshot: VendorSnapshot,
  commitsTxt: string,
): string | undefined {
  let latest: { repo: string; day: string } | undefined;
  for (const s of sources) {
    if (typeof s !== 'string' || isSpecsCitation(s)) continue;
    const repo = repoOf(s);
    const snap = snapshot.commitDays.get(repo);
    if (snap && (!latest || snap > latest.day)) latest = { repo, day: snap };
  }
  if (!latest || day >= latest.day) return undefined;
  return `verified ${day} is before the snapshot of ${latest.repo} (${latest.day}, ${commitsTxt}) the page cites: check the page against the snapshot and set the day you did`;
}

export const snapshotFileLabel = (snapshot: VendorSnapshot, name: string, cwd = process.cwd()) =>
  path.relative(cwd, path.join(snapshot.dir, name)) || name;
