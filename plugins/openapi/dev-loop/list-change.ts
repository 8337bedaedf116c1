import fs from 'node:fs';
import path from 'node:path';
import { apiKey, previousVersion, type ApiEntry } from '../../../common/apis/api-list';
import { recordPath } from '../../../common/api-pages/format';
import { hashFiles } from '../../shared/file-hash';
import { apiCacheKey, readApiCache } from '../api-cache';
import type { GeneratedApi } from '../generate';
import type { ApiGeneration } from '../generation';

/**
 * After an apis.yaml edit the dev server restarts and the cache key (which covers the list) no
 * longer matches. When nothing else the pages are made from changed (the files the previous
 * generation's specs were read from, the generator's sources, the routes, the settings), only the
 * APIs whose entries changed are regenerated; the others keep their pages. The list and that
 * list-free key are stamped beside the API cache (`api-cache-list.json`) after each generation.
 */

/**
 * What the pages are made from besides the API list: the generator, routes and settings (`rest`),
 * and each spec's files by content (`specs`, so a spec deleted with its entry does not count).
 */
type ListFreeKey = { rest: string; specs: Record<string, string> };

/** When only the list changed: the previous generation, the versions to render, the APIs whose menus change. */
export interface ListChange {
  prev: GeneratedApi;
  /** Spec files of the versions to render. */
  changed: string[];
  /** APIs (`apiKey`) whose list of versions changed: their other versions get new version bars. */
  products: ReadonlySet<string>;
}

export function listStamp(gen: ApiGeneration): {
  /** Stamps the list and the list-free key of `g` (after every dev generation). */
  write: (g: GeneratedApi) => void;
  /** The list change since the stamp, when it is the only change; else undefined. */
  read: () => ListChange | undefined;
} {
  const { opts } = gen;
  const file = opts.cache && path.join(path.dirname(opts.cache.file), 'api-cache-list.json');
  const entryText = (a: ApiEntry) => JSON.stringify([a, opts.specSourceUrl?.(a.file) ?? null]);
  /** Undefined when a spec does not say which files it was read from. */
  const listFreeKey = (g: GeneratedApi): ListFreeKey | undefined => {
    if (!opts.cache || g.specs.some((s) => !s.files)) return undefined;
    return {
      rest: apiCacheKey({
        specsDir: opts.specsDir,
        specFiles: [],
        sources: opts.cache.sources,
        options: {
          routes: gen.routes(),
          guides: gen.guidePaths(),
          outDir: opts.outDir,
          dataDir: opts.dataDir,
          groupsDir: opts.groupsDir,
        },
      }),
      specs: Object.fromEntries(
        g.specs.map((s) => [s.file, hashFiles(s.files!.map((f) => path.join(opts.specsDir, f)))]),
      ),
    };
  };
  const write = (g: GeneratedApi) => {
    const key = listFreeKey(g);
    if (!file || !key) return;
    fs.writeFileSync(file, JSON.stringify({ key, entries: opts.apis.map(entryText) }));
  };
  const read = (): ListChange | undefined => {
    if (!opts.cache || !file) return undefined;
    let stamp: { key: ListFreeKey; entries: string[] };
    try {
      stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stamp;
    } catch {
      return undefined;
    }
    // The usual start (nothing changed) takes the cached pages as they are.
    if (readApiCache(opts.cache.file, gen.cacheKey(), gen.stubsOf)) return undefined;
    const last = readApiCache<GeneratedApi>(opts.cache.file, null, gen.stubsOf);
    // The specs still listed must be as they were; a spec whose entry went may be gone with it.
    const listed = new Set(opts.apis.map((a) => a.file));
    const now =
      last && listFreeKey({ ...last, specs: last.specs.filter((s) => listed.has(s.file)) });
    if (
      !now ||
      now.rest !== stamp.key?.rest ||
      Object.entries(now.specs).some(([f, hash]) => stamp.key.specs?.[f] !== hash)
    )
      return undefined;
    const before = stamp.entries.map((e) => (JSON.parse(e) as [ApiEntry])[0]);
    // Version menus are per API: an API whose list of versions changed gets new version bars.
    const productList = (list: readonly ApiEntry[], p: string) =>
      JSON.stringify(list.filter((a) => apiKey(a) === p).map(entryText));
    const products = new Set([...before, ...opts.apis].map(apiKey));
    const changedProducts = [...products].filter(
      (p) => productList(before, p) !== productList(opts.apis, p),
    );
    // A version gone: its pages, records and sidebar groups go with it. A page belongs to the
    // longest base it is under (a base may be the prefix of another: /shop/api and /shop/api/v3).
    const kept = new Set(opts.apis.map((a) => a.base));
    const bases = last.specs.map((sp) => sp.base).sort((a, b) => b.length - a.length);
    const owner = (route: string) => bases.find((b) => route === b || route.startsWith(`${b}/`));
    const isGone = (route: string) => !kept.has(owner(route) ?? '');
    for (const p of last.pages.filter((p) => isGone(p.routePath))) {
      fs.rmSync(p.filepath, { force: true });
      fs.rmSync(path.join(opts.dataDir, recordPath(p.routePath)), { force: true });
    }
    for (const b of bases.filter((b) => !kept.has(b)))
      fs.rmSync(
        path.join(opts.groupsDir, 'page-data', ...b.split('/').filter(Boolean), '_sidebar'),
        { recursive: true, force: true },
      );
    const prev: GeneratedApi = {
      ...last,
      pages: last.pages.filter((p) => !isGone(p.routePath)),
      specs: last.specs.filter((sp) => kept.has(sp.base)),
    };
    // Rendered again: the versions that are new or whose entry changed, and those whose "What
    // changed" page compares with another version now. Their siblings only get new version bars
    // (the version key, derived from the list, shows nowhere else in a page).
    const own = (a: ApiEntry) => entryText({ ...a, versionKey: null });
    const compared = (list: readonly ApiEntry[], a: ApiEntry) => {
      const same = list.find((x) => own(x) === own(a));
      return same && previousVersion(list, same)?.base;
    };
    const beforeOwn = new Set(before.map(own));
    const changed = opts.apis
      .filter((a) => changedProducts.includes(apiKey(a)))
      .filter((a) => !beforeOwn.has(own(a)) || compared(before, a) !== compared(opts.apis, a))
      .map((a) => a.file);
    return { prev, changed, products: new Set(changedProducts) };
  };
  return { write, read };
}
