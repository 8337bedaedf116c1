import fs from 'node:fs';
import path from 'node:path';
import { trimTrailingSlash } from '../../common/routes/route-path';
import { checkPage, formatProblem, type PageProblem, type SpecsByVersion } from './check-page';
import { fileToRoute, listPageFiles } from '../shared/docs-routes';
import type { VendorRules } from './vendor-rules';
import { copyFiles, copyVoice } from './voice-copy';

/** Words of prose a content page needs outside code. */
export const MIN_WORDS = 150;

/** The written content pages: every Markdown page except the home page's frontmatter stub. */
export function contentPages(docsRoot: string): string[] {
  return listPageFiles(docsRoot).filter((f) => /\.mdx?$/.test(f) && f !== 'index.md');
}

/**
 * Every content rule over every content page of a docs root: the one check the build runs and
 * the content test runs. `shownRoot` prefixes file names in messages (`docs/idn/…`).
 */
export interface ContentCheckOptions {
  docsRoot: string;
  shownRoot: string;
  routes: Iterable<string>;
  specs?: SpecsByVersion;
  today: string;
  minWords?: number;
  /** The vendor snapshot's rules; null or absent: skipped (vendor-rules.ts). */
  vendor?: VendorRules | null;
  /** The repository root, for the custom pages' copy outside docs (config/site.ts …). */
  repoRoot?: string;
}

export function checkContent(opts: ContentCheckOptions): PageProblem[] {
  return [...contentProblems(opts)].flat();
}

/**
 * The same check, giving the event loop a turn after every page: a dev server keeps answering
 * and a test worker keeps talking to its runner while a few hundred pages are parsed.
 */
export async function checkContentAsync(opts: ContentCheckOptions): Promise<PageProblem[]> {
  const out: PageProblem[] = [];
  for (const page of contentProblems(opts)) {
    out.push(...page);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

/** The problems of each page in turn, then those of the custom pages' copy. */
function* contentProblems(opts: ContentCheckOptions): Generator<PageProblem[]> {
  const routes = new Set([...opts.routes].map(trimTrailingSlash));
  const routeExists = (r: string) => routes.has(trimTrailingSlash(r));
  const home = fs.existsSync(path.join(opts.docsRoot, 'index.md')) ? ['index.md'] : [];
  for (const rel of [...home, ...contentPages(opts.docsRoot)]) {
    const source = fs.readFileSync(path.join(opts.docsRoot, rel), 'utf8');
    const shown = path.posix.join(opts.shownRoot, rel.replace(/\\/g, '/'));
    yield checkPage(shown, source, {
      minWords: opts.minWords ?? MIN_WORDS,
      routeExists,
      routes,
      route: fileToRoute(rel),
      relPath: rel,
      today: opts.today,
      specs: opts.specs,
      linksOnly: rel === 'index.md',
      vendor: opts.vendor,
    });
  }
  // The custom pages' copy: the voice rule (their links are checked by the build's page modules).
  const repoRoot = opts.repoRoot ?? process.cwd();
  for (const file of copyFiles(opts.docsRoot, repoRoot)) {
    const inDocs = !path.relative(opts.docsRoot, file).startsWith('..');
    const shown = inDocs
      ? path.posix.join(opts.shownRoot, path.relative(opts.docsRoot, file).replace(/\\/g, '/'))
      : path.relative(repoRoot, file).replace(/\\/g, '/');
    yield copyVoice(fs.readFileSync(file, 'utf8')).map((p) => ({ file: shown, ...p }));
  }
}

/** The build's report: one line a problem, then a one-line summary. */
export function formatReport(problems: readonly PageProblem[]): {
  lines: string[];
  summary: string;
} {
  const files = new Set(problems.map((p) => p.file)).size;
  const n = problems.length;
  return {
    lines: problems.map(formatProblem),
    summary: `Content check failed: ${n} problem${n === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (listed above; rules: README "Author's quick reference")`,
  };
}
