#!/usr/bin/env node
// The site's redirects (spec §2) are one list, config/redirects.json: config/site.ts (the build's
// redirect pages, sitemap, search and llms.txt), the preview server (tests/harness/serve.mjs) and
// this tool read it. This writes it into deploy/nginx.conf as `location = … { return 301 …; }`
// blocks, between two marker comments, and keeps that copy current.
//
//   node deploy/redirects.mjs            print the nginx blocks
//   node deploy/redirects.mjs --write    write them into deploy/nginx.conf
//   node deploy/redirects.mjs --check    exit 1 when deploy/nginx.conf differs (deploy/redirects.test.ts checks the same)
//
// After editing config/redirects.json, run it with --write.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const NGINX_CONF = path.join(HERE, 'nginx.conf');
export const REDIRECTS_FILE = path.join(HERE, '..', 'config', 'redirects.json');

const BEGIN =
  '# spec §2 redirects, generated from config/redirects.json by `node deploy/redirects.mjs --write`: edit the list, not these lines.';
const END = '# End of the generated redirects.';
/** The generated part of nginx.conf: from the BEGIN line's indentation to the END line. */
const BLOCK =
  /^([ \t]*)# spec §2 redirects, generated[^\n]*\n[\s\S]*?^[ \t]*# End of the generated redirects\.\n/m;
/** A site path nginx can take unquoted and unescaped: no spaces, quotes, `;`, `{`, `$`, `%` or `?`. */
const SITE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/** The list, checked: each entry `{ from, to }`, both site paths, `from` neither `/` nor ending in `/`, no duplicates. */
export function readRedirects(file = REDIRECTS_FILE) {
  const list = JSON.parse(fs.readFileSync(file, 'utf8'));
  return checkRedirects(list, path.relative(process.cwd(), file) || file);
}

export function checkRedirects(list, name = 'config/redirects.json') {
  if (!Array.isArray(list))
    throw new Error(`${name}: expected a list of { "from": "/path", "to": "/path" }`);
  const seen = new Set();
  list.forEach((entry, i) => {
    const where = `${name}: entry ${i + 1} (${JSON.stringify(entry)})`;
    const keys = entry && typeof entry === 'object' ? Object.keys(entry).sort().join(',') : '';
    if (keys !== 'from,to') throw new Error(`${where}: expected exactly "from" and "to"`);
    for (const key of ['from', 'to']) {
      if (
        typeof entry[key] !== 'string' ||
        !SITE_PATH.test(entry[key]) ||
        entry[key].split('/').some((s) => s === '.' || s === '..')
      ) {
        throw new Error(
          `${where}: "${key}" must be a site path such as "/a/b" (letters, digits, . _ ~ - and /)`,
        );
      }
    }
    if (entry.from === '/' || entry.from.endsWith('/'))
      throw new Error(
        `${where}: "from" must not be "/" or end in "/" (the servers match it without the slash)`,
      );
    if (seen.has(entry.from)) throw new Error(`${where}: "${entry.from}" is listed twice`);
    seen.add(entry.from);
  });
  return list;
}

/** The nginx `location` blocks for the list, indented by `indent`, with the two marker lines. */
export function nginxRedirects(list, indent = '        ') {
  const blocks = list.map(
    ({ from, to }) => `${indent}location = ${from} {\n${indent}    return 301 ${to};\n${indent}}\n`,
  );
  return `${indent}${BEGIN}\n${blocks.join('')}${indent}${END}\n`;
}

/** The generated part of nginx.conf as it stands, and its indentation. */
export function confRedirects(confText = fs.readFileSync(NGINX_CONF, 'utf8')) {
  const m = BLOCK.exec(confText);
  if (!m) throw new Error(`${NGINX_CONF}: no "${BEGIN.slice(0, 30)}…" … "${END}" block`);
  return { text: m[0], indent: m[1] };
}

export function writeConfRedirects(list, file = NGINX_CONF) {
  const text = fs.readFileSync(file, 'utf8');
  const { indent } = confRedirects(text);
  fs.writeFileSync(
    file,
    text.replace(BLOCK, () => nginxRedirects(list, indent)),
  );
}

/** Whether nginx.conf's generated part is the list's. */
export function confInSync(list, confText = fs.readFileSync(NGINX_CONF, 'utf8')) {
  const { text, indent } = confRedirects(confText);
  return text === nginxRedirects(list, indent);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const list = readRedirects();
  if (args.includes('--write')) {
    writeConfRedirects(list);
    console.log(`deploy/nginx.conf: ${list.length} redirects written from config/redirects.json`);
  } else if (args.includes('--check')) {
    if (!confInSync(list)) {
      console.error(
        "deploy/nginx.conf's redirects differ from config/redirects.json.\nRun: node deploy/redirects.mjs --write",
      );
      process.exit(1);
    }
    console.log('deploy/nginx.conf: redirects match config/redirects.json');
  } else {
    process.stdout.write(nginxRedirects(list));
  }
}
