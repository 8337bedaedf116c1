import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { pageInfo, pageInfoModuleCode } from './page-info-module';

const route = {
  routePath: '/idn/docs/',
  absolutePath: '/site/docs/idn/docs/index.md',
  relativePath: 'idn/docs/index.md',
  lang: 'en',
  version: '',
};

describe('pageInfo', () => {
  it("is Rspress's record less what Rspress keeps out of the browser (content, file path, flattened text)", () => {
    const record = {
      routePath: '/idn/docs/',
      title: 'Docs',
      lang: 'en',
      toc: [],
      version: '',
      content: 'long text',
      _flattenContent: 'x',
      _filepath: '/abs',
      _relativePath: 'idn/docs/index.md',
      lastUpdatedTime: '1/1/2026',
    } as unknown as PageIndexInfo;
    expect(pageInfo(route, record)).toEqual({
      routePath: '/idn/docs/',
      title: 'Docs',
      lang: 'en',
      toc: [],
      version: '',
      _relativePath: 'idn/docs/index.md',
      lastUpdatedTime: '1/1/2026',
    });
  });
  it("is the route's own fields when there is no record (a page added while the dev server runs)", () => {
    expect(pageInfo(route, undefined)).toMatchObject({
      routePath: '/idn/docs/',
      lang: 'en',
      _relativePath: 'idn/docs/index.md',
    });
  });
});

describe('pageInfoModuleCode', () => {
  it('re-exports the page (default and named exports) and adds its record', async () => {
    const code = pageInfoModuleCode("/site/docs/it's.md", { routePath: '/x', title: '</script>"' });
    expect(code).toContain(`export * from "/site/docs/it's.md";`);
    expect(code).toContain(`export { default } from "/site/docs/it's.md";`);
    const info = code.match(/export const __pageInfo = (.*);/)![1]!;
    expect(JSON.parse(info)).toEqual({ routePath: '/x', title: '</script>"' });
  });
});
