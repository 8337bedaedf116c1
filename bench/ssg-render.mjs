#!/usr/bin/env node
// The CPU static generation spends rendering a page, per page, for one or more builds: each build's
// server bundle renders the same pages in a child process of its own (one thread, as one SSG
// worker), the builds taking turns, so a loaded machine weighs on all of them alike.
//
//   DEBUG=rsbuild OUT_DIR=/tmp/a npm run build   # DEBUG keeps the server bundle (<out>/__ssg__)
//   node bench/ssg-render.mjs /tmp/a /tmp/b
//
// Env: ROUTES (route prefix, default /idn/api/), PAGES (default 600), ROUNDS (default 3).
// Measures Rspress's `render(route, head)` (what the portal's theme and the React render cost),
// not the HTML template, unhead's head pass or the file writes around it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PREFIX = process.env.ROUTES ?? '/idn/api/';
const PAGES = Number(process.env.PAGES ?? 600);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** Route paths of a site's HTML pages under PREFIX, sorted. */
function routes(site) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) {
        const r = `/${path
          .relative(site, p)
          .replace(/\\/g, '/')
          .replace(/(index)?\.html$/, '')}`;
        if (r.startsWith(PREFIX)) out.push(r);
      }
    }
  };
  walk(path.join(site, PREFIX));
  return out.sort();
}

async function child(bundle, list) {
  // The head object Rspress's server render takes, from Rspress's own copy of @unhead/react (a
  // dependency of @rspress/core, not of the portal): the same one the build uses.
  const fromRspress = createRequire(fileURLToPath(import.meta.resolve('@rspress/core')));
  const { createHead } = await import(
    pathToFileURL(fromRspress.resolve('@unhead/react/server')).href
  );
  let mod = (await import(pathToFileURL(bundle).href)).default;
  if (mod instanceof Promise) mod = await mod;
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  let bytes = 0;
  for (const r of list) bytes += (await mod.render(r, createHead())).appHtml.length;
  const cpu = process.cpuUsage(t0);
  // What the render keeps (memoized parts, caches), not the garbage it left.
  globalThis.gc?.();
  process.stdout.write(
    JSON.stringify({
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - w0,
      bytes,
      heapMb: process.memoryUsage().heapUsed / 2 ** 20,
    }),
  );
}

if (process.argv[2] === '--child') {
  await child(process.argv[3], JSON.parse(fs.readFileSync(process.argv[4], 'utf8')));
} else {
  const sites = process.argv.slice(2);
  if (!sites.length) {
    console.error('usage: node bench/ssg-render.mjs <site built with DEBUG=rsbuild> [<site> ...]');
    process.exit(2);
  }
  const list = routes(sites[0]).slice(0, PAGES);
  const file = path.join(fs.mkdtempSync('/tmp/ssg-render-'), 'routes.json');
  fs.writeFileSync(file, JSON.stringify(list));
  const results = sites.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    sites.forEach((site, i) => {
      const bundle = path.join(site, '__ssg__', 'rspress-ssg-entry.cjs');
      const out = execFileSync(
        process.execPath,
        ['--expose-gc', process.argv[1], '--child', bundle, file],
        {
          cwd: process.cwd(),
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      results[i].push(JSON.parse(out.slice(out.lastIndexOf('{'))));
    });
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${list.length} pages under ${PREFIX}, ${ROUNDS} rounds, load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  sites.forEach((site, i) => {
    const r = results[i];
    const cpu = median(r.map((x) => x.cpuMs));
    console.log(
      `${site}: render CPU ${(cpu / list.length).toFixed(2)} ms/page (median of ${r.map((x) => (x.cpuMs / list.length).toFixed(2)).join(', ')}), ` +
        `${(median(r.map((x) => x.bytes)) / list.length / 1024).toFixed(1)} KB/page, heap kept ${median(r.map((x) => x.heapMb)).toFixed(0)} MB`,
    );
  });
}
