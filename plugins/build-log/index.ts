import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { buildProfile, formatProfile, mainThreadCpu, type BuildProfile } from './profile';

export { buildProfile } from './profile';

export interface BuildLogOptions {
  /** Counts for the closing summary, and lines printed just before it (`notes`: what a reader of the log should know). */
  summary: () => { operations: number; warnings: number; notes?: string[] };
  /** Settings warnings printed beside the summary (see buildNotices). */
  notices?: string[];
  /** The phases' times and peak memory (default: the process's buildProfile). */
  profile?: BuildProfile;
}

/**
 * Warnings about build settings left unset. SITE_ORIGIN has no placeholder: without it the build
 * writes no canonical/og:url tags, sitemap.xml, robots.txt Sitemap line or RSS feed, which a
 * production deployment wants. REPO_URL unset only hides "Edit this page": no warning.
 */
export function buildNotices(env: { siteOrigin: string; repoUrl: string }): string[] {
  const notes: string[] = [];
  if (!env.siteOrigin) {
    notes.push(
      'SITE_ORIGIN is not set: no canonical URLs, sitemap.xml, robots.txt Sitemap line or RSS feed were written (set SITE_ORIGIN=https://your.host for a production build)',
    );
  } else if (!/^https?:\/\/[^/]+$/.test(env.siteOrigin)) {
    notes.push(
      `SITE_ORIGIN should be an origin such as https://developer.acme.test, got ${JSON.stringify(env.siteOrigin)}`,
    );
  }
  return notes;
}

/** One line counting the description links that lead nowhere, naming the file that lists them (none when there are none). */
export function formatDescriptionLinks(count: number, reportFile: string): string[] {
  if (!count) return [];
  return [
    `warn    description links: ${count} link${count === 1 ? '' : 's'} in spec descriptions lead to no page or anchor of the site; listed in ${reportFile} (STRICT_DESCRIPTION_LINKS=1 fails the build on them)`,
  ];
}

/** The log line naming the specs converted to OpenAPI 3 before their pages were made (empty when none). */
export function formatConversions(
  specs: ReadonlyArray<{ file: string; convertedFrom?: string }>,
): string[] {
  const converted = specs.filter((s) => s.convertedFrom);
  if (!converted.length) return [];
  return [
    `info    converted to OpenAPI 3 (published beside the original under /api-specs/): ${converted.map((s) => `${s.file} (${s.convertedFrom})`).join(', ')}`,
  ];
}

/**
 * The closing summary's API part: operations, warnings (the generator's and the API list's) and
 * the notes printed before it (converted specs, description links that lead nowhere).
 */
export function apiSummary(
  api: {
    operations: readonly unknown[];
    warnings: readonly string[];
    linkProblems: readonly unknown[];
    specs: ReadonlyArray<{ file: string; convertedFrom?: string }>;
  },
  opts: { apiListWarnings: number; linkReportFile: string },
): { operations: number; warnings: number; notes: string[] } {
  return {
    operations: api.operations.length,
    warnings: api.warnings.length + opts.apiListWarnings,
    notes: [
      ...formatConversions(api.specs),
      ...formatDescriptionLinks(api.linkProblems.length, opts.linkReportFile),
    ],
  };
}

const verbose = () => Boolean(process.env.BUILD_VERBOSE);

