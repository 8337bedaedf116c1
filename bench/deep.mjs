#!/usr/bin/env node
// npm run bench:deep — a ~10,000-operation API with deep, recursive schemas (bench/make-deep-spec.mjs)
// built once, cold (issue 37: output ≤ 2 GB, no page over 150 KB of HTML, progress printed throughout).
// Prints the build's profile (from its log), the output size, the HTML bytes of the operation and schema
// pages (max, median, pages over 150 KB), and the longest stretch of the build log without a line.
// Byte figures do not depend on the machine's load; times do (the load average is printed beside them).
// DEEP_SPECS=<folder> reuses a spec folder made before (the generator reads 11 MB of YAML).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDeepSpec } from './make-deep-spec.mjs';
import { htmlSizes, load } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deep-'));
const specs = process.env.DEEP_SPECS ?? path.join(work, 'specs');
if (!process.env.DEEP_SPECS) console.log(`spec: ${writeDeepSpec(specs)} operations in ${specs}`);
const outDir = path.join(work, 'site');
fs.rmSync(path.join(root, 'node_modules/.cache/rspack'), { recursive: true, force: true });

console.log(`load average before: ${load()}`);
const started = performance.now();
const lines = [];
const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CONTENT_CHECK: 'warn',
        SPECS_DIR: specs,
        DOCS_DIR: path.join(root, 'bench/fixtures/scale-docs'),
        OUT_DIR: outDir,
        GENERATED_DIR: path.join(work, 'generated'),
        NODE_OPTIONS: '--max-old-space-size=8192',
      },
    },
  );
  let rest = '';
  const onData = (d) => {
    const parts = (rest + d).split('\n');
    rest = parts.pop();
    for (const text of parts) {
      lines.push({ at: performance.now() - started, text });
      if (process.env.BENCH_VERBOSE) console.log(text);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('close', resolve);
});
const wall = performance.now() - started;
if (code !== 0) {
  console.error(
    lines
      .slice(-60)
      .map((l) => l.text)
      .join('\n'),
  );
  process.exit(1);
}
let silence = { ms: 0, after: '' };
for (let i = 1; i < lines.length; i++) {
  const gap = lines[i].at - lines[i - 1].at;
  if (gap > silence.ms) silence = { ms: gap, after: lines[i - 1].text };
}
console.log(`build: ${(wall / 1000).toFixed(1)} s (load average after: ${load()})`);
console.log(
  lines
    .filter((l) => /^(profile|summary)/.test(l.text))
    .map((l) => l.text)
    .join('\n'),
);
const progress = lines.filter((l) => /^(render |info    .*(so far|rendering pages))/.test(l.text));
console.log(
  `progress lines: ${progress.length}; longest stretch without a log line: ${(silence.ms / 1000).toFixed(1)} s (after "${silence.after.trim().slice(0, 80)}")`,
);
const sizes = htmlSizes(outDir);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`output: ${(sizes.totalBytes / 1024 / 1024).toFixed(1)} MB`);
for (const [label, list] of [
  ['operation pages', sizes.operations],
  ['schema pages', sizes.schemas],
  ['all HTML pages', sizes.all],
]) {
  if (!list.length) continue;
  const over = list.filter((s) => s.bytes > 150 * 1024).length;
  console.log(
    `${label}: ${list.length}, HTML max ${kb(list.at(-1).bytes)} (${list.at(-1).file}), median ${kb(list[Math.floor(list.length / 2)].bytes)}, ${over} over 150 KB`,
  );
}
if (!process.env.KEEP) fs.rmSync(work, { recursive: true, force: true });
