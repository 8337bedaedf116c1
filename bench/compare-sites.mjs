#!/usr/bin/env node
// Compares the HTML pages of two builds with asset names masked (`index.3f2a9c1e.js` → `#.js`):
// `node bench/compare-sites.mjs <before> <after>` lists pages only in one build and pages whose HTML
// differs, and prints the HTML bytes of both (max, median, pages over 150 KB). Exit code 1 when a
// page differs. A change meant to keep ordinary pages as they were is checked with it.
// ALL_FILES=1: every file of the builds, not only the HTML pages (text files with the same masking,
// others byte for byte; the build's own asset files under static/ by their masked names only).
import fs from 'node:fs';
import path from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node bench/compare-sites.mjs <before site folder> <after site folder>');
  process.exit(2);
}
const ALL = Boolean(process.env.ALL_FILES);
const walk = (dir, rel = '') =>
  fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = path.join(rel, e.name);
    if (e.isDirectory()) return walk(dir, r);
    // Hashed assets: compared by their masked names (their content is the bundler's).
    if (ALL && r.startsWith(`static${path.sep}`)) return [];
    return ALL || e.name.endsWith('.html') ? [r] : [];
  });
const TEXT = /\.(html|md|txt|json|xml|ya?ml|js|css|svg)$/;
const same = (p) => {
  const x = fs.readFileSync(path.join(a, p));
  const y = fs.readFileSync(path.join(b, p));
  return TEXT.test(p) ? mask(x.toString('utf8')) === mask(y.toString('utf8')) : x.equals(y);
};
/** The masked names of the build's asset files (static/…), each build's. */
const assetNames = (dir) =>
  fs.existsSync(path.join(dir, 'static'))
    ? fs
        .readdirSync(path.join(dir, 'static'), { recursive: true })
        .map((f) => mask(`static/${f}`))
        .sort()
    : [];
/**
 * Asset names: content hashes (`index.3f2a9c1e.js`), and the short names Rspack gives shared chunks
 * (`j.ab583c65c3.js`), which depend on the build's folder as much as on the code.
 */
export const mask = (html) =>
  html
    .replace(
      /(static\/(?:js|css|image|font|svg)\/(?:async\/)?)[\w.-]+\.(js|css|woff2?|svg|png)\b/g,
      '$1#.$2',
    )
    .replace(/([.-])[0-9a-f]{8,20}(?=\.(?:js|css|json)\b)/g, '$1#')
    // The guides' last-updated time comes from git: a build outside a clone has none.
    .replace(/<div class="rp-last-updated">.*?<\/div>/g, '')
    // CODE_TEXT=1: code blocks compared as text. Shiki stops tokenizing a line after a time limit,
    // so on a loaded machine the same block can come out with fewer colours. Quotes and line ends
    // as characters: React escapes a text's quotes, pre-highlighted HTML (plugins/guide-code) not.
    .replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, (pre) =>
      process.env.CODE_TEXT
        ? pre
            .replace(/<(?!\/?pre\b)[^>]*>/g, '')
            .replace(/&quot;/g, '"')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&#10;/g, '\n')
        : pre,
    );
const pagesA = new Set(walk(a));
const pagesB = new Set(walk(b));
const onlyA = [...pagesA].filter((p) => !pagesB.has(p));
const onlyB = [...pagesB].filter((p) => !pagesA.has(p));
const differ = [...pagesA].filter((p) => pagesB.has(p) && !same(p));
if (ALL && JSON.stringify(assetNames(a)) !== JSON.stringify(assetNames(b)))
  differ.push('static/ (the asset file names differ)');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** HTML bytes of a build's pages: max (and which), median, count over 150 KB. */
export function htmlBytes(dir, pages) {
  const sizes = pages
    .map((p) => [p, fs.statSync(path.join(dir, p)).size])
    .sort((x, y) => x[1] - y[1]);
  const [maxPage, max] = sizes.at(-1) ?? ['-', 0];
  const median = sizes[Math.floor(sizes.length / 2)]?.[1] ?? 0;
  const over = sizes.filter(([, n]) => n > 150 * 1024).length;
  return `${sizes.length} pages, max ${kb(max)} (${maxPage}), median ${kb(median)}, ${over} over 150 KB`;
}
const html = (pages) => [...pages].filter((p) => p.endsWith('.html'));
console.log(`before: ${htmlBytes(a, html(pagesA))}`);
console.log(`after:  ${htmlBytes(b, html(pagesB))}`);
if (ALL) console.log(`files:  ${pagesA.size} before, ${pagesB.size} after (static/ by name)`);
console.log(
  `only before: ${onlyA.length}${onlyA.length ? ` (${onlyA.slice(0, 10).join(', ')})` : ''}`,
);
console.log(
  `only after:  ${onlyB.length}${onlyB.length ? ` (${onlyB.slice(0, 10).join(', ')})` : ''}`,
);
console.log(
  `differ:      ${differ.length}${differ.length ? ` (${differ.slice(0, 20).join(', ')})` : ''}`,
);
process.exit(onlyA.length || onlyB.length || differ.length ? 1 : 0);
