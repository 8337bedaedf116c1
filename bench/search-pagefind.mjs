// Pagefind (https://pagefind.app) measured against the portal's search on the same built site.
// Two indexes: "records", the very documents the portal indexes (the build writes them to
// <generated>/search-documents.json), given to Pagefind as small HTML pages so its heading and
// element weights stand in for the portal's field weights; and "html", the built pages themselves
// (their main element, code samples left out): Pagefind as it is usually set up.
// In the browser only Pagefind's JS API is used (pagefind.js: search(), then data() of the first
// results, as its own UI does); no UI is drawn, so its timings leave out rendering.
import fs from 'node:fs';
import path from 'node:path';
import { relevanceHit } from '../tests/lib/search-relevance-cases.mjs';
import { benchImport } from './ensure-deps.mjs';
import { sum } from './search-site.mjs';
import { useAndWaitHydrated } from './hydrate.mjs';

/** Results whose data() is loaded before the first one can be shown: Pagefind's UI loads five at a time. */
export const PF_RESULTS = 5;
const VIEWPORT = { width: 1280, height: 800 };

const esc = (s) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
/** listSources → "list Sources": the portal splits camelCase when indexing; Pagefind does not. */
const camelParts = (s) =>
  String(s ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');

/** A portal search document as an HTML page for Pagefind, its fields weighted as the portal weighs them. */
export function documentHtml(doc) {
  const p = (weight, text) => (text ? `<p data-pagefind-weight="${weight}">${esc(text)}</p>` : '');
  const slug = doc.r.slice(doc.r.lastIndexOf('/') + 1);
  const sections = (doc.s ?? [])
    .map(([h, anchor, text]) => `<h2 id="${esc(anchor)}">${esc(h)}</h2><p>${esc(text)}</p>`)
    .join('');
  return [
    `<html lang="en"><head><title>${esc(doc.t)}</title></head><body>`,
    `<h1>${esc(doc.t)}</h1>`,
    doc.o ? p(8, `${doc.o} ${camelParts(doc.o)} ${slug} ${slug.replace(/-/g, ' ')}`) : '',
    doc.m ? p(6, `${doc.m.toUpperCase()} ${doc.u}`) : '',
    p(3, [camelParts(doc.w), doc.m ? '' : doc.r.replace(/[/-]/g, ' ')].join(' ').trim()),
    doc.d ? `<p>${esc(doc.d)}</p>` : '',
    sections,
    `<span data-pagefind-filter="product:${esc(doc.p)}"></span><span data-pagefind-filter="kind:${esc(doc.k)}"></span>`,
    '</body></html>',
  ].join('');
}

/** Writes a Pagefind index of the site to `outDir`; returns the indexing time and the index size. */
export async function buildPagefindIndex({ source, siteDir, generatedDir, outDir }) {
  const pagefind = await benchImport('pagefind'); // bench-only (bench/package.json), installed on first use
  const started = performance.now();
  fs.rmSync(outDir, { recursive: true, force: true });
  const config =
    source === 'html'
      ? {
          rootSelector: 'main',
          excludeSelectors: ['pre', '.rp-doc-footer__edit', '.rp-prev-next-page', '.rp-outline'],
          forceLanguage: 'en',
        }
      : { forceLanguage: 'en' };
  const { index, errors } = await pagefind.createIndex(config);
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let pages = 0;
  if (source === 'html') {
    const r = await index.addDirectory({ path: siteDir, glob: '**/*.html' });
    if (r.errors.length) throw new Error(`pagefind: ${r.errors.join('; ')}`);
    pages = r.page_count;
  } else {
    const docs = JSON.parse(
      fs.readFileSync(path.join(generatedDir, 'search-documents.json'), 'utf8'),
    );
    for (const doc of docs) {
      const r = await index.addHTMLFile({ url: doc.r, content: documentHtml(doc) });
      if (r.errors.length) throw new Error(`pagefind ${doc.r}: ${r.errors.join('; ')}`);
      pages++;
    }
  }
  const w = await index.writeFiles({ outputPath: outDir });
  if (w.errors.length) throw new Error(`pagefind: ${w.errors.join('; ')}`);
  await index.deleteIndex();
  await pagefind.close();
  const walk = (d) =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  const indexFiles = walk(outDir).filter((f) => /\.pf_(index|meta|fragment|filter)$/.test(f));
  return {
    ms: performance.now() - started,
    pages,
    files: indexFiles.length,
    bytes: indexFiles.reduce((n, f) => n + fs.statSync(f).size, 0),
  };
}

/** Result URL → route: Pagefind keeps `.html` of the built files. */
export const routeOf = (url) =>
  url
    .replace(/#.*$/, '')
    .replace(/\/index\.html$|\.html$/, '')
    .replace(/(.)\/$/, '$1');

async function open(browser, server, route) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(server.base + route, { waitUntil: 'load' });
  await useAndWaitHydrated(page);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** Pagefind's ranking options (PF_RANKING='{"pageLength":0}'); its defaults when unset. */
const RANKING = process.env.PF_RANKING ? JSON.parse(process.env.PF_RANKING) : null;

/** In the page: import Pagefind, search, load data() of the first `n` results; returns their URLs and the time taken. */
function runQuery(page, q, filters, n = PF_RESULTS) {
  return page.evaluate(
    async ({ q, filters, n, ranking }) => {
      const t0 = performance.now();
      const pf = await import('/pagefind/pagefind.js');
      if (ranking && !window.__pfRanking) window.__pfRanking = pf.options({ ranking });
      await window.__pfRanking;
      const res = await pf.search(q, filters ? { filters } : {});
      const data = await Promise.all((res?.results ?? []).slice(0, n).map((r) => r.data()));
      return { ms: performance.now() - t0, urls: data.map((d) => d.url) };
    },
    { q, filters, n, ranking: RANKING },
  );
}

/** Bytes from the first use of Pagefind to the data of its first results, fresh context (cold cache). */
export async function pfColdBytes(browser, server, c) {
  const { context, page } = await open(browser, server, c.route);
  server.start();
  const r = await runQuery(page, c.q, c.product ? { product: c.product } : undefined);
  const got = server.stop();
  await context.close();
  if (!r.urls.length) throw new Error(`pagefind found nothing for "${c.q}"`);
  return {
    wire: sum(got, 'wire'),
    raw: sum(got, 'raw'),
    files: got.length,
    indexFiles: got.filter((x) => /\.pf_/.test(x.url)).length,
    list: got,
  };
}

/**
 * Search → data of the first results for every prefix of `queries` (what typing them asks of
 * Pagefind; index chunks a new prefix needs are fetched then, as they would be), after a warm-up query.
 */
export async function pfKeystrokes(browser, server, queries) {
  const { context, page } = await open(browser, server, '/');
  await runQuery(page, 'warm');
  const times = [];
  for (const q of queries)
    for (let i = 1; i <= q.length; i++)
      if (q[i - 1] !== ' ') times.push((await runQuery(page, q.slice(0, i))).ms);
  await context.close();
  return times;
}

/**
 * import() → the first query answered (entry, metadata, WebAssembly and that query's index chunk:
 * init() alone defers the WebAssembly to the worker's first search) on a fresh page load, warm
 * HTTP cache; the first load fills the cache.
 */
export async function pfReady(browser, server, route, openings = 6) {
  const { context, page } = await open(browser, server, route);
  const times = [];
  for (let i = 0; i < openings; i++) {
    if (i > 0) {
      await page.goto(server.base + route, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
    }
    const t = await page.evaluate(async () => {
      const t0 = performance.now();
      const pf = await import('/pagefind/pagefind.js');
      await pf.search('list');
      return performance.now() - t0;
    });
    if (i > 0) times.push(t);
  }
  await context.close();
  return times;
}

/** The relevance set with Pagefind's ranking: the first three result routes per case. */
export async function pfRelevance(browser, server, cases) {
  const { context, page } = await open(browser, server, '/');
  const out = [];
  for (const c of cases) {
    const top3 = (await runQuery(page, c.q, undefined, 3)).urls.map(routeOf);
    out.push({ q: c.q, group: c.group, top3, hit: relevanceHit(c, top3) });
  }
  await context.close();
  return out;
}
