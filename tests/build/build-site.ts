import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { REPO_ROOT } from '../lib/shared';

export interface BuildResult {
  code: number | null;
  output: string;
  outDir: string;
}

/** Builds a site with the portal's config, plugins and theme, from another docs/specs folder. */
export function buildSite(opts: {
  docsDir: string;
  specsDir: string;
  timeoutMs?: number;
  env?: Record<string, string>;
  /** Another site's Rspress config (`rspress build -c …`), e.g. examples/acme/rspress.config.ts. */
  configFile?: string;
}): Promise<BuildResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-'));
  const outDir = path.join(work, 'out');
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/@rspress/core/bin/rspress.js'),
        'build',
        ...(opts.configFile ? ['-c', opts.configFile] : []),
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DOCS_DIR: opts.docsDir,
          SPECS_DIR: opts.specsDir,
          OUT_DIR: outDir,
          GENERATED_DIR: path.join(work, 'generated'),
          NO_COLOR: '1',
          FORCE_COLOR: '0',
          ...opts.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 240_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, outDir });
    });
  });
}

/**
 * Builds a fixture folder (its `docs/` and `specs/`) once, before the tests of the describe block
 * that calls this. The returned object is filled in when the build is done; `html(route)` reads a
 * built page.
 */
export function useFixtureBuild(
  fixtureDir: string,
  env: Record<string, string> = {},
): BuildResult & { html: (route: string) => string } {
  const r = {
    code: null,
    output: '',
    outDir: '',
    html: (route: string) => fs.readFileSync(path.join(r.outDir, `${route}.html`), 'utf8'),
  } as BuildResult & { html: (route: string) => string };
  beforeAll(async () => {
    Object.assign(
      r,
      await buildSite({
        docsDir: path.join(fixtureDir, 'docs'),
        specsDir: path.join(fixtureDir, 'specs'),
        env,
      }),
    );
  }, 240_000);
  return r;
}
