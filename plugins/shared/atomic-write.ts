import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `file` whole: into a temporary file beside it (same folder, so the rename stays on one
 * file system), then renamed over it. A reader (the dev server answering a request, another
 * process reading a cache) sees the old content or the new, never half a file. The folder is
 * created when missing.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, content);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
