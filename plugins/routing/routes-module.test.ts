import { describe, expect, it } from 'vitest';
import { pageOfQuery, pageRequest, routeChunkName, routesModuleCode } from './routes-module';

const files = {
  pageModule: '/site/.generated/routing/page.js',
  pageIndex: '/site/theme/routing/page-index.ts',
};

describe('routesModuleCode', () => {
  const routes = [
    {
      routePath: '/idn/docs/',
      absolutePath: '/site/docs/idn/docs/index.md',
      relativePath: 'idn/docs/index.md',
      lang: '',
      version: '',
    },
    {
      routePath: '/blog',
      absolutePath: "/site/docs/it's.tsx",
      relativePath: "it's.tsx",
      lang: '',
      version: '',
    },
  ];
  it('emits one lazy import and one route entry per page, with Rspress chunk names', () => {
    const code = routesModuleCode(routes, files);
    expect(code.match(/\(\) => import\(/g)).toHaveLength(2);
    expect(code).toContain(`webpackChunkName: "${routeChunkName('idn/docs/index.md')}"`);
    expect(code).toContain(`["/idn/docs/","idn/docs/index.md","",""]`);
    // Each import is the page-info module of its page; quotes in paths cannot break the module.
    expect(code).toContain(`*/ "/site/.generated/routing/page.js?page=idn%2Fdocs%2Findex.md")`);
    expect(code).toContain(`*/ "/site/.generated/routing/page.js?page=it's.tsx")`);
  });
  it('names chunks like Rspress: route- and 12 hex digits of the sha256 of the relative path', () => {
    expect(routeChunkName('index.md')).toMatch(/^route-[0-9a-f]{12}$/);
    expect(routeChunkName('index.md')).not.toBe(routeChunkName('blog.md'));
  });
  it('is a module with an empty table when there are no pages', () => {
    expect(routesModuleCode([], files)).toContain('const table = [\n\n];');
  });
  it('builds the route objects Rspress builds, and hands each page record over when its chunk loads', async () => {
    const code = routesModuleCode(routes, files)
      .replace(/^import .*$/gm, '')
      .replace(
        /\(\) => import\([^)]*page=([^")]*)"\)/g,
        (_, page) =>
          `() => Promise.resolve({ default: () => null, __pageInfo: { routePath: ${JSON.stringify(decodeURIComponent(page))} } })`,
      )
      .replace('export const routes =', 'return');
    const React = { createElement: (c: unknown) => ({ type: c }) };
    const lazyWithPreload = (f: () => Promise<unknown>) =>
      Object.assign(() => null, { preload: f });
    const added: unknown[] = [];
    const built = new Function('React', 'lazyWithPreload', 'addPageInfo', code)(
      React,
      lazyWithPreload,
      (i: unknown) => added.push(i),
    ) as Array<Record<string, unknown>>;
    expect(built.map((r) => [r.path, r.filePath, r.lang, r.version])).toEqual([
      ['/idn/docs/', 'idn/docs/index.md', '', ''],
      ['/blog', "it's.tsx", '', ''],
    ]);
    expect(added).toEqual([]);
    expect(await (built[0]!.preload as () => Promise<unknown>)()).toHaveProperty('default');
    expect(added).toContainEqual({ routePath: 'idn/docs/index.md' });
  });
});

describe('page requests', () => {
  it('carry the relative path of the page in their query, read back as it was', () => {
    for (const rel of ['idn/docs/index.md', "it's.tsx", 'a b/c&d=e.md']) {
      const req = pageRequest(files.pageModule, rel);
      expect(pageOfQuery(req.slice(req.indexOf('?')))).toBe(rel);
    }
    expect(pageOfQuery('?other=1')).toBeUndefined();
  });
});
