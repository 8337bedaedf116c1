import { describe, expect, it } from 'vitest';
import { routeChunkName, routesModuleCode } from './routes-module';

describe('routesModuleCode', () => {
  const routes = [
    { routePath: '/idn/docs/', absolutePath: '/site/docs/idn/docs/index.md', relativePath: 'idn/docs/index.md', lang: '', version: '' },
    { routePath: '/blog', absolutePath: "/site/docs/it's.tsx", relativePath: "it's.tsx", lang: '', version: '' },
  ];
  it('emits one lazy import and one route entry per page, with Rspress chunk names', () => {
    const code = routesModuleCode(routes);
    expect(code.match(/lazyWithPreload\(loadRoute/g)).toHaveLength(2);
    expect(code).toContain(`webpackChunkName: "${routeChunkName('idn/docs/index.md')}"`);
    expect(code).toContain(`path: "/idn/docs/"`);
    // Quotes in paths cannot break the module.
    expect(code).toContain(`*/ "/site/docs/it's.tsx")`);
  });
  it('names chunks like Rspress: route- and 12 hex digits of the sha256 of the relative path', () => {
    expect(routeChunkName('index.md')).toMatch(/^route-[0-9a-f]{12}$/);
    expect(routeChunkName('index.md')).not.toBe(routeChunkName('blog.md'));
  });
  it('is a module with an empty table when there are no pages', () => {
    expect(routesModuleCode([])).toContain('export const routes = [\n\n];');
  });
});
