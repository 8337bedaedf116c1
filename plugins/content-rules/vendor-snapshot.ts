import fs from 'node:fs';
import path from 'node:path';

/**
 * The vendor's public sources at fixed commits (`../shared/vendor/`, README.md there): `files.txt`
 * lists every file of the snapshot's repositories as `owner/repository/path`, `commits.txt` their
 * commits and dates, and some repositories are copied in full (`<repository>/<path>`). The rules
 * that read it are skipped, with one warning, when the folder is absent (a clone elsewhere).
 */
export interface VendorSnapshot {
  /** The folder, as given. */
  dir: string;
  /** Every line of files.txt. */
  files: ReadonlySet<string>;
  /** `owner/repository` → snapshot day (YYYY-MM-DD). */
  commitDays: ReadonlyMap<string, string>;
  /** Cited path (`owner/repository/path`) → its copy on disk, when the file was copied. */
  localPath(source: string): string | undefined;
  /** The copied files of a repository (`owner/repository`), for a cited file that was not copied. */
  copiedFiles(repo: string): string[];
  /** Files of files.txt with this base name, for a "did you mean" hint. */
  sameBasename(source: string): string[];
}

/** Where the snapshot is: `VENDOR_DIR`, else `../shared/vendor` beside the repository. */
export function vendorDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.VENDOR_DIR || '../shared/vendor');
}

/** The vendor's bundled specs (identifiers are looked up in them too), those of them present. */
export function vendorSpecDirs(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): string[] {
  const dirs = (env.VENDOR_SPECS_DIRS || '../shared/specs/sailpoint:../shared/specs/scale')
    .split(path.delimiter)
    .filter(Boolean)
    .map((d) => path.resolve(cwd, d));
  return dirs.filter((d) => fs.existsSync(d));
}

/** `owner/repository` of a cited path. */
export const repoOf = (source: string) => source.split('/').slice(0, 2).join('/');

const cache = new Map<string, VendorSnapshot | null>();
const SERVICE_SPEC = /^sailpoint-oss\/api-specs\/idn\/apis\/(.+)$/;

/** The snapshot at `dir`, or null when it (or its files.txt) is absent. Read once per folder. */
export function loadVendorSnapshot(dir: string): VendorSnapshot | null {
  if (cache.has(dir)) return cache.get(dir)!;
  const listFile = path.join(dir, 'files.txt');
  if (!fs.existsSync(listFile)) {
    cache.set(dir, null);
    return null;
  }
  const files = new Set(
    fs
      .readFileSync(listFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  const commitDays = new Map<string, string>();
  const commitsFile = path.join(dir, 'commits.txt');
  if (fs.existsSync(commitsFile))
    for (const line of fs.readFileSync(commitsFile, 'utf8').split('\n')) {
      const [repo, , day] = line.trim().split(/\s+/);
      if (repo && day && /^\d{4}-\d{2}-\d{2}$/.test(day)) commitDays.set(repo, day);
    }
  const byBasename = new Map<string, string[]>();
  for (const f of files) {
    const base = f.slice(f.lastIndexOf('/') + 1);
    const list = byBasename.get(base) ?? [];
    list.push(f);
    byBasename.set(base, list);
  }
  const copied = new Map<string, string[]>();
  // The copies are named by repository without its owner: vendor/sailpoint-cli/cmd/…
  const onDisk = (source: string) => path.join(dir, source.split('/').slice(1).join('/'));
  const snapshot: VendorSnapshot = {
    dir,
    files,
    commitDays,
    localPath(source) {
      if (!files.has(source)) return undefined;
      const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();
      const p = onDisk(source);
      if (isFile(p)) return p;
      // The per-service specs beside the snapshot (../specs/services/, its README) are
      // api-specs' idn/apis folder at the snapshot's commit.
      const service = source.match(SERVICE_SPEC)?.[1];
      const copy = service && path.join(dir, '..', 'specs', 'services', service);
      return copy && isFile(copy) ? copy : undefined;
    },
    copiedFiles(repo) {
      let list = copied.get(repo);
      if (!list) {
        const root = onDisk(`${repo}/`);
        list = [];
        const walkDir = (d: string) => {
          for (const e of fs.readdirSync(d, { withFileTypes: true })) {
            if (e.name === '.git' || e.name === 'node_modules') continue;
            const full = path.join(d, e.name);
            if (e.isDirectory()) walkDir(full);
            else list!.push(full);
          }
        };
        if (fs.existsSync(root)) walkDir(root);
        list.sort();
        copied.set(repo, list);
      }
      return list;
    },
    sameBasename(source) {
      return byBasename.get(source.slice(source.lastIndexOf('/') + 1)) ?? [];
    },
  };
  cache.set(dir, snapshot);
  return snapshot;
}
