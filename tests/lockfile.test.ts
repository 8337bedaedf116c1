// The lock file installs on Linux, macOS and Windows: npm skips the other platforms' optional
// packages at install time, but only if their entries are in the lock. Once an entry is gone
// (an older registry lacked some of them), `npm ci` on that platform leaves out the native
// binary and the build fails (Rspack's binding, TypeScript's compiler, esbuild for Vitest).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}
const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const names = new Set(Object.keys(lock.packages).map((k) => k.replace(/^.*node_modules\//, '')));

describe('package-lock.json', () => {
  it('has an entry for every optional dependency (every platform can install)', () => {
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !names.has(name))
        .map((name) => `${key || 'the project'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the native binaries of macOS and Windows for the build and the tests', () => {
    const want = ['darwin-arm64', 'darwin-x64', 'win32-x64'];
    for (const prefix of ['@rspack/binding-', '@typescript/typescript-', '@esbuild/']) {
      for (const platform of want) {
        const found = [...names].some((n) => n.startsWith(prefix + platform));
        expect(found, `${prefix}${platform}…`).toBe(true);
      }
    }
  });

  it('records the platform of each platform-specific entry', () => {
    const unlabelled = Object.entries(lock.packages)
      .filter(([key]) => /\/(?:@rspack\/binding|@esbuild|@typescript\/typescript)-?[a-z]/.test(key))
      .filter(([key]) => !key.endsWith('/@rspack/binding'))
      .filter(([, entry]) => !entry.os && !entry.cpu)
      .map(([key]) => key);
    expect(unlabelled).toEqual([]);
  });
});
