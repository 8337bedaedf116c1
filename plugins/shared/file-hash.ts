import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, relative with `/`, sorted (so a hash does not depend on readdir order); none when it is missing. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else if (e.isFile()) out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/**
 * Adds a file to a hash under `label` (its name in the key): the label, then the content, or a
 * marker when the file is missing, so a deleted file changes the hash as an edited one does.
 */
export function hashFileInto(h: crypto.Hash, label: string, file: string): void {
  h.update(`\0${label}\0`);
  try {
    h.update(fs.readFileSync(file));
  } catch {
    h.update('\0missing');
  }
}

/** A SHA-256 of the files' contents, each labelled by its path, as hex. */
export function hashFiles(files: readonly string[]): string {
  const h = crypto.createHash('sha256');
  for (const f of files) hashFileInto(h, f, f);
  return h.digest('hex');
}
