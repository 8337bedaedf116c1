import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { errorOverlay } from './overlay';
import { installPageIndexCache } from './page-index-cache';

export interface DevPluginOptions {
  specsDir: string;
  /** The API list files a restart follows (the specs folder's apis.yaml, and the project's fallback). */
  apiListFiles: string[];
  /**
   * Regenerates the API pages read from the changed files (plugins/openapi/dev-loop/): the pages open in a
   * browser first (`early` is called once their records are written), then the rest. Returns the
   * APIs regenerated, the error when a spec is broken, or that a newer change interrupted it.
   */
  regenerate: (
    changed: string[],
    opened: () => string[],
    early: () => void,
  ) => Promise<{ apis: string[]; error?: Error; interrupted?: boolean }>;
  /** A newer change arrived: stop the running regeneration at its next page. */
  interrupt?: () => void;
  /** The error the pages are currently held back by (a broken spec or API list), if any. */
  error: () => Error | undefined;
  /** Where the page list's Markdown trees are kept between starts (page-index-cache.ts). */
  pageIndexCacheFile?: string;
  /**
   * Set while apis.yaml is broken: whether it reads now. A list naming a spec file that did not
   * exist yet is fixed by creating the file, not by editing the list.
   */
  listReadsNow?: () => boolean;
}

interface SpecWatchers {
  close: () => void;
}

/**
 * Watches every folder of the specs folder. A folder's watcher sees its files by name, so it keeps
 * working when an editor saves by replacing the file (Node 20's recursive watcher on Linux loses
 * such a file after the first save). A folder added later is watched from its first event.
 */
export function watchSpecs(dir: string, onChange: (file: string) => void): SpecWatchers {
  const watchers = new Map<string, fs.FSWatcher>();
  const watch = (d: string) => {
    if (watchers.has(d)) return;
    try {
      const w = fs.watch(d, (_event, name) => {
        if (!name) return;
        const file = path.join(d, name.toString());
        try {
          if (fs.statSync(file).isDirectory()) watchTree(file);
        } catch {
          // removed: still a change
        }
        onChange(file);
      });
      w.on('error', () => {
        w.close();
        watchers.delete(d);
      });
      watchers.set(d, w);
    } catch (e) {
      console.warn(`warn    [dev] ${d} is not watched: ${(e as Error).message}`);
    }
  };
  const watchTree = (d: string) => {
    watch(d);
    for (const e of fs.readdirSync(d, { withFileTypes: true }))
      if (e.isDirectory()) watchTree(path.join(d, e.name));
  };
  watchTree(dir);
  return { close: () => [...watchers.values()].forEach((w) => w.close()) };
}

/** How long after the last change event the pages are regenerated (editors write a file in steps). */
const SETTLE_MS = 120;

