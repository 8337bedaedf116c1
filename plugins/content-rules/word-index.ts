import fs from 'node:fs';
import path from 'node:path';

/**
 * The words of a text, for "does this identifier occur as a whole word" lookups without
 * scanning megabytes of sources once per identifier: `words` are the runs of letters, digits
 * and `_`; `compounds` the runs joined by `-` or `:` (`idn:access-request-post-approval`,
 * `dry-run`), so a compound only matches whole (not inside a longer one).
 */
export interface WordIndex {
  words: Set<string>;
  compounds: Set<string>;
}

const WORD = /[A-Za-z0-9_]+/g;
const COMPOUND = /[A-Za-z0-9_]+(?:[-:][A-Za-z0-9_]+)+/g;

export function emptyIndex(): WordIndex {
  return { words: new Set(), compounds: new Set() };
}

/** Adds the words of `text` to an index (a new one when none is given). */
export function indexText(text: string, into: WordIndex = emptyIndex()): WordIndex {
  for (const m of text.matchAll(WORD)) into.words.add(m[0]);
  for (const m of text.matchAll(COMPOUND)) into.compounds.add(m[0]);
  return into;
}

/** Is `name` in the index: a compound when it holds `-` or `:`, else a word. */
export function indexHas(index: WordIndex, name: string): boolean {
  return /[-:]/.test(name) ? index.compounds.has(name) : index.words.has(name);
}

const fileCache = new Map<string, WordIndex>();

/** The index of one file, read once per process. */
export function indexFile(file: string): WordIndex {
  let idx = fileCache.get(file);
  if (!idx) {
    idx = indexText(fs.readFileSync(file, 'utf8'));
    fileCache.set(file, idx);
  }
  return idx;
}

/** One index of every file under the folders given (YAML, JSON and Markdown). */
export function indexFolders(dirs: readonly string[], ext = /\.(ya?ml|json|mdx?)$/): WordIndex {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (ext.test(e.name)) files.push(full);
    }
  };
  for (const d of dirs) if (fs.existsSync(d)) walk(d);
  // Read again only when a file changed (a spec saved while the dev server runs).
  const key = files
    .map((f) => {
      const st = fs.statSync(f);
      return `${f}:${st.size}:${st.mtimeMs}`;
    })
    .join('\n');
  let idx = fileCache.get(key);
  if (idx) return idx;
  idx = emptyIndex();
  for (const f of files) indexText(fs.readFileSync(f, 'utf8'), idx);
  for (const k of fileCache.keys()) if (k.includes('\n')) fileCache.delete(k);
  fileCache.set(key, idx);
  return idx;
}
