#!/usr/bin/env node
// Local preview server for the built site (doc_build/), close to deploy/nginx.conf: clean URLs
// (/a/b → a/b.html or a/b/index.html), `.html` and `/index.html` URLs 301 to the clean path,
// the spec's redirects as 301, unknown paths answered by 404.html with status 404. Unlike
// nginx it serves `/a/` directly instead of redirecting to `/a`. No dependencies. Redirects come
// from config/redirects.json, the list the build and deploy/nginx.conf use.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRedirects } from '../../deploy/redirects.mjs';

const REDIRECTS = Object.fromEntries(readRedirects().map(({ from, to }) => [from, to]));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml',
  '.woff2': 'font/woff2',
};

/**
 * The file `urlPath` (decoded) names inside `root`, or null when it would leave it: `..` segments,
 * encoded or not (`/..%2fdoc_build2/x` must not reach a sibling folder whose name starts like
 * root's, which a prefix test lets through), absolute paths and NUL bytes.
 */
export function containedPath(root, urlPath) {
  if (urlPath.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.sep}${urlPath}`);
  const rel = path.relative(root, full);
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
    return null;
  return full;
}

/**
 * Cache-Control for a served path, as deploy/nginx.conf's `$portal_cache_control` map: only files
 * whose name changes with their content (Rspack's `/static/…`, the search shards
 * `/search/<name>.<hash>.json`) are immutable; everything else (HTML, Markdown twins, specs,
 * llms.txt, feeds, the search manifest) is revalidated on every use.
 */
export function cacheControl(urlPath) {
  return urlPath.startsWith('/static/') || /^\/search\/.+\.[0-9a-f]{10}\.json$/.test(urlPath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export function createServer(siteDir) {
  const root = path.resolve(siteDir);
  const file = (p) => {
    const full = containedPath(root, p);
    if (!full) return null;
    try {
      return fs.statSync(full).isFile() ? full : null;
    } catch {
      return null;
    }
  };
  const resolveClean = (pathname) => {
    if (pathname === '/') return file('index.html');
    const trimmed = pathname.replace(/\/$/, '');
    return file(`${trimmed}.html`) ?? file(`${trimmed}/index.html`);
  };
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const send = (status, full, headers = {}) => {
      const ext = path.extname(full);
      res.writeHead(status, {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(pathname),
        ...headers,
      });
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(full).pipe(res);
    };
    const redirect = (to) => {
      res.writeHead(301, { Location: to + url.search });
      res.end();
    };
    const clean = pathname.replace(/\/$/, '') || '/';
    if (REDIRECTS[clean]) return redirect(REDIRECTS[clean]);
    if (pathname.endsWith('.html')) {
      const target = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
      const normal = target === '/' ? '/' : target.replace(/\/$/, '');
      if (resolveClean(normal)) return redirect(normal);
    }
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      // Markdown twins of folder pages live at /a/b/index.md and are linked as /a/b.md (as in deploy/nginx.conf).
      const asset =
        file(pathname) ??
        (pathname.endsWith('.md') ? file(`${pathname.slice(0, -3)}/index.md`) : null);
      if (asset) return send(200, asset);
    } else {
      const page = resolveClean(pathname);
      if (page) return send(200, page);
    }
    const notFound = file('404.html');
    if (notFound) return send(404, notFound);
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
}

/** Serves `root` on 127.0.0.1 at a free port; `url` has no trailing slash. */
export async function serveSite(root) {
  const server = createServer(root);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? 'doc_build');
  const port = Number(process.env.PORT ?? 4173);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`No built site in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  createServer(root).listen(port, '127.0.0.1', () =>
    console.log(`Serving ${root} at http://127.0.0.1:${port}/`),
  );
}
