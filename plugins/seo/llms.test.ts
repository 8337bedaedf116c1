import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteMeta, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { recordPath } from '../../common/api-pages/format';
import { FIXTURES, fixtureSpec } from '../openapi/fixture-spec';
import { generateApi } from '../openapi/generate';
import { writeApiTwin } from './api-twins';
import { llmsPlugin } from './llms';

describe('llms plugin', () => {
  it("writes the API pages' twins in a worker from the config hook and moves them into the site after the build", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-plugin-'));
    const dataDir = path.join(dir, 'records');
    const stubs = path.join(dir, 'stubs');
    const docsRoot = path.join(dir, 'docs');
    const outDir = path.join(dir, 'site');
    const stageDir = path.join(dir, 'stage');
    const api = await generateApi({
      specsDir: FIXTURES,
      outDir: stubs,
      dataDir,
      specs: [fixtureSpec('constructs.yaml', '/fx')],
    });
    fs.mkdirSync(docsRoot, { recursive: true });
    fs.writeFileSync(
      path.join(docsRoot, 'guide.md'),
      '---\ntitle: A guide\n---\n\nSee [it](/fx).\n',
    );
    const plugin = llmsPlugin({
      siteOrigin: '',
      siteTitle: 'Portal',
      siteDescription: 'The portal.',
      docsRoot,
      dataDir,
      isApiPage: (file) => file.startsWith(stubs + path.sep),
      redirects: [],
      apis: [],
      products: [],
      apiPages: async () => api.pages,
      stageDir,
    });
    const config: UserConfig = { outDir };
    await plugin.config!(config, { addPlugin: () => {}, removePlugin: () => {} }, true);
    const routes = [
      { routePath: '/guide', absolutePath: path.join(docsRoot, 'guide.md') },
      ...api.pages.map((p) => ({ routePath: p.routePath, absolutePath: p.filepath })),
    ] as RouteMeta[];
    await plugin.routeGenerated!(routes, true);
    // The compile empties the site's folder meanwhile: the twins wait outside it.
    fs.mkdirSync(outDir, { recursive: true });
    await plugin.afterBuild!(config, true);

    const ctx = { siteOrigin: '' };
    const llms = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    for (const p of api.pages) {
      const expected = path.join(dir, 'expected', `${p.routePath}.md`);
      const entry = writeApiTwin(
        { recordFile: path.join(dataDir, recordPath(p.routePath)), mdFile: expected },
        ctx,
      );
      const twin = fs.readFileSync(path.join(outDir, `${p.routePath.slice(1)}.md`), 'utf8');
      expect(twin).toBe(fs.readFileSync(expected, 'utf8'));
      expect(llms).toContain(`- [${entry.title}](${p.routePath}.md)`);
    }
    expect(llms).toContain('- [A guide](/guide.md)');
    expect(fs.readFileSync(path.join(outDir, 'guide.md'), 'utf8')).toContain('[it](/fx.md)');
    expect(fs.existsSync(stageDir)).toBe(false);
    const full = fs.readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8');
    expect(full.match(/^url: /gm)?.length).toBe(api.pages.length + 1);
  }, 60_000);
});
