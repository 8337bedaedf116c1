#!/usr/bin/env node
// The Content-Security-Policy for a built site, and the tool that keeps deploy/nginx.conf's
// copy of it current.
//
//   node deploy/csp.mjs [site-dir]           print the policy for the build (default doc_build/)
//   node deploy/csp.mjs [site-dir] --write   write it into deploy/nginx.conf
//   node deploy/csp.mjs [site-dir] --check   exit 1 when deploy/nginx.conf differs (CI)
//
// The site's pages carry a few inline <script>s in <head> (the portal's first-paint script from
// theme/logic/inline-scripts.ts, Rspress's colour-mode script and, when GTM_ID is set, the
// Google Tag Manager snippet). Rather than allowing every inline script ('unsafe-inline'), the
// policy lists the SHA-256 hash of each one found in the build. Change one of those scripts
// and the hash changes: run this with --write after the build (tests/e2e/nginx.e2e.ts fails
// until you do). Styles: stylesheets from the site itself plus, by hash, the one <style> a
// library inserts at run time; inline `style` attributes are allowed (React and Shiki write them).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const NGINX_CONF = path.join(HERE, 'nginx.conf');
/** The one line of nginx.conf holding the policy. */
const CSP_LINE = /^(\s*add_header\s+Content-Security-Policy\s+")([^"]*)("\s+always;.*)$/m;

/** Hosts Google Tag Manager / Analytics 4 need (Google's documented CSP), only when the build has the GTM snippet. */
const GTM_SOURCES = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

export const sha256 = (text) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'static' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** The bodies of all inline <script>s (no `src`, JavaScript type) in the built HTML. */
export function inlineScripts(siteDir) {
  const bodies = new Set();
  for (const file of htmlFiles(siteDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attrs = m[1];
      if (/\bsrc\s*=/.test(attrs)) continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
      if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type)) continue; // JSON data blocks are not executed
      if (m[2].length) bodies.add(m[2]);
    }
  }
  return [...bodies];
}

function jsFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? jsFiles(p) : e.name.endsWith('.js') ? [p] : [];
  });
}

/**
 * <style> elements the site's JavaScript inserts at run time. The only one is medium-zoom's
 * (Rspress's image zoom): it appends an empty <style>, then its CSS, so both contents are
 * hashed. Read from the bundle, so a new medium-zoom version cannot drift.
 */
export function runtimeStyles(siteDir) {
  const styles = new Set();
  for (const file of jsFiles(path.join(siteDir, 'static', 'js'))) {
    const js = fs.readFileSync(file, 'utf8');
    for (const m of js.matchAll(/"(\.medium-zoom-overlay\{(?:[^"\\]|\\.)*)"/g)) {
      styles.add(JSON.parse(`"${m[1]}"`));
      styles.add('');
    }
  }
  return [...styles];
}

/** The policy for a built site, as one header value. */
export function buildCsp(siteDir) {
  const scripts = inlineScripts(siteDir);
  const gtm = scripts.some((s) => s.includes('googletagmanager.com'));
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts.map(sha256).sort()],
    'style-src': ["'self'", ...runtimeStyles(siteDir).map(sha256).sort()],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (gtm)
    for (const [directive, sources] of Object.entries(GTM_SOURCES))
      policy[directive].push(...sources);
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy currently in nginx.conf. */
export function confCsp(confText = fs.readFileSync(NGINX_CONF, 'utf8')) {
  const m = CSP_LINE.exec(confText);
  if (!m)
    throw new Error(`${NGINX_CONF}: no 'add_header Content-Security-Policy "…" always;' line`);
  return m[2];
}

export function writeConfCsp(csp, file = NGINX_CONF) {
  const text = fs.readFileSync(file, 'utf8');
  confCsp(text);
  fs.writeFileSync(
    file,
    text.replace(CSP_LINE, (_, a, _old, b) => `${a}${csp}${b}`),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const siteDir = path.resolve(
    args.find((a) => !a.startsWith('--')) ?? path.join(HERE, '..', 'doc_build'),
  );
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`No built site in ${siteDir}: run "npm run build" first.`);
    process.exit(1);
  }
  const csp = buildCsp(siteDir);
  if (args.includes('--write')) {
    writeConfCsp(csp);
    console.log(`deploy/nginx.conf: Content-Security-Policy updated\n${csp}`);
  } else if (args.includes('--check')) {
    if (confCsp() !== csp) {
      console.error(
        `deploy/nginx.conf's Content-Security-Policy does not match the build in ${siteDir}.\nRun: node deploy/csp.mjs ${path.relative(process.cwd(), siteDir) || '.'} --write\nexpected: ${csp}\nfound:    ${confCsp()}`,
      );
      process.exit(1);
    }
    console.log('deploy/nginx.conf: Content-Security-Policy matches the build');
  } else {
    console.log(csp);
  }
}
