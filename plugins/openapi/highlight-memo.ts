import fs from 'node:fs';
import { writeFileAtomic } from '../shared/atomic-write';
import { hashFiles } from '../shared/file-hash';

/**
 * The highlighted code blocks of the last generation, kept on disk beside the API cache. Shiki is
 * most of a generation's time, and a process that took its API pages from the cache starts with no
 * blocks highlighted: the dev server's first spec edit, the restart after an apis.yaml edit and a
 * build after a spec change would highlight every block again. The file is keyed by the generator's
 * own source files and the lock file (highlighter, grammars and theme), never by the specs: a
 * block's highlighting depends only on its language and text, which are the entries' keys.
 */
interface MemoFile {
  key: string;
  entries: Array<[string, string]>;
}

/** The key: a SHA-256 of the files whose change can change a block's HTML. */
export const memoKey = (sources: readonly string[]): string => hashFiles(sources);

/** Fills `memo` from `file` when its key matches; the number of entries read (0 without a match). */
export function loadMemo(file: string, key: string, memo: Map<string, string>): number {
  let data: MemoFile;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8')) as MemoFile;
  } catch {
    return 0;
  }
  if (data.key !== key || !Array.isArray(data.entries)) return 0;
  for (const [k, v] of data.entries) if (!memo.has(k)) memo.set(k, v);
  return data.entries.length;
}

/** Writes `memo` to `file` (whole, by rename, so a reader never sees half a file). */
export function saveMemo(file: string, key: string, memo: ReadonlyMap<string, string>): void {
  writeFileAtomic(file, JSON.stringify({ key, entries: [...memo] } satisfies MemoFile));
}
