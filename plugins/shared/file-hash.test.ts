import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashFiles, listFiles } from './file-hash';

describe('file hashing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-hash-'));
  fs.mkdirSync(path.join(dir, 'b'));
  fs.writeFileSync(path.join(dir, 'b', 'x.yaml'), 'x');
  fs.writeFileSync(path.join(dir, 'a.yaml'), 'a');

  it('lists every file under a folder, relative and sorted; nothing for a missing folder', () => {
    expect(listFiles(dir)).toEqual(['a.yaml', 'b/x.yaml']);
    expect(listFiles(path.join(dir, 'none'))).toEqual([]);
  });

  it('changes with a file’s content, its name and its absence, not otherwise', () => {
    const files = listFiles(dir).map((f) => path.join(dir, f));
    const before = hashFiles(files);
    expect(hashFiles(files)).toBe(before);
    fs.writeFileSync(files[0]!, 'changed');
    const edited = hashFiles(files);
    expect(edited).not.toBe(before);
    fs.rmSync(files[0]!);
    expect(hashFiles(files)).not.toBe(edited);
    expect(hashFiles([path.join(dir, 'other.yaml')])).not.toBe(hashFiles([files[0]!]));
  });
});
