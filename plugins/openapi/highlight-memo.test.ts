import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMemo, memoKey, saveMemo } from './highlight-memo';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'highlight-memo-'));

describe('the highlighted blocks kept on disk', () => {
  it('come back into an empty memo under the same key', () => {
    const file = path.join(tmp(), 'memo.json');
    saveMemo(file, 'k1', new Map([['bash\ncurl x', '<b>curl</b> x']]));
    const memo = new Map<string, string>();
    expect(loadMemo(file, 'k1', memo)).toBe(1);
    expect(memo.get('bash\ncurl x')).toBe('<b>curl</b> x');
  });

  it('are ignored under another key (the highlighter or its sources changed) or when missing', () => {
    const dir = tmp();
    const file = path.join(dir, 'memo.json');
    saveMemo(file, 'k1', new Map([['a', 'b']]));
    const memo = new Map<string, string>();
    expect(loadMemo(file, 'k2', memo)).toBe(0);
    expect(loadMemo(path.join(dir, 'none.json'), 'k1', memo)).toBe(0);
    expect(memo.size).toBe(0);
  });

  it('has a key that follows the content of its source files', () => {
    const dir = tmp();
    const src = path.join(dir, 'highlight.ts');
    fs.writeFileSync(src, 'one');
    const before = memoKey([src]);
    expect(memoKey([src])).toBe(before);
    fs.writeFileSync(src, 'two');
    expect(memoKey([src])).not.toBe(before);
  });
});
