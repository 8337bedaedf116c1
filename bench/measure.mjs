// Runs a command and measures wall time and peak RSS of its whole process tree (Linux /proc).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function treeRssKb(rootPid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* process ended */
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    try {
      const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      if (m) total += Number(m[1]);
    } catch {
      /* ended */
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function measure(command, args, opts = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...opts.env },
      cwd: opts.cwd,
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    let peakKb = 0;
    const timer = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        code,
        wallMs: performance.now() - started,
        peakRssMb: Math.round(peakKb / 1024),
        output,
      });
    });
  });
}

/**
 * `rspress build` of this repository with `env` (SPECS_DIR, DOCS_DIR, OUT_DIR, …), output kept for
 * errors. The content rules warn instead of failing (CONTENT_CHECK=warn): a benchmark builds small
 * fixture docs or the guides against another specs corpus; the check still runs, so it is timed.
 */
export function measureBuild(env) {
  return measure(
    process.execPath,
    [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    { cwd: root, quiet: true, env: { CONTENT_CHECK: 'warn', ...env } },
  );
}

/** measureBuild of a corpus (specs and docs folders) into `outDir`, its API pages in `work/generated`. */
export function measureCorpusBuild({ specs, docs }, outDir, work) {
  return measureBuild({
    SPECS_DIR: specs,
    DOCS_DIR: docs,
    OUT_DIR: outDir,
    GENERATED_DIR: path.join(work, 'generated'),
    NODE_OPTIONS: '--max-old-space-size=8192',
  });
}
