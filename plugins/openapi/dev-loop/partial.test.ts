import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../../common/apis/api-list';
import { recordPath } from '../../../common/api-pages/format';
import { generateApi, type GeneratedApi, type SpecCache } from '../generate';
import type { ApiPage } from '../../../common/api-pages/format';
import { affectedApis, applyFiles, mergeGenerated, renderPlan, staleFiles } from './partial';

const FIXTURES = path.join(__dirname, '../fixtures');
const entry = (
  file: string,
  base: string,
  product: ApiEntry['product'],
  over: Partial<ApiEntry> = {},
): ApiEntry => ({
  file,
  base,
  area: `${product}-api`,
  product,
  label: base,
  versionKey: null,
  landing: 'fixture-api',
  status: 'stable',
  ...over,
});

// A split spec (its own product) and two versions of another product, the second with a "What changed" page.
const APIS = [
  entry('root.yaml', '/split', 'iiq'),
  entry('before.yaml', '/v1', 'idn', { label: 'V1' }),
  entry('after.yaml', '/v2', 'idn', { label: 'V2' }),
];

describe('partial regeneration (the dev server after a spec edit)', () => {
  let specsDir: string;
  let dirs: { outDir: string; dataDir: string; groupsDir: string };
  let prev: GeneratedApi;
  let cache: SpecCache;
  const record = (route: string) => path.join(dirs.dataDir, recordPath(route));

  /** What plugins/openapi/index.ts does on a change: load the affected products, render the plan, write what changed. */
  async function regenerate(
    changed: string[],
    apis: readonly ApiEntry[] = APIS,
    listChanged?: ReadonlySet<string>,
  ) {
    const affected = affectedApis(apis, prev, specsDir, changed);
    const products = new Set(
      apis.filter((a) => affected.has(a.file)).map((a) => a.product as string),
    );
    for (const p of listChanged ?? []) products.add(p);
    const files = new Map<string, string>();
    const rendered = new Set<string>();
    const barred = new Set<string>();
    const g = await generateApi({
      specsDir,
      ...dirs,
      specs: apis,
      partial: {
        apis: new Set(apis.filter((a) => products.has(a.product)).map((a) => a.file)),
        otherRoutes: prev.pages.map((p) => p.routePath),
        specCache: cache,
        writeFile: (f, c) => files.set(f, c),
        render: (menus) => {
          const plan = renderPlan(apis, prev, affected, listChanged)(menus);
          return (a, route) => {
            const mode = plan(a, route);
            (mode === 'bar' ? barred : mode ? rendered : new Set()).add(route);
            return mode;
          };
        },
      },
    });
    const written = applyFiles(files);
    const stale = staleFiles(apis, prev, g, files, dirs, rendered);
    for (const f of stale) fs.rmSync(f);
    return {
      affected,
      rendered,
      barred,
      written,
      stale,
      merged: mergeGenerated(apis, prev, g, rendered, dirs.outDir),
    };
  }

  beforeEach(async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-'));
    specsDir = path.join(work, 'specs');
    fs.cpSync(path.join(FIXTURES, 'split'), specsDir, { recursive: true });
    for (const f of ['before.yaml', 'after.yaml'])
      fs.copyFileSync(path.join(FIXTURES, 'versions', f), path.join(specsDir, f));
    dirs = {
      outDir: path.join(work, 'api'),
      dataDir: path.join(work, 'records'),
      groupsDir: path.join(work, 'groups'),
    };
    cache = new Map();
    prev = await generateApi({ specsDir, ...dirs, specs: APIS, partial: { specCache: cache } });
  });

  it('knows which files each spec was read from', () => {
    expect(prev.specs.find((s) => s.file === 'root.yaml')!.files).toEqual([
      'paths/users.yaml',
      'root.yaml',
      'schemas/User.yaml',
    ]);
    expect(prev.specs.find((s) => s.file === 'after.yaml')!.files).toEqual(['after.yaml']);
  });

  it('a changed split file invalidates its API only', () => {
    expect([
      ...affectedApis(APIS, prev, specsDir, [path.join(specsDir, 'schemas/User.yaml')]),
    ]).toEqual(['root.yaml']);
    expect([...affectedApis(APIS, prev, specsDir, [path.join(specsDir, 'before.yaml')])]).toEqual([
      'before.yaml',
    ]);
    expect(affectedApis(APIS, prev, specsDir, [path.join(specsDir, 'notes.yaml')]).size).toBe(0);
  });

  it('reuses the loaded specs whose files did not change', async () => {
    const loaded = new Map([...cache].map(([f, c]) => [f, c.loaded]));
    const users = path.join(specsDir, 'paths/users.yaml');
    fs.writeFileSync(
      users,
      fs.readFileSync(users, 'utf8').replace('summary: List users', 'summary: List every user'),
    );
    await regenerate([users]);
    expect(cache.get(path.join(specsDir, 'root.yaml'))!.loaded).not.toBe(
      loaded.get(path.join(specsDir, 'root.yaml')),
    );
    // The other product was not even loaded.
    expect(cache.get(path.join(specsDir, 'after.yaml'))!.loaded).toBe(
      loaded.get(path.join(specsDir, 'after.yaml')),
    );
  });

  it('rewrites only the changed files of the edited API, and the merged result holds the edit', async () => {
    const users = path.join(specsDir, 'paths/users.yaml');
    const untouched = [
      record('/v1/list-accounts'),
      record('/v2/list-accounts'),
      ...prev.pages.map((p) => p.filepath),
    ];
    const before = new Map(untouched.map((f) => [f, fs.statSync(f).mtimeMs]));
    await new Promise((r) => setTimeout(r, 20));
    fs.writeFileSync(
      users,
      fs.readFileSync(users, 'utf8').replace('summary: List users', 'summary: List every user'),
    );
    const { rendered, written, stale, merged } = await regenerate([users]);
    expect([...rendered].every((r) => r.startsWith('/split'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(record('/split/list-users'), 'utf8')).title).toBe(
      'List every user',
    );
    expect(written).toBeGreaterThan(0);
    expect(stale).toEqual([]);
    // Stubs keep their modification time (their title is the page's, which changed only for one).
    for (const [f, t] of before)
      if (!f.endsWith('list-users.md')) expect(fs.statSync(f).mtimeMs, f).toBe(t);
    expect(merged.operations.map((o) => o.summary)).toContain('List every user');
    expect(merged.operations.map((o) => o.route)).toEqual(prev.operations.map((o) => o.route));
    expect(merged.pages.map((p) => p.routePath)).toEqual(prev.pages.map((p) => p.routePath));
  });

  it('an edit of a version also renders the "What changed" page comparing against it; a page removed is deleted', async () => {
    const v1 = path.join(specsDir, 'before.yaml');
    const text = fs.readFileSync(v1, 'utf8');
    fs.writeFileSync(v1, text.replace('summary: List accounts', 'summary: List the accounts'));
    let r = await regenerate([v1]);
    expect([...r.rendered].filter((x) => x.startsWith('/v2'))).toEqual(['/v2/changes']);
    prev = r.merged;
    // An operation renamed: the other version's menus link elsewhere, so all its pages get a new
    // version bar (the rest of their records unchanged; "What changed" rendered again).
    const v2Before = JSON.parse(fs.readFileSync(record('/v2/list-accounts'), 'utf8')) as ApiPage;
    fs.writeFileSync(v1, text.replace('operationId: listAccounts', 'operationId: listAllAccounts'));
    r = await regenerate([v1]);
    expect([...r.rendered].filter((x) => x.startsWith('/v2'))).toEqual(['/v2/changes']);
    expect(r.barred).toContain('/v2/list-accounts');
    const v2After = JSON.parse(fs.readFileSync(record('/v2/list-accounts'), 'utf8')) as ApiPage;
    expect(v2Before.sections[0]!.html).toContain('href="/v1/list-accounts"');
    // Operations are matched across versions by operationId: V1 has no listAccounts now.
    expect(v2After.sections[0]!.html).toContain(
      'href="/v1">V1</a> <span class="api-versions__note">',
    );
    expect(v2After.sections[0]!.html).not.toContain('href="/v1/list-accounts"');
    expect({ ...v2After, sections: v2After.sections.slice(1) }).toEqual({
      ...v2Before,
      sections: v2Before.sections.slice(1),
    });
    expect(r.stale).toContain(record('/v1/list-accounts'));
    expect(fs.existsSync(record('/v1/list-all-accounts'))).toBe(true);
    expect(fs.existsSync(record('/v1/list-accounts'))).toBe(false);
  });

  it('a version added to the list: its pages rendered, its siblings only get the new version bar', async () => {
    fs.copyFileSync(path.join(specsDir, 'after.yaml'), path.join(specsDir, 'next.yaml'));
    const apis = [...APIS, entry('next.yaml', '/v3', 'idn', { label: 'V3' })];
    const bar = (route: string) =>
      (JSON.parse(fs.readFileSync(record(route), 'utf8')) as ApiPage).sections[0]!.html;
    const v1Before = bar('/v1/list-accounts');
    const r = await regenerate(['next.yaml'], apis, new Set(['idn']));
    expect([...r.rendered].every((x) => x.startsWith('/v3'))).toBe(true);
    expect(r.rendered).toContain('/v3/changes');
    expect([...r.barred].some((x) => x.startsWith('/split'))).toBe(false);
    expect(r.barred).toContain('/v1/list-accounts');
    expect(r.barred).toContain('/v2/changes');
    const v1After = bar('/v1/list-accounts');
    expect(v1Before).not.toContain('href="/v3/list-accounts"');
    expect(v1After).toContain('href="/v3/list-accounts"');
    expect(r.merged.pages.map((p) => p.routePath)).toEqual([
      ...prev.pages.map((p) => p.routePath),
      ...r.merged.pages.filter((p) => p.routePath.startsWith('/v3')).map((p) => p.routePath),
    ]);
    expect(r.stale).toEqual([]);
  });
});
