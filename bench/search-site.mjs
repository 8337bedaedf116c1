// What bench/search.mjs measures on: the built site of a corpus, served on 127.0.0.1 by the
// preview server with a byte log (every response body, from any page or worker, so Pagefind's
// shared worker is counted too), and the small statistics the figures are printed with.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createServer } from '../tests/harness/serve.mjs';
import { measureCorpusBuild } from './measure.mjs';
import { load } from './stats.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The corpora (as bench/scale.mjs builds them): scale = four published IDN versions, ~2,500 operations. */
export const CORPORA = {
  scale: {
    specs: path.resolve(root, '../shared/specs/scale'),
    docs: path.join(root, 'bench/fixtures/scale-docs'),
  },
  default: { specs: path.join(root, 'specs'), docs: path.join(root, 'docs') },
  real: { specs: path.resolve(root, '../shared/specs/sailpoint'), docs: path.join(root, 'docs') },
};

export const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
/** Bytes on the wire with gzip: Pagefind's index files are gzip already and are sent as they are. */
export const wire = (buf) => Math.min(buf.length, gz(buf));
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const ms = (n) => `${n.toFixed(1)} ms`;
export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** Builds a corpus into a temporary folder; returns the site folder and a cleanup. */
export async function buildSite(name) {
  const corpus = CORPORA[name];
  if (!corpus) throw new Error(`unknown corpus "${name}" (${Object.keys(CORPORA).join(', ')})`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${name}-`));
  const siteDir = path.join(work, 'site');
  const before = load();
  const build = await measureCorpusBuild(corpus, siteDir, work);
  if (build.code !== 0) {
    console.error(build.output.slice(-3000));
    throw new Error(`build of ${name} failed`);
  }
  console.log(
    `[${name}] build: ${(build.wallMs / 1000).toFixed(1)} s (SPECS_DIR=${path.relative(root, corpus.specs)} DOCS_DIR=${path.relative(root, corpus.docs)}; load average before: ${before})`,
  );
  return { siteDir, cleanup: () => fs.rmSync(work, { recursive: true, force: true }) };
}

/** True when the built site has a page at `route` (clean URL as the preview server resolves it). */
export function hasPage(siteDir, route) {
  const r = route.replace(/\/$/, '');
  return (
    fs.existsSync(path.join(siteDir, `${r}.html`)) ||
    fs.existsSync(path.join(siteDir, r, 'index.html'))
  );
}

/**
 * Serves `siteDir` (plus `extra`: URL prefix → folder, for an index written beside the site) and
 * logs response bodies between `start()` and `stop()`.
 */
export async function countingServer(siteDir, extra = {}) {
  const site = createServer(siteDir);
  let log = null;
  const server = http.createServer((req, res) => {
    if (log) {
      const chunks = [];
      const entry = { url: req.url, chunks };
      log.push(entry);
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      res.write = (chunk, ...rest) => {
        if (chunk) chunks.push(Buffer.from(chunk));
        return write(chunk, ...rest);
      };
      res.end = (chunk, ...rest) => {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
        return end(chunk, ...rest);
      };
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [prefix, dir] of Object.entries(extra)) {
      if (!pathname.startsWith(prefix)) continue;
      const file = path.join(dir, pathname.slice(prefix.length));
      if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) break;
      res.writeHead(200, {
        'Content-Type': file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.json')
            ? 'application/json'
            : 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      fs.createReadStream(file).pipe(res);
      return;
    }
    site.emit('request', req, res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    start() {
      log = [];
    },
    /** The responses since start(): URL, raw bytes and bytes on the wire (gzip -9 unless already compressed). */
    stop() {
      const got = (log ?? []).map((e) => {
        const body = Buffer.concat(e.chunks);
        return { url: e.url, raw: body.length, wire: wire(body) };
      });
      log = null;
      return got;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

export const sum = (list, key) => list.reduce((n, x) => n + x[key], 0);
