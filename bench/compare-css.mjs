#!/usr/bin/env node
// Compares the built CSS of two sites (`node bench/compare-css.mjs <before> <after>`): the same
// declarations (context, selector, property, value, !important) on both sides, and, for the ones
// whose order changed, every pair that could now win the other way: a related property (same, or
// one a longhand of the other), the same importance and the same specificity. Such a pair matters
// only where one element matches both selectors: each is looked for in every page of the `after`
// site as served (its HTML, scripts off, in Chromium; hover/focus and the like left out of the
// selectors, media queries ignored), and the pairs found are printed. Elements only the scripts
// add (menus, dialogs) are not seen: look at those by hand. Exit code 1 when the declarations
// differ or a pair is found. A change that moves rules between stylesheets is checked with it.
import fs from 'node:fs';
import path from 'node:path';
import { declarations as cssDeclarations, splitTop } from './css-parse.mjs';
import { compareSpecificity as cmp, specificity } from './css-specificity.mjs';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node bench/compare-css.mjs <before site folder> <after site folder>');
  process.exit(2);
}

/** The site's stylesheets (static/css and its sub-folders), in a stable order. */
const cssFiles = (dir) =>
  fs
    .readdirSync(path.join(dir, 'static/css'), { recursive: true })
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => path.join(dir, 'static/css', f));

/** Every declaration of a site's CSS, in order: context (at-rules), selector, property, value, importance. */
function declarations(dir) {
  const out = [];
  for (const file of cssFiles(dir)) {
    for (const d of cssDeclarations(fs.readFileSync(file, 'utf8'))) {
      const ctx = d.ctx.join(' ');
      const base = { ctx, prop: d.prop, value: d.value, imp: d.important };
      if (d.ctx.some((c) => c.startsWith('@keyframes')))
        out.push({ ...base, sel: d.sel, kf: true });
      else for (const sel of d.sel ? splitTop(d.sel) : ['']) out.push({ ...base, sel });
    }
  }
  return out.map((d, i) => ({ ...d, i, key: `${d.ctx}|${d.sel}|${d.prop}|${d.value}|${d.imp}` }));
}

const before = declarations(a);
const after = declarations(b);
const count = (list) => list.reduce((m, d) => m.set(d.key, (m.get(d.key) ?? 0) + 1), new Map());
const cb = count(before);
const ca = count(after);
let failed = false;
for (const [k, n] of cb)
  if ((ca.get(k) ?? 0) < n) {
    failed = true;
    console.log(`only before: ${k}`);
  }
for (const [k, n] of ca)
  if ((cb.get(k) ?? 0) < n) {
    failed = true;
    console.log(`only after:  ${k}`);
  }

// Position after of each declaration before (the k-th occurrence of a key maps to the k-th).
const seen = new Map();
const afterByKey = new Map();
for (const d of after) afterByKey.set(d.key, [...(afterByKey.get(d.key) ?? []), d.i]);
const pos = before.map((d) => {
  const n = seen.get(d.key) ?? 0;
  seen.set(d.key, n + 1);
  return afterByKey.get(d.key)?.[n];
});
const related = (p, q) => p === q || p.startsWith(`${q}-`) || q.startsWith(`${p}-`);
const moved = before.filter((d, i) => !d.kf && pos[i] !== undefined);
let pairs = 0;
const flipped = [];
for (let x = 0; x < moved.length; x++) {
  for (let y = x + 1; y < moved.length; y++) {
    const p = moved[x];
    const q = moved[y];
    if (pos[p.i] < pos[q.i]) continue;
    if (!related(p.prop, q.prop) || p.imp !== q.imp || (p.sel === q.sel && p.ctx === q.ctx))
      continue;
    if (cmp(specificity(p.sel), specificity(q.sel)) !== 0) continue;
    flipped.push({ p, q });
  }
}

/** A selector without the states a page at rest is not in (hover, focus…) and pseudo-elements. */
const atRest = (sel) =>
  sel
    .replace(/::?(before|after|placeholder|marker|selection|backdrop|-webkit-[\w-]+)\b/g, '')
    .replace(/:(hover|focus|focus-visible|focus-within|active|visited|target|checked|open)\b/g, '')
    .trim() || '*';

const { launchChromium } = await import('../tests/harness/chromium.mjs');
const browser = await launchChromium();
const page = await browser.newPage({ javaScriptEnabled: false });
const pageFiles = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
const tests = flipped.map(({ p, q }) => [atRest(p.sel), atRest(q.sel)]);
const found = new Map();
for (const file of pageFiles(b)) {
  // Stylesheets and scripts are not loaded: only the served markup counts.
  await page.setContent(fs.readFileSync(file, 'utf8').replace(/<(link|script)\b[^>]*>/g, ''));
  const hits = await page.evaluate((pairs) => {
    const out = [];
    pairs.forEach(([x, y], i) => {
      try {
        for (const el of document.querySelectorAll(x))
          if (el.matches(y)) {
            out.push(i);
            return;
          }
      } catch {
        out.push(-1 - i);
      }
    });
    return out;
  }, tests);
  for (const i of hits) if (!found.has(i)) found.set(i, path.relative(b, file));
}
await browser.close();
for (const [i, where] of found) {
  const { p, q } = flipped[i < 0 ? -1 - i : i];
  pairs++;
  console.log(
    `${i < 0 ? 'selector not testable' : `both match on ${where}`}: [${p.ctx}] ${p.sel} { ${p.prop} } now after [${q.ctx}] ${q.sel} { ${q.prop} }`,
  );
}
console.log(
  `${before.length} declarations before, ${after.length} after; ${flipped.length} pair(s) of equal specificity whose order changed, ${pairs} of them on one element of a page`,
);
process.exit(failed || pairs ? 1 : 0);
