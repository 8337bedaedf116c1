// What every benchmark prints beside its figures: the machine's load average, and medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The 1-, 5- and 15-minute load averages, as `0.31 1.45 1.20`. */
export const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A build log's own profile lines (plugins/build-log/profile.ts): each phase's time, CPU and peak RSS. */
export const profileLines = (output) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('profile '))
    .join('\n');

/** The middle value; of an even count, the upper of the two middle ones (a measured value, not a mean). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The HTML pages of a built site by size, ascending (`file` relative to `dir`): all of them, the
 * operation pages (the two-pane layout marks them) and the schema pages; and the output's bytes.
 */
export function htmlSizes(dir) {
  const all = [];
  let totalBytes = 0;
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else {
        const bytes = fs.statSync(path.join(dir, r)).size;
        totalBytes += bytes;
        if (e.name.endsWith('.html')) all.push({ file: r, bytes });
      }
    }
  };
  walk('');
  all.sort((a, b) => a.bytes - b.bytes);
  const operations = all.filter((s) =>
    fs.readFileSync(path.join(dir, s.file), 'utf8').includes('class="data-page api-layout"'),
  );
  const schemas = all.filter((s) => /\/(schemas|models)\/[^/]+\.html$/.test(s.file));
  return { all, operations, schemas, totalBytes };
}
