import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../shared/atomic-write';
import { hashFileInto, listFiles } from '../shared/file-hash';

/**
 * The generated API (pages, records, sidebars, search records) is reused when nothing it is made
 * from has changed: `npm run dev`'s second start and a warm `npm run build` skip the generation
 * (most of their time). The key covers every input, so a hit can never serve stale pages: every
 * file of the specs folder (root and split files, by path and content), the API list, the
 * generator's own source files (generatorSources: this file among them) and the lock file (its dependencies' versions), the options given
 * to it and the environment variables that change output. `rm -rf .generated` starts clean.
 */

/** Environment variables that change generated output (and so the key). */
export const KEY_ENV = ['SPECS_DIR', 'DOCS_DIR', 'BASE_URL', 'SITE_ORIGIN', 'REPO_URL'] as const;

/** The generator's source files: what changes the pages when the specs do not. Tests are left out. */
export function generatorSources(rootDir: string): string[] {
  const dirs = [
    'plugins/openapi',
    'plugins/api-links',
    'plugins/shared',
    'plugins/apis',
    'common',
    'config',
  ];
  const files = dirs.flatMap((d) =>
    listFiles(path.join(rootDir, d))
      .filter(
        (f) =>
          /\.(ts|tsx|mjs|js|json|ya?ml)$/.test(f) &&
          !f.endsWith('.test.ts') &&
          !f.includes('fixtures/'),
      )
      .map((f) => path.join(rootDir, d, f)),
  );
  return [...files, path.join(rootDir, 'package-lock.json')];
}

export interface ApiCacheInput {
  specsDir: string;
  /** Generator source files (generatorSources), hashed by content. */
  sources: readonly string[];
  /** Everything else the generation depends on (API list, routes taken, options); JSON-serialised. */
  options: unknown;
  env?: Record<string, string | undefined>;
  /**
   * The spec files to hash, relative to `specsDir` (default: every file of the folder). The dev
   * server's restart after an apis.yaml edit names those the previous generation read, so its key
   * covers everything but the list.
   */
  specFiles?: readonly string[];
}

/** The cache key: a SHA-256 of every input, as hex. */
export function apiCacheKey(input: ApiCacheInput): string {
  const h = crypto.createHash('sha256');
  for (const f of input.specFiles ?? listFiles(input.specsDir))
    hashFileInto(h, `spec:${f}`, path.join(input.specsDir, f));
  for (const f of input.sources) hashFileInto(h, `src:${f}`, f);
  h.update(`\0options\0${JSON.stringify(input.options)}`);
  const env = input.env ?? process.env;
  h.update(`\0env\0${JSON.stringify(KEY_ENV.map((k) => [k, env[k] ?? null]))}`);
  h.update(`\0cwd\0${process.cwd()}`);
  return h.digest('hex');
}

interface Stamp<T> {
  key: string;
  value: T;
}

/**
 * The cached value when its key matches and every file it names still exists (the generated
 * records and stubs live beside it and can be deleted on their own). A `null` key takes whatever
 * was last generated: the dev server's fallback while a spec is broken.
 */
export function readApiCache<T>(
  file: string,
  key: string | null,
  files: (value: T) => string[],
): T | undefined {
  let stamp: Stamp<T>;
  try {
    stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as Stamp<T>;
  } catch {
    return undefined;
  }
  if (key !== null && stamp.key !== key) return undefined;
  return files(stamp.value).every((f) => fs.existsSync(f)) ? stamp.value : undefined;
}

/** Removed before a generation starts, so an interrupted one never leaves a valid stamp behind. */
export function clearApiCache(file: string): void {
  fs.rmSync(file, { force: true });
}

export function writeApiCache<T>(file: string, key: string, value: T): void {
  writeFileAtomic(file, JSON.stringify({ key, value } satisfies Stamp<T>));
}