/** Number of files whose name ends with `ext` under `dir`, and their total size. */
export function countFiles(dir: string, ext?: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (!ext || e.name.endsWith(ext)) {
        files++;
        bytes += ext ? 0 : fs.statSync(p).size;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { files, bytes };
}

export function formatSummary(s: {
  pages: number;
  operations: number;
  warnings: number;
  bytes: number;
  ms: number;
}): string {
  const mb = (s.bytes / 1024 / 1024).toFixed(1);
  return `summary ${s.pages} pages (${s.operations} API operations), ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ${mb} MB output, ${(s.ms / 1000).toFixed(1)} s`;
}

/** The end of the `page data` phase, once it started (the plugins' modifySearchIndexData ends it). */
export interface PageDataPhase {
  end?: () => void;
}

/**
 * The page data, Rspack compile and SSG phases of the profile. Rspress renders the pages (SSG) while the
 * server bundle's assets are processed (its `optimize-transfer` stage), so the compile ends at
 * the stage before that one and SSG ends with Rsbuild's build.
 */
export function compilePhases(profile: BuildProfile, pageData: PageDataPhase = {}): RsbuildPlugin {
  let endCompile: (() => void) | undefined;
  let endSsg: (() => void) | undefined;
  return {
    name: 'portal-build-profile',
    setup(api) {
      // Rspress's page list (title, outline, description of every page: its extractPageData) is
      // read in its own modifyBundlerChain hook of the web environment, before the plugins'
      // modifySearchIndexData (buildLogPlugin ends the phase there).
      api.modifyBundlerChain({
        order: 'pre',
        handler: (_chain, { environment }) => {
          if (environment.name === 'web' && api.context.action === 'build' && !pageData.end)
            pageData.end = profile.start('page data');
        },
      });
      api.onBeforeBuild(() => {
        pageData.end?.();
        endCompile = profile.start('Rspack compile');
      });
      api.processAssets({ stage: 'optimize-hash', environments: ['node'] }, () => {
        // Only in a build (the dev server compiles too, and has no SSG).
        if (endSsg || !endCompile) return;
        endCompile();
        // Its progress is the page count of buildLogPlugin's timer, not a heartbeat.
        endSsg = profile.start('SSG', { counted: true });
      });
      api.onAfterBuild(() => {
        endCompile?.();
        endSsg?.();
      });
    },
  };
}

/**
 * A build log people read: no per-file size table (BUILD_VERBOSE=1 brings it back), progress
 * while pages render, and a closing summary: each phase's time and peak memory (./profile.ts),
 * then one summary line.
 */
export function buildLogPlugin(opts: BuildLogOptions): RspressPlugin {
  const started = Date.now();
  let total = 0;
  let timer: NodeJS.Timeout | undefined;
  const profile = opts.profile ?? buildProfile;
  const pageData: PageDataPhase = {};
  return {
    name: 'portal-build-log',
    builderConfig: {
      performance: { printFileSize: verbose() },
      plugins: [compilePhases(profile, pageData)],
    },
    // First of the hooks that make pages (its plugin comes before the generators): the profile
    // records production builds only.
    config(config, _utils, isProd) {
      if (isProd) profile.enabled = true;
      return config;
    },
    routeGenerated(routes, isProd) {
      if (isProd) total = routes.length;
    },
    // Rspress has read its page list; the search plugin's reading of it is the `search index` phase.
    modifySearchIndexData() {
      pageData.end?.();
    },
    beforeBuild(config, isProd) {
      if (!isProd) return;
      const out = config.outDir ?? 'doc_build';
      let last = -1;
      // Rspress's SSG workers write pages straight to the output folder: count them.
      timer = setInterval(() => {
        const n = countFiles(out, '.html').files;
        if (n > 0 && n !== last && n < total)
          console.log(`info    rendering pages: ${n} of ${total}`);
        last = n;
      }, 10_000);
      timer.unref();
    },
    afterBuild(config, isProd) {
      clearInterval(timer);
      if (!isProd) return;
      const out = config.outDir ?? 'doc_build';
      // Other plugins' afterBuild hooks (llms, search, sitemap) write files in parallel: sum at exit.
      process.once('exit', () => {
        const { bytes } = countFiles(out);
        const { notes = [], ...counts } = opts.summary();
        for (const note of opts.notices ?? []) console.log(`warn    ${note}`);
        for (const note of notes) console.log(note);
        const cpu = process.cpuUsage();
        const totals = {
          ms: Date.now() - started,
          cpuMs: (cpu.user + cpu.system) / 1000,
          mainCpuMs: mainThreadCpu(),
          peakRss: process.resourceUsage().maxRSS * 1024,
          loadAverage: os.loadavg(),
        };
        for (const line of formatProfile(profile.stats(), totals)) console.log(line);
        console.log(
          formatSummary({
            pages: countFiles(out, '.html').files,
            ...counts,
            warnings: counts.warnings + (opts.notices?.length ?? 0),
            bytes,
            ms: Date.now() - started,
          }),
        );
      });
    },
  };
}

/**
 * A plugin whose hooks are timed as phases of the build profile (`{ afterBuild: 'search index' }`):
 * the plugins of later phases keep no timing code of their own. Their afterBuild hooks run one
 * after another (`BuildProfile.inTurn`). Only production builds are timed.
 */
export function profiledPlugin(
  plugin: RspressPlugin,
  phases: Partial<Record<'afterBuild' | 'modifySearchIndexData', string>>,
  profile: BuildProfile = buildProfile,
): RspressPlugin {
  const timed: RspressPlugin = { ...plugin };
  const after = plugin.afterBuild;
  const afterPhase = phases.afterBuild;
  if (after && afterPhase)
    timed.afterBuild = (config, isProd) =>
      isProd
        ? profile.inTurn(afterPhase, () => after.call(plugin, config, isProd))
        : after.call(plugin, config, isProd);
  const modify = plugin.modifySearchIndexData;
  const modifyPhase = phases.modifySearchIndexData;
  if (modify && modifyPhase)
    timed.modifySearchIndexData = (pages, isProd) =>
      isProd
        ? profile.time(modifyPhase, () => modify.call(plugin, pages, isProd))
        : modify.call(plugin, pages, isProd);
  return timed;
}
