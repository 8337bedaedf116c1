import fs from 'node:fs';
import path from 'node:path';
import { apiKey, previousVersion, type ApiEntry } from '../../../common/apis/api-list';
import { recordPath } from '../../../common/api-pages/format';
import { writeFileAtomic } from '../../shared/atomic-write';
import { CHANGES_SLUG } from '../api-routes';
import type { GeneratedApi, RenderMode } from '../generate';
import { specStem } from '../published-spec';

/**
 * The dev server's partial regeneration (README "Writing locally"): a saved spec file regenerates
 * the APIs read from it, and the pages of other versions that show them (version menus, "What
 * changed"); every other API keeps its pages and its part of the generated data.
 */

/** The APIs read from one of the changed files (a spec not generated before: when its root file changed). */
export function affectedApis(
  apis: readonly ApiEntry[],
  prev: GeneratedApi,
  specsDir: string,
  changed: readonly string[],
): Set<string> {
  const rel = new Set(
    changed.map((f) =>
      path.relative(specsDir, path.resolve(specsDir, f)).split(path.sep).join('/'),
    ),
  );
  const out = new Set<string>();
  for (const a of apis) {
    const spec = prev.specs.find((s) => s.file === a.file);
    // A spec generated without its file list (an older cache) is taken as read from every file.
    if (
      spec
        ? !spec.files || spec.files.some((f) => rel.has(f.split(path.sep).join('/')))
        : rel.has(a.file)
    )
      out.add(a.file);
  }
  return out;
}

/**
 * Which pages a regeneration renders, given the loaded APIs' menu hashes: every page of an
 * affected API; the "What changed" page of a version compared against an affected one; and the
 * version bar only ('bar') of every other page of an API whose version menus changed: what an
 * affected API's pages are (an operation, tag or schema added, removed or renamed) or, after an
 * apis.yaml edit, its list of versions (`listChanged`, API keys: common/apis/api-list.ts `apiKey`).
 */
export function renderPlan(
  apis: readonly ApiEntry[],
  prev: GeneratedApi,
  affected: ReadonlySet<string>,
  listChanged: ReadonlySet<string> = new Set(),
) {
  return (menus: ReadonlyMap<string, string>) => {
    const loaded = apis.filter((a) => menus.has(a.file));
    const menuChanged = new Set([
      ...listChanged,
      ...loaded
        .filter(
          (a) =>
            affected.has(a.file) &&
            prev.specs.find((s) => s.file === a.file)?.menu !== menus.get(a.file),
        )
        .map(apiKey),
    ]);
    return (a: ApiEntry, route: string): RenderMode => {
      if (affected.has(a.file)) return true;
      const before = previousVersion(loaded, a);
      if (before && affected.has(before.file) && route === `${a.base}/${CHANGES_SLUG}`) return true;
      return menuChanged.has(apiKey(a)) ? 'bar' : false;
    };
  };
}

/**
 * Writes the files whose content changed, each by a rename (a request never reads half a file);
 * the others keep their modification time, so nothing watching them rebuilds.
 */
export function applyFiles(files: ReadonlyMap<string, string>): number {
  let written = 0;
  for (const [file, content] of files) {
    try {
      if (fs.readFileSync(file, 'utf8') === content) continue;
    } catch {
      // new file
    }
    writeFileAtomic(file, content);
    written++;
  }
  return written;
}

const stubDir = (outDir: string, file: string) => path.join(outDir, specStem(file)) + path.sep;
const ofApi = (g: GeneratedApi, outDir: string, a: ApiEntry) =>
  g.pages.filter((p) => p.filepath.startsWith(stubDir(outDir, a.file)));
/** An API every page of which this run rendered: its part of the new result replaces the old one. */
const fullyRendered = (
  g: GeneratedApi,
  outDir: string,
  a: ApiEntry,
  rendered: ReadonlySet<string>,
) =>
  g.specs.some((s) => s.file === a.file) &&
  ofApi(g, outDir, a).every((p) => rendered.has(p.routePath));

/** Files of the fully regenerated APIs that the new run did not write: their pages or sidebar groups are gone. */
export function staleFiles(
  apis: readonly ApiEntry[],
  prev: GeneratedApi,
  g: GeneratedApi,
  written: ReadonlyMap<string, string>,
  dirs: { outDir: string; dataDir: string; groupsDir: string },
  rendered: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const a of apis) {
    if (!fullyRendered(g, dirs.outDir, a, rendered)) continue;
    for (const p of ofApi(prev, dirs.outDir, a)) {
      const record = path.join(dirs.dataDir, recordPath(p.routePath));
      if (!written.has(p.filepath)) out.push(p.filepath);
      if (!written.has(record)) out.push(record);
    }
    const groups = path.join(
      dirs.groupsDir,
      'page-data',
      ...a.base.split('/').filter(Boolean),
      '_sidebar',
    );
    for (const name of fs.existsSync(groups) ? fs.readdirSync(groups) : []) {
      const f = path.join(groups, name);
      if (!written.has(f)) out.push(f);
    }
  }
  return out;
}

/** The whole generated API again: the new run's part for the APIs it rendered in full, the previous one for the rest. */
export function mergeGenerated(
  apis: readonly ApiEntry[],
  prev: GeneratedApi,
  g: GeneratedApi,
  rendered: ReadonlySet<string>,
  outDir: string,
): GeneratedApi {
  const out: GeneratedApi = {
    pages: [],
    sidebars: {},
    operations: [],
    schemas: [],
    bundles: { ...prev.bundles, ...g.bundles },
    warnings: [],
    linkProblems: [],
    specs: [],
  };
  for (const a of apis) {
    const src = fullyRendered(g, outDir, a, rendered) ? g : prev;
    const spec = src.specs.find((s) => s.file === a.file);
    if (!spec) continue;
    out.specs.push(spec);
    out.warnings.push(...spec.warnings);
    out.pages.push(...ofApi(src, outDir, a));
    out.operations.push(...src.operations.filter((o) => o.specFile === a.file));
    out.schemas.push(...src.schemas.filter((s) => s.specFile === a.file));
    if (src.sidebars[a.base]) out.sidebars[a.base] = src.sidebars[a.base]!;
    // Links are checked per page: a page rendered now replaces its old problems.
    const kept = prev.linkProblems.filter(
      (p) => p.api === a.file && (src === prev ? !rendered.has(p.page) : false),
    );
    out.linkProblems.push(
      ...kept,
      ...g.linkProblems.filter((p) => p.api === a.file && (src === g || rendered.has(p.page))),
    );
  }
  return out;
}
