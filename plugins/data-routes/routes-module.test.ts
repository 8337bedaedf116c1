import { describe, expect, it } from 'vitest';
import { routeChunkName, routesModuleCode } from './routes-module';

describe('routesModuleCode', () => {
  const routes = [
    { routePath: '/idn/docs/', absolutePath: '/site/docs/idn/docs/index.md', relativePath: 'idn/docs/index.md', lang: '', version: '' },
    { routePath: '/blog', absolutePath: "/site/docs/it's.tsx", relativePath: "it's.tsx", lang: '', version: '' },
  ];
  it('emits one lazy import and one route entry per page, with Rspress chunk names', () => {
    const code = routesModuleCode(routes);
    expect(code.match(/\(\) => import\(/g)).toHaveLength(2);
    expect(code).toContain(`webpackChunkName: "${routeChunkName('idn/docs/index.md')}"`);
    expect(code).toContain(`["/idn/docs/","idn/docs/index.md","",""]`);
    // Quotes in paths cannot break the module.
    expect(code).toContain(`*/ "/site/docs/it's.tsx")`);
  });
  it('names chunks like Rspress: route- and 12 hex digits of the sha256 of the relative path', () => {
    expect(routeChunkName('index.md')).toMatch(/^route-[0-9a-f]{12}$/);
    expect(routeChunkName('index.md')).not.toBe(routeChunkName('blog.md'));
  });
  it('is a module with an empty table when there are no pages', () => {
    expect(routesModuleCode([])).toContain('const table = [\n\n];');
  });
  it('builds the route objects Rspress builds: path, element, filePath, preload, lang, version', async () => {
    const code = routesModuleCode(routes)
      .replace(/^import .*$/gm, '')
      .replace(/\(\) => import\([^)]*\)/g, '() => Promise.resolve({ default: () => null })')
      .replace('export const routes =', 'return');
    const React = { createElement: (c: unknown) => ({ type: c }) };
    const lazyWithPreload = (f: () => Promise<unknown>) => Object.assign(() => null, { preload: f });
    const built = new Function('React', 'lazyWithPreload', code)(React, lazyWithPreload) as Array<Record<string, unknown>>;
    expect(built.map((r) => [r.path, r.filePath, r.lang, r.version])).toEqual([
      ['/idn/docs/', 'idn/docs/index.md', '', ''],
      ['/blog', "it's.tsx", '', ''],
    ]);
    expect(await (built[0]!.preload as () => Promise<unknown>)()).toHaveProperty('default');
  });
});
