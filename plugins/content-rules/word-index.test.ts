import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFolders, indexHas, indexText } from './word-index';

describe('word index', () => {
  it('whole words and whole -/: compounds, case-sensitive', () => {
    const idx = indexText('The trigger idn:access-request-post-approval sends accessRequestId.');
    expect(indexHas(idx, 'accessRequestId')).toBe(true);
    expect(indexHas(idx, 'accessrequestid')).toBe(false);
    expect(indexHas(idx, 'accessRequest')).toBe(false);
    expect(indexHas(idx, 'idn:access-request-post-approval')).toBe(true);
    expect(indexHas(idx, 'idn:access-request')).toBe(false);
  });
  it("a folder's index follows its files' changes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'word-index-'));
    const file = path.join(dir, 'a.yaml');
    fs.writeFileSync(file, 'first: oldName');
    expect(indexHas(indexFolders([dir]), 'oldName')).toBe(true);
    fs.writeFileSync(file, 'first: newName, longer');
    expect(indexHas(indexFolders([dir]), 'newName')).toBe(true);
    expect(indexHas(indexFolders([dir]), 'oldName')).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
