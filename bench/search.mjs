#!/usr/bin/env node
// npm run bench:search — the site search, and Pagefind beside it on the same built site.
// For each corpus (CORPUS=scale,default by default; also `real`, ../shared/specs/sailpoint with all docs):
// builds the site (SITE_DIR=path measures an existing one instead, GENERATED_DIR its generated
// folder, default .generated), prints the portal's index size, writes the Pagefind indexes, then
// RUNS times (default 3, medians printed with every run's value and the load average before it):
//   - bytes from opening the search to the first result, cold cache, per case (gzip -9 on the wire)
//   - keystroke → results (portal: in the DOM / painted; Pagefind: search() + data() of the first results)
//   - index ready after opening, warm HTTP cache
//   - the relevance set (tests/lib/search-relevance-cases.mjs): expected page in the top 3, in
//     all and per group of cases (typo, synonym, concept, status, path…); on a corpus without
//     some expected pages, only the cases whose pages exist count
// ENGINES=portal,pagefind-records,pagefind-html chooses the engines (all by default); VERBOSE=1 lists the files downloaded;
// PF_RANKING='{"pageLength":0}' sets Pagefind's ranking options.
// Targets (issue 13): ≤ 250 KB gzip from opening to the first result on the scale build,
// ≤ 50 ms median keystroke → results, ≤ 300 ms index ready.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../tests/harness/chromium.mjs';
import { RELEVANCE_CASES } from '../tests/lib/search-relevance-cases.mjs';
import {
  buildPagefindIndex,
  pfColdBytes,
  pfKeystrokes,
  pfReady,
  pfRelevance,
  PF_RESULTS,
} from './search-pagefind.mjs';
import { coldBytes, indexReady, keystrokes, relevance } from './search-portal.mjs';
import { buildSite, countingServer, gz, hasPage, kb, ms, quantile, root } from './search-site.mjs';
import { load, median } from './stats.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const ENGINES = (process.env.ENGINES ?? 'portal,pagefind-records,pagefind-html').split(',');
const CORPUS = process.env.SITE_DIR ? ['site'] : (process.env.CORPUS ?? 'scale,default').split(',');

// Queries every corpus answers (the scale build has few guides).
const COLD = [
  { route: '/', q: 'list sources', note: 'home, whole site' },
  { route: '/', q: 'approve access request', note: 'home, whole site' },
  { route: '/', q: 'getAccount', note: 'home, whole site' },
  { route: '/idn/docs', q: 'list sources', product: 'idn', note: 'IDN page, IDN preselected' },
  { route: '/nerm/api', q: 'create user', product: 'nerm', note: 'NERM page, NERM preselected' },
];
const TYPED = ['list sources', 'approve access request', 'identity profile'];

const fmtRuns = (xs, f) => `${f(median(xs))} (${xs.map(f).join(', ')})`;
const summary = [];

