import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiCacheKey,
  clearApiCache,
  generatorSources,
  readApiCache,
  writeApiCache,
} from './api-cache';
import { listFiles } from '../shared/file-hash';

let dir: string;
const write = (rel: string, text: string) => {
  const f = path.join(dir, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, text);
  return f;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
  write('specs/apis.yaml', '- file: a.yaml\n');
  write('specs/a.yaml', 'openapi: 3.0.3\npaths:\n  /x:\n    $ref: ./a/paths/x.yaml\n');
  write('specs/a/paths/x.yaml', 'get:\n  summary: List x\n');
  write('src/generate.ts', 'export const v = 1;\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const key = (over: { options?: unknown; env?: Record<string, string> } = {}) =>
  apiCacheKey({
    specsDir: path.join(dir, 'specs'),
    sources: [path.join(dir, 'src/generate.ts')],
    options: over.options ?? { apis: ['a.yaml'] },
    env: over.env ?? {},
  });

describe('apiCacheKey', () => {
  it('is stable while nothing changes', () => {
    expect(key()).toBe(key());
  });
  it('changes with a split file, the root, the API list, a new file', () => {
    const k = key();
    write('specs/a/paths/x.yaml', 'get:\n  summary: List every x\n');
    const k1 = key();
    expect(k1).not.toBe(k);
    write('specs/apis.yaml', '- file: a.yaml\n  label: A\n');
    const k2 = key();
    expect(k2).not.toBe(k1);
    write('specs/a/schemas/y.yaml', 'type: object\n');
    expect(key()).not.toBe(k2);
  });
  it('changes with a generator source file, the options and the env that changes output', () => {
    const k = key();
    write('src/generate.ts', 'export const v = 2;\n');
    expect(key()).not.toBe(k);
    expect(key({ options: { apis: ['b.yaml'] } })).not.toBe(key());
    expect(key({ env: { BASE_URL: '/docs/' } })).not.toBe(key());
    expect(key({ env: { REPO_URL: 'https://github.com/sailpoint-oss/api-specs' } })).not.toBe(
      key(),
    );
    expect(key({ env: { UNRELATED: '1' } })).toBe(key());
  });
});

describe('readApiCache', () => {
  it('hits only with the same key and every named file present; clear removes it', () => {
    const file = path.join(dir, 'gen/api-cache.json');
    const rec = write('gen/page-records/x.json', '{}');
    writeApiCache(file, 'k1', { pages: [rec] });
    const files = (v: { pages: string[] }) => v.pages;
    expect(readApiCache(file, 'k1', files)).toEqual({ pages: [rec] });
    expect(readApiCache(file, 'k2', files)).toBeUndefined();
    // The dev server's fallback while a spec is broken takes the last result whatever its key.
    expect(readApiCache(file, null, files)).toEqual({ pages: [rec] });
    fs.rmSync(rec);
    expect(readApiCache(file, 'k1', files)).toBeUndefined();
    clearApiCache(file);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('the cache file', () => {
  const value = {
    pages: [{ routePath: '/a', filepath: '/x/a.md' }],
    empty: [],
    bundles: { 'a.yaml': 'line one\nline two ✓', 'b.json': '{"x":1}\r\n' },
    none: {},
    count: 3,
    label: 'v3\n',
  };

  it('gives back what was written, line breaks and all', () => {
    const file = path.join(dir, 'gen/round-trip.json');
    writeApiCache(file, 'k', value);
    expect(readApiCache(file, 'k', () => [])).toEqual(value);
  });

  it('never serialises the value as one string (a large API passes the string limit of V8)', () => {
    const file = path.join(dir, 'gen/large.json');
    const big = {
      bundles: Object.fromEntries(
        Array.from({ length: 200 }, (_, i) => [`f${i}`, 'x'.repeat(5000)]),
      ),
      pages: Array.from({ length: 200 }, (_, i) => ({ routePath: `/p${i}` })),
    };
    const stringify = vi.spyOn(JSON, 'stringify');
    writeApiCache(file, 'k', big);
    const longest = Math.max(...stringify.mock.results.map((r) => String(r.value).length));
    stringify.mockRestore();
    // Every piece is one entry (~5 KB); the file holds them all (~1 MB).
    expect(longest).toBeLessThan(6000);
    expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);
    expect(readApiCache(file, 'k', () => [])).toEqual(big);
  });

  it('is a miss when the file is cut short or is not a cache file', () => {
    const file = path.join(dir, 'gen/broken.json');
    writeApiCache(file, 'k', value);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.slice(0, text.length - 10));
    expect(readApiCache(file, 'k', () => [])).toBeUndefined();
    fs.writeFileSync(file, JSON.stringify({ key: 'k', value }));
    expect(readApiCache(file, 'k', () => [])).toBeUndefined();
  });
});

describe('generatorSources', () => {
  it('lists the generator, its shared code and the lock file, not tests', () => {
    const root = path.resolve(__dirname, '../..');
    const files = generatorSources(root).map((f) => path.relative(root, f));
    expect(files).toContain('plugins/openapi/generate.ts');
    expect(files).toContain('common/api-pages/format.ts');
    expect(files).toContain('package-lock.json');
    expect(files).toContain('plugins/openapi/api-cache.ts');
    expect(files).toContain('plugins/shared/file-hash.ts');
    expect(files.some((f) => f.startsWith('plugins/dev/'))).toBe(false);
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });
  it('listFiles is sorted and relative', () => {
    expect(listFiles(path.join(dir, 'specs'))).toEqual(['a.yaml', 'a/paths/x.yaml', 'apis.yaml']);
  });
});
