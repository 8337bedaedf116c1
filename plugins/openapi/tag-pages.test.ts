import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { WHOLE_GROUP_MAX, WINDOW_SIDE } from '../../common/api-pages/group-window';
import { FIXTURES, fixtureSpec } from './fixture-spec';
import { generateApi } from './generate';
import { PAGE_SECTIONS_BUDGET } from './page-budget';
import { TAG_PAGE_ROWS, tagPages } from './tag-pages';

describe('tagPages', () => {
  it('gives a tag of up to TAG_PAGE_ROWS operations its one page', () => {
    expect(tagPages({ slug: 't', operations: { length: 0 } })).toEqual([
      { slug: 't', n: 1, from: 0, to: 0 },
    ]);
    expect(tagPages({ slug: 't', operations: { length: TAG_PAGE_ROWS } })).toHaveLength(1);
  });
  it('splits a longer tag, the first page at the tag’s route', () => {
    expect(tagPages({ slug: 't', operations: { length: 2 * TAG_PAGE_ROWS + 1 } })).toEqual([
      { slug: 't', n: 1, from: 0, to: TAG_PAGE_ROWS },
      { slug: 't/2', n: 2, from: TAG_PAGE_ROWS, to: 2 * TAG_PAGE_ROWS },
      { slug: 't/3', n: 3, from: 2 * TAG_PAGE_ROWS, to: 2 * TAG_PAGE_ROWS + 1 },
    ]);
  });
});

/**
 * A long tag (issue 37): the fixture's three `Sources` operations copied 200 times (600
 * operations, as a generated API's one tag of 572), beside a small tag.
 */
function longTagSpec() {
  const spec = parse(fs.readFileSync(path.join(FIXTURES, 'long-tag.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
  };
  const paths: typeof spec.paths = {};
  for (const [p, item] of Object.entries(spec.paths)) {
    if (!p.startsWith('/sources')) {
      paths[p] = item;
      continue;
    }
    for (let copy = 0; copy < 200; copy++)
      paths[`/copy${copy}${p}`] = Object.fromEntries(
        Object.entries(item).map(([method, op]) => [
          method,
          typeof op === 'object' && op.operationId
            ? { ...op, operationId: `${op.operationId}${copy}`, summary: `${op.summary} ${copy}` }
            : op,
        ]),
      );
  }
  return { ...spec, paths };
}

describe('a long tag: pages and sidebars of bounded size', () => {
  let record: (route: string) => ApiPage;
  let routes: string[];
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'long-tag-'));
    fs.writeFileSync(path.join(dir, 'long.json'), JSON.stringify(longTagSpec()));
    const outDir = path.join(dir, 'out');
    const dataDir = path.join(outDir, 'data');
    const api = await generateApi({
      specsDir: dir,
      outDir,
      dataDir,
      specs: [fixtureSpec('long.json', '/lt')],
    });
    routes = api.pages.map((p) => p.routePath);
    record = (route) =>
      JSON.parse(fs.readFileSync(path.join(dataDir, recordPath(route)), 'utf8')) as ApiPage;
  }, 120_000);

  const sectionsHtml = (r: ApiPage) => r.sections.map((s) => s.html).join('');
  const links = (html: string) => [...html.matchAll(/href="(\/lt\/[^"#]+)"/g)].map((m) => m[1]!);

  it('splits the tag page, every page within the budget and every operation linked once', () => {
    const parts = ['/lt/sources', '/lt/sources/2', '/lt/sources/3'];
    expect(routes.filter((r) => r.startsWith('/lt/sources'))).toEqual(parts);
    const linked: string[] = [];
    for (const route of parts) {
      const html = sectionsHtml(record(route));
      expect(html.length, route).toBeLessThanOrEqual(PAGE_SECTIONS_BUDGET);
      expect(html, route).toContain('600 operations in this group; this page lists');
      // Each page links the others (pager above and below the table).
      for (const other of parts.filter((p) => p !== route)) expect(links(html)).toContain(other);
      linked.push(...links(html).filter((l) => !parts.includes(l)));
    }
    const ops = routes.filter((r) => /\/lt\/(list|get|delete)-source/.test(r));
    expect(ops).toHaveLength(600);
    expect(linked.sort()).toEqual([...ops].sort());
    expect(record('/lt/sources/2').title).toBe('Sources: operations 201–400');
  });

  it('renders a small tag page as before, unsplit', () => {
    const html = sectionsHtml(record('/lt/tasks'));
    expect(html).toContain('<p class="api-count">1 operation in this group.</p>');
    expect(html).not.toContain('api-pager');
  });

  it('carries a window of the long group on its operations’ pages, and small groups whole', () => {
    const ops = routes.filter((r) => /\/lt\/(list|get|delete)-source/.test(r));
    for (const route of [ops[0]!, ops[300]!, ops.at(-1)!]) {
      const g = record(route).sidebar!.groups.find((x) => x.key === 'sources')!;
      expect(g.total, route).toBe(600);
      expect(g.items, route).toHaveLength(2 * WINDOW_SIDE + 1);
      expect(
        g.items!.map((i) => i.link),
        route,
      ).toContain(route);
      expect(JSON.stringify(record(route).sidebar).length, route).toBeLessThan(8 * 1024);
    }
    const tasks = record('/lt/get-task').sidebar!.groups.find((x) => x.key === 'tasks')!;
    expect(tasks.items).toHaveLength(1);
    expect(tasks).not.toHaveProperty('total');
    expect(WHOLE_GROUP_MAX).toBeLessThan(600);
  });
});