for (const corpus of CORPUS) {
  const site =
    corpus === 'site'
      ? { siteDir: path.resolve(process.env.SITE_DIR), cleanup: () => {} }
      : await buildSite(corpus);
  const generatedDir =
    corpus === 'site'
      ? path.resolve(process.env.GENERATED_DIR ?? path.join(root, '.generated'))
      : path.join(path.dirname(site.siteDir), 'generated');
  const { siteDir } = site;

  // The portal's index on disk.
  const searchDir = path.join(siteDir, 'search');
  const manifest = JSON.parse(fs.readFileSync(path.join(searchDir, 'manifest.json'), 'utf8'));
  const shardSizes = manifest.shards.map((s) => ({
    id: s.id,
    docs: s.docs,
    gzip: gz(fs.readFileSync(path.join(searchDir, s.file))),
  }));
  console.log(
    `[${corpus}] portal index: ${manifest.shards.reduce((n, s) => n + s.docs, 0)} documents, ${kb(shardSizes.reduce((n, s) => n + s.gzip, 0))} gzip in ${shardSizes.length} shards (${shardSizes.map((s) => `${s.id} ${kb(s.gzip)}`).join(', ')})`,
  );

  // Relevance cases this corpus can answer: their expected pages exist.
  const cases = RELEVANCE_CASES.filter((c) =>
    c.first ? hasPage(siteDir, c.want[0]) : c.want.some((r) => hasPage(siteDir, r)),
  );

  const engines = [];
  for (const name of ENGINES) {
    let extra = {};
    if (name.startsWith('pagefind-')) {
      const source = name.slice('pagefind-'.length);
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
      const before = load();
      const built = await buildPagefindIndex({ source, siteDir, generatedDir, outDir });
      console.log(
        `[${corpus}] ${name} index: ${built.pages} pages, ${built.files} files, ${kb(built.bytes)} (compressed by Pagefind), indexed in ${(built.ms / 1000).toFixed(1)} s (load average before: ${before})`,
      );
      extra = { '/pagefind/': outDir };
      engines.push({ name, extra, outDir });
    } else engines.push({ name, extra });
  }

  const browser = await launchChromium();
  const results = new Map(
    engines.map((e) => [
      e.name,
      {
        cold: COLD.map(() => []),
        keys: [],
        keyRuns: [],
        paint: [],
        ready: [[], []],
        rel: [],
        loads: [],
      },
    ]),
  );
  for (let run = 1; run <= RUNS; run++) {
    for (const e of engines) {
      const r = results.get(e.name);
      const server = await countingServer(siteDir, e.extra);
      const before = load();
      r.loads.push(before);
      const pf = e.name.startsWith('pagefind-');
      const filtered = (c) => !pf || !c.product || e.name === 'pagefind-records'; // the built pages carry no facets
      for (const [i, c] of COLD.entries())
        if (filtered(c))
          r.cold[i].push(
            pf ? await pfColdBytes(browser, server, c) : await coldBytes(browser, server, c),
          );
      if (pf) {
        const times = await pfKeystrokes(browser, server, TYPED);
        r.keys.push(...times);
        r.keyRuns.push(median(times));
      } else {
        const k = await keystrokes(browser, server, TYPED);
        r.keys.push(...k.dom);
        r.paint.push(...k.paint);
        r.keyRuns.push(median(k.dom));
      }
      for (const [i, route] of (pf ? ['/'] : ['/', '/idn/docs']).entries()) {
        const times = pf
          ? await pfReady(browser, server, route)
          : await indexReady(browser, server, route);
        r.ready[i].push(median(times));
      }
      const rel = pf
        ? await pfRelevance(browser, server, cases)
        : await relevance(browser, server, cases, { searchPage: hasPage(siteDir, '/search') });
      r.rel.push(rel);
      await server.close();
      console.log(
        `[${corpus}] ${e.name} run ${run}/${RUNS} (load average before: ${before}, after: ${load()}): relevance ${rel.filter((x) => x.hit).length}/${rel.length}`,
      );
    }
  }
  await browser.close();

  for (const e of engines) {
    const r = results.get(e.name);
    const pf = e.name.startsWith('pagefind-');
    console.log(
      `\n== ${corpus}: ${e.name} (median of ${RUNS}; load average before each run: ${r.loads.join(' | ')})`,
    );
    console.log(
      pf
        ? `bytes from first use to the data of the first ${PF_RESULTS} results (cold cache):`
        : 'bytes from Ctrl+K to the first result (cold cache; the page itself excluded):',
    );
    const coldMedians = [];
    for (const [i, c] of COLD.entries()) {
      const list = r.cold[i];
      if (!list.length) {
        coldMedians.push(null);
        continue;
      }
      const m = median(list.map((x) => x.wire));
      coldMedians.push(m);
      const x = list[0];
      const later = x.later?.files
        ? `; then, after the results, ${kb(median(list.map((y) => y.later.wire)))} in ${x.later.files} deferred files`
        : '';
      console.log(
        `  ${c.note.padEnd(28)} "${c.q}": ${kb(m)} gzip (${kb(x.raw)} raw, ${x.files} files, ${x.indexFiles} index files${later})`,
      );
      if (process.env.VERBOSE)
        for (const f of [...x.list, ...(x.later?.list ?? [])])
          console.log(
            `    ${f.url}: ${kb(f.wire)}${x.list.includes(f) ? '' : ' (after the results)'}`,
          );
    }
    const per = `${Math.round(r.keys.length / RUNS)} per run; median of each run: ${r.keyRuns.map(ms).join(', ')}`;
    if (pf)
      console.log(
        `search() + data() of the first ${PF_RESULTS}, per typed prefix: median ${ms(median(r.keys))}, p95 ${ms(quantile(r.keys, 0.95))} (${per})`,
      );
    else {
      console.log(
        `keystroke → results in the DOM: median ${ms(median(r.keys))}, p95 ${ms(quantile(r.keys, 0.95))} (${per})`,
      );
      console.log(
        `keystroke → results painted:    median ${ms(median(r.paint))}, p95 ${ms(quantile(r.paint, 0.95))}`,
      );
    }
    if (pf) console.log(`import() → first query answered, warm cache: ${fmtRuns(r.ready[0], ms)}`);
    else
      console.log(
        `index ready, warm cache: whole site ${fmtRuns(r.ready[0], ms)}; IDN page ${fmtRuns(r.ready[1], ms)}`,
      );
    const hits = r.rel.map((list) => list.filter((x) => x.hit).length);
    const last = r.rel[r.rel.length - 1];
    console.log(
      `relevance (expected page in the top 3): ${median(hits)}/${last.length}${last.length < RELEVANCE_CASES.length ? ` (the ${last.length} of ${RELEVANCE_CASES.length} cases whose pages this corpus has)` : ''}`,
    );
    // Per group of cases (tests/lib/search-relevance-cases.mjs), from the last run.
    const groups = [...new Set(last.map((x) => x.group))];
    console.log(
      `  by group: ${groups.map((g) => `${g} ${last.filter((x) => x.group === g && x.hit).length}/${last.filter((x) => x.group === g).length}`).join(', ')}`,
    );
    for (const x of last.filter((y) => !y.hit))
      console.log(`  missed "${x.q}" (${x.group}): ${x.top3.join(', ') || '(nothing)'}`);
    summary.push({
      corpus,
      engine: e.name,
      cold: coldMedians,
      keys: median(r.keys),
      ready: median(r.ready[0]),
      rel: `${median(hits)}/${last.length}`,
      loads: r.loads,
    });
  }
  for (const e of engines) if (e.outDir) fs.rmSync(e.outDir, { recursive: true, force: true });
  site.cleanup();
  console.log('');
}

// One table to compare the engines: medians of RUNS runs.
console.log(
  `| corpus | engine | ${COLD.map((c) => `${c.note}: "${c.q}"`).join(' | ')} | keystroke → results, median | index ready (whole site) | relevance |`,
);
console.log(`| --- | --- |${COLD.map(() => ' --- |').join('')} --- | --- | --- |`);
for (const s of summary)
  console.log(
    `| ${s.corpus} | ${s.engine} | ${s.cold.map((m) => (m === null ? 'n/a' : kb(m))).join(' | ')} | ${ms(s.keys)} | ${ms(s.ready)} | ${s.rel} |`,
  );