/** Routes opened in a browser lately, newest last: their pages are regenerated first. */
export class OpenedRoutes {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly keep = 12,
    private readonly maxAgeMs = 30 * 60_000,
  ) {}

  /** A request: a page record (`/page-data/<route>.json`) or a page's HTML. */
  add(url: string, html: boolean, now = Date.now()): void {
    const p = url.replace(/[?#].*$/, '');
    const m = /^\/page-data(\/.*)\.json$/.exec(p);
    const route = m
      ? m[1]!.replace(/\/index$/, '') || '/'
      : html
        ? p.replace(/\.html$/, '').replace(/(.)\/+$/, '$1')
        : undefined;
    if (!route || route.includes('/_sidebar/')) return;
    this.seen.delete(route);
    this.seen.set(route, now);
    while (this.seen.size > this.keep) this.seen.delete(this.seen.keys().next().value!);
  }

  list(now = Date.now()): string[] {
    return [...this.seen].filter(([, t]) => now - t <= this.maxAgeMs).map(([r]) => r);
  }
}

/**
 * The authors' loop in `rspress dev` (README "Writing locally"): a saved spec file regenerates the
 * API pages, whose records the dev server serves from disk, and reloads the open pages; a broken
 * spec keeps the last good pages and shows the error (file, line, JSON pointer) in the browser's
 * overlay and the terminal until it is fixed; a changed API list restarts the dev server (routes,
 * navbar, sidebars and version menus are made at start).
 */
export function devPlugin(opts: DevPluginOptions): RspressPlugin {
  const listFiles = new Set(opts.apiListFiles.map((f) => path.resolve(f)));
  const pageIndex = opts.pageIndexCacheFile
    ? installPageIndexCache(opts.pageIndexCacheFile)
    : undefined;
  return {
    name: 'portal-dev',
    // Called right after Rspress has read every page for its page list: the trees it parsed are kept.
    modifySearchIndexData() {
      pageIndex?.save();
    },
    builderConfig: {
      dev: { watchFiles: [{ paths: [...listFiles], type: 'restart' }] },
      server: {
        setup: (ctx) => {
          if (ctx.action !== 'dev') return;
          const server = ctx.server;
          const showError = (err: Error | undefined) => {
            if (err) server.sockWrite('errors', errorOverlay(err.message));
          };
          // A page opened (or reloaded) while an error stands shows it too: its HTML or record request
          // says a page is opening; the overlay is sent once its socket has had time to connect.
          const opened = new OpenedRoutes();
          server.middlewares.use((req, _res, next) => {
            const html = req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '');
            const opening = req.url?.startsWith('/page-data/') || html;
            if (opening && req.url) opened.add(req.url, html);
            if (opening && opts.error())
              for (const ms of [300, 1500, 4000]) setTimeout(() => showError(opts.error()), ms);
            next();
          });
          const initial = opts.error();
          if (initial) console.error(`error   ${initial.message}`);
          let timer: NodeJS.Timeout | undefined;
          let running: Promise<void> | undefined;
          let again = false;
          const changed = new Set<string>();
          const run = async () => {
            const started = performance.now();
            const files = [...changed];
            changed.clear();
            let reloaded = false;
            const early = () => {
              reloaded = true;
              server.sockWrite('full-reload');
            };
            const res = await opts.regenerate(files, () => opened.list(), early);
            if (res.interrupted) {
              for (const f of files) changed.add(f);
              return;
            }
            if (res.error) {
              console.error(`error   ${res.error.message}`);
              showError(res.error);
              return;
            }
            const names = files.map((f) => path.relative(opts.specsDir, f)).join(', ');
            if (!res.apis.length) {
              console.log(
                `info    [dev] ${names}: read by no API in apis.yaml, nothing regenerated`,
              );
              return;
            }
            console.log(
              `ready   API pages regenerated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${res.apis.join(', ')} (${names} changed)`,
            );
            if (!reloaded) server.sockWrite('full-reload');
          };
          const schedule = () => {
            clearTimeout(timer);
            timer = setTimeout(() => {
              if (running) {
                again = true;
                opts.interrupt?.();
                return;
              }
              running = run().finally(() => {
                running = undefined;
                if (again) {
                  again = false;
                  schedule();
                }
              });
            }, SETTLE_MS);
          };
          // A restart (apis.yaml changed) loads the config afresh: the previous server's watchers are closed here.
          const slot = globalThis as { __portalSpecWatchers?: SpecWatchers };
          slot.__portalSpecWatchers?.close();
          // While the list is broken, a spec file it names may be created, which fixes it: the
          // server then restarts as an edit of the list would (through Rsbuild's restart watcher on
          // it; its content is left as it is). Checked on each spec event and every second, as the
          // file may have been created while the server was restarting (its event went to the
          // previous server's watchers).
          let touched = 0;
          let touches = 0;
          const listFixed = (): boolean => {
            if (!opts.listReadsNow?.()) return false;
            const list = [...listFiles].find((f) => fs.existsSync(f));
            if (!list) return false;
            // Touched again only if no restart followed within a few seconds (three times at most).
            if (Date.now() - touched > 3_000 && touches < 3) {
              touched = Date.now();
              touches++;
              const now = new Date();
              fs.utimesSync(list, now, now);
            }
            return true;
          };
          const recheck = opts.listReadsNow ? setInterval(listFixed, 1_000).unref() : undefined;
          const specs = watchSpecs(opts.specsDir, (file) => {
            if (listFiles.has(file) || !/\.(ya?ml|json)$/.test(file) || listFixed()) return;
            changed.add(file);
            schedule();
          });
          slot.__portalSpecWatchers = {
            close: () => {
              clearInterval(recheck);
              specs.close();
            },
          };
        },
      },
    },
  };
}
