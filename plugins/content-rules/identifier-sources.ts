import fs from 'node:fs';
import path from 'node:path';
import { isSpecsCitation } from './citations';
import { repoOf, type VendorSnapshot } from './vendor-snapshot';
import { indexFile, indexHas, type WordIndex } from './word-index';
import type { IdentifierKind } from './identifiers';

/**
 * Where a page's identifiers are looked up: the files it cites, read from the snapshot
 * (`sailpoint-oss/<repository>/<path>` → `<vendor>/<repository>/<path>`), and every spec (this
 * repository's `specs/` and the vendor's bundled specs). A cited file that files.txt lists but
 * the snapshot did not copy (the SDKs' generated models, the api-specs split files) cannot be
 * read: the copied files of its repository stand in for it (for api-specs, whose split files
 * were bundled, the vendor's bundled specs already do). Flags are looked up in the cited files
 * only: every spec holds most lowercase words.
 */
export interface PageLookup {
  has(name: string, kind: IdentifierKind): boolean;
  /** For messages: what was searched. */
  searched: string;
}

export function pageLookup(
  sources: readonly unknown[],
  snapshot: VendorSnapshot,
  specIndex: WordIndex,
  repoRoot: string,
): PageLookup {
  const cited: WordIndex[] = [];
  const fallbackRepos = new Set<string>();
  let read = 0;
  for (const s of sources) {
    if (typeof s !== 'string') continue;
    if (isSpecsCitation(s)) {
      // A spec file that does not exist is the citation rule's finding; every spec is searched anyway.
      const file = path.join(repoRoot, s);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) {
        cited.push(indexFile(file));
        read++;
      }
      continue;
    }
    const local = snapshot.localPath(s);
    if (local) {
      cited.push(indexFile(local));
      read++;
    } else if (snapshot.files.has(s)) fallbackRepos.add(repoOf(s));
  }
  for (const repo of fallbackRepos)
    for (const f of snapshot.copiedFiles(repo))
      if (/\.(mdx?|go|ts|js|json|ya?ml|txt)$/.test(f)) cited.push(indexFile(f));
  const parts = [`${read} cited file${read === 1 ? '' : 's'}`];
  if (fallbackRepos.size) parts.push(`the copied files of ${[...fallbackRepos].join(', ')}`);
  parts.push('the specs');
  return {
    has(name, kind) {
      if (cited.some((i) => indexHas(i, name))) return true;
      return kind !== 'flag' && indexHas(specIndex, name);
    },
    searched: parts.join(', '),
  };
}
