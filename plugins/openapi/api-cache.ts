import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * The cache file holds one JSON value per line: the key first, then each top-level field of the
 * value, an array or a plain object one element or entry per line. A whole generation of a large
 * API does not fit in one string (V8 caps a string at ~512 MB: `JSON.stringify` threw on the
 * generation of bench:deep's ~10,000-operation API), and a key that does not match is known from
 * the first line. JSON escapes line breaks inside strings, so every raw
 * line break ends a line.
 */
type Line =
  | ['key', string]
  | ['field', string, unknown]
  | ['list', string]
  | ['object', string]
  | ['item', string, unknown]
  | ['entry', string, string, unknown];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function* cacheLines(key: string, value: unknown): Generator<Line> {
  yield ['key', key];
  if (!isPlainObject(value)) return yield ['field', '', value];
  for (const [name, v] of Object.entries(value)) {
    if (Array.isArray(v)) {
      yield ['list', name];
      for (const item of v) yield ['item', name, item];
    } else if (isPlainObject(v)) {
      yield ['object', name];
      for (const [k, e] of Object.entries(v)) yield ['entry', name, k, e];
    } else yield ['field', name, v];
  }
}

/** The file's lines, parsed one at a time from its bytes (never one string of the whole file). */
function* readLines(buf: Buffer): Generator<Line> {
  for (let at = 0; at < buf.length;) {
    const end = buf.indexOf(0x0a, at);
    const stop = end < 0 ? buf.length : end;
    if (stop > at) yield JSON.parse(buf.toString('utf8', at, stop)) as Line;
    at = stop + 1;
  }
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
  let value: unknown;
  try {
    const lines = readLines(fs.readFileSync(file));
    const first = lines.next().value;
    if (first?.[0] !== 'key' || (key !== null && first[1] !== key)) return undefined;
    const fields: Record<string, unknown> = {};
    for (const line of lines) {
      if (line[0] === 'field') {
        if (line[1] === '') value = line[2];
        else fields[line[1]] = line[2];
      } else if (line[0] === 'list') fields[line[1]] = [];
      else if (line[0] === 'object') fields[line[1]] = {};
      else if (line[0] === 'item') (fields[line[1]] as unknown[]).push(line[2]);
      else if (line[0] === 'entry') (fields[line[1]] as Record<string, unknown>)[line[2]] = line[3];
    }
    value ??= fields;
  } catch {
    return undefined;
  }
  return files(value as T).every((f) => fs.existsSync(f)) ? (value as T) : undefined;
}

/** Removed before a generation starts, so an interrupted one never leaves a valid stamp behind. */
export function clearApiCache(file: string): void {
  fs.rmSync(file, { force: true });
}

/** Written line by line into a temporary file, then renamed over the old one (as writeFileAtomic). */
export function writeApiCache<T>(file: string, key: string, value: T): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    let chunk = '';
    for (const line of cacheLines(key, value)) {
      chunk += `${JSON.stringify(line)}\n`;
      if (chunk.length > 1 << 20) {
        fs.writeSync(fd, chunk);
        chunk = '';
      }
    }
    fs.writeSync(fd, chunk);
    fs.closeSync(fd);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
