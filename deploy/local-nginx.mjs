// Runs deploy/nginx.conf unchanged except for the machine-specific lines, on 127.0.0.1, as the
// current user: for tests/e2e/nginx.e2e.ts, bench/lighthouse.mjs, or a local look at the
// production behaviour:
//
//   node deploy/local-nginx.mjs [site-dir] [port]     (Ctrl-C stops it)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const NGINX_CONF = path.join(HERE, 'nginx.conf');

/** The nginx binary: NGINX_PATH, or Debian's. */
export function findNginx() {
  return (
    [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
      (p) => p && fs.existsSync(p),
    ) ?? null
  );
}

/** Replaces exactly one line matching `pattern`, so a change in the config's shape is noticed. */
function replaceOne(text, pattern, replacement) {
  const hits = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (hits.length !== 1)
    throw new Error(
      `deploy/nginx.conf: expected exactly one line matching ${pattern}, found ${hits.length}`,
    );
  return text.replace(pattern, replacement);
}

/** The production config with `user`, `pid`, logs, `listen`, `root` and temp paths made local. */
export function localNginxConf(conf, { root, port, tmp, isRoot = process.getuid?.() === 0 }) {
  let c = conf;
  // Run as root, nginx would switch its workers to `nobody`; keep the current user instead.
  c = replaceOne(c, /^user\s+[^;]+;$/m, isRoot ? 'user root;' : '');
  c = replaceOne(c, /^pid\s+[^;]+;$/m, `pid ${tmp}/nginx.pid;`);
  c = replaceOne(c, /^error_log\s+\S+/m, `error_log ${tmp}/error.log`);
  c = replaceOne(c, /^(\s*)access_log\s+[^;]+;$/m, `$1access_log ${tmp}/access.log;`);
  c = replaceOne(c, /^(\s*)listen\s+80;$/m, `$1listen 127.0.0.1:${port};`);
  c = replaceOne(c, /^\s*listen\s+\[::\]:80;\n/m, '');
  c = replaceOne(c, /^(\s*)root\s+\/var\/www\/portal;$/m, `$1root ${root};`);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `    ${t}_temp_path ${tmp}/${t};`)
    .join('\n');
  return replaceOne(c, /^http \{$/m, `http {\n${temps}`);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts nginx in the foreground on 127.0.0.1 serving `root`; resolves once it answers.
 * Returns its base URL and a `stop()` that ends it (by its own pid) and removes the temp dir.
 */
export async function startNginx({
  root,
  port,
  nginx = findNginx(),
  conf = fs.readFileSync(NGINX_CONF, 'utf8'),
}) {
  if (!nginx) throw new Error('no nginx binary (set NGINX_PATH or apt-get install nginx)');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const listenPort = port ?? (await freePort());
  const file = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(file, localNginxConf(conf, { root: path.resolve(root), port: listenPort, tmp }));
  const args = ['-p', `${tmp}/`, '-c', file, '-e', `${tmp}/error.log`];
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/`);
      break;
    } catch (e) {
      if (i > 100 || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not start: ${log}\n${e}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return {
    url,
    stop,
    errorLog: () =>
      fs.existsSync(`${tmp}/error.log`) ? fs.readFileSync(`${tmp}/error.log`, 'utf8') : log,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(HERE, '..', 'doc_build'));
  const server = await startNginx({ root, port: process.argv[3] ? Number(process.argv[3]) : 4174 });
  console.log(`nginx (deploy/nginx.conf) serving ${root} at ${server.url}/`);
  const end = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
