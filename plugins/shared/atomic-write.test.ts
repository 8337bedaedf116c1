import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write';

describe('writeFileAtomic', () => {
  it('creates the folder, replaces the content and leaves no temporary file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
    const file = path.join(dir, 'a', 'b.json');
    writeFileAtomic(file, 'one');
    writeFileAtomic(file, 'two');
    expect(fs.readFileSync(file, 'utf8')).toBe('two');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['b.json']);
  });

  it('keeps the old content and removes the temporary file when the rename fails', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
    // A folder in the file's place: the write of the temporary file succeeds, its rename fails.
    const target = path.join(dir, 'taken');
    fs.mkdirSync(path.join(target, 'inside'), { recursive: true });
    expect(() => writeFileAtomic(target, 'x')).toThrow();
    expect(fs.readdirSync(dir)).toEqual(['taken']);
    expect(fs.readdirSync(target)).toEqual(['inside']);
  });
});
