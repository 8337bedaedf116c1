import path from 'node:path';
import { readIdentifierAllowList, type AllowEntry } from './identifier-allow';
import {
  loadVendorSnapshot,
  vendorDir,
  vendorSpecDirs,
  type VendorSnapshot,
} from './vendor-snapshot';
import { indexFolders, type WordIndex } from './word-index';

/** The identifier rule's allow list, beside the rules. */
export const IDENTIFIER_ALLOW_FILE = path.join(__dirname, 'identifier-allow.txt');

/** Per page: how many identifiers the identifier rule checked and which it did not find. */
export interface IdentifierStats {
  checked: number;
  found: number;
  allowed: number;
  missing: string[];
}

/** What the rules that read the vendor snapshot need, loaded once per run. */
export interface VendorRules {
  snapshot: VendorSnapshot;
  repoRoot: string;
  /** files.txt and commits.txt as messages name them (relative to the working folder). */
  filesTxt: string;
  commitsTxt: string;
  /** Every spec: the site's specs folder and the vendor's bundled specs. */
  specIndex: WordIndex;
  allow: readonly AllowEntry[];
  /** Called once per guide page the identifier rule checked (the first-run figures). */
  onIdentifiers?: (file: string, stats: IdentifierStats) => void;
}

/** The one line the build and the tests print when the snapshot is absent. */
export const vendorSkipMessage = (dir: string) =>
  `vendor snapshot not found at ${dir} (files.txt; set VENDOR_DIR): the rules "citations resolve", "identifiers found in their sources" and "verified after the snapshot" are skipped`;

/**
 * The snapshot rules' context, or null when the snapshot is absent. `specsDir` is the site's
 * specs folder (the build's SPECS_DIR); the vendor's bundled specs come from VENDOR_SPECS_DIRS.
 */
export function loadVendorRules(opts: {
  repoRoot: string;
  specsDir: string;
  env?: NodeJS.ProcessEnv;
  allowFile?: string;
}): { rules: VendorRules | null; dir: string } {
  const env = opts.env ?? process.env;
  const dir = vendorDir(env, opts.repoRoot);
  const snapshot = loadVendorSnapshot(dir);
  if (!snapshot) return { rules: null, dir: path.relative(process.cwd(), dir) || dir };
  const shown = (name: string) => path.relative(process.cwd(), path.join(dir, name));
  return {
    dir,
    rules: {
      snapshot,
      repoRoot: opts.repoRoot,
      filesTxt: shown('files.txt'),
      commitsTxt: shown('commits.txt'),
      specIndex: indexFolders([opts.specsDir, ...vendorSpecDirs(env, opts.repoRoot)]),
      allow: readIdentifierAllowList(opts.allowFile ?? IDENTIFIER_ALLOW_FILE),
    },
  };
}
