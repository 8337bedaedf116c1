import { describe, expect, it, vi } from 'vitest';

const original = vi.hoisted(() => ({
  initPageData: vi.fn(),
  warmPageData: vi.fn(),
  setCurrentPageData: vi.fn(),
  consumeCachedPageData: vi.fn<(route: string) => unknown>(() => undefined),
}));
vi.mock('@rspress/core/dist/runtime/initPageData.js', () => original);

// An API page's route (as api-route.ts makes it) and a compiled page's.
const routes = vi.hoisted(() => {
  const api = {
    path: '/idn/api/v3/list-sources',
    filePath: 'page-data/idn/api/v3/list-sources.json',
    preload: async () => ({
      default: 'ApiPageView',
      title: 'List sources',
      headingTitle: 'List sources',
      frontmatter: { description: 'Lists the sources.' },
      toc: [{ id: 'request', text: 'Request', depth: 2 }],
      routePath: '/idn/api/v3/list-sources',
      lang: 'en',
      version: '',
    }),
  };
  return { api, guide: { path: '/idn/docs', filePath: 'idn/docs.md', preload: async () => ({}) } };
});
vi.mock('./route', () => ({
  pathnameToRouteService: (p: string) =>
    p === routes.api.path ? routes.api : p === routes.guide.path ? routes.guide : undefined,
}));
vi.mock('./api-route', () => ({ isApiRoute: (r: unknown) => r === routes.api }));

const { consumeCachedPageData, initPageData, setCurrentPageData } =
  await import('./init-page-data');

describe('init-page-data', () => {
  it("answers the first lookup of the hydrated page with the record it hydrated with, once, and leaves the rest to Rspress's cache", () => {
    const record = { routePath: '/idn/docs', title: 'Docs' } as never;
    setCurrentPageData('/idn/docs', record);
    expect(original.setCurrentPageData).toHaveBeenCalledWith('/idn/docs', record);
    expect(consumeCachedPageData('/idn/docs')).toBe(record);
    // Afterwards (a later visit of the same path) Rspress's own cache decides.
    expect(consumeCachedPageData('/idn/docs')).toBeUndefined();
    setCurrentPageData('/blog', { routePath: '/blog' } as never);
    expect(consumeCachedPageData('/blog')).toBeUndefined();
    const cached = { routePath: '/blog' };
    original.consumeCachedPageData.mockReturnValueOnce(cached);
    expect(consumeCachedPageData('/blog')).toBe(cached);
  });

  it("makes an API page's data from its module as Rspress does, without its page-list scan; other routes go to Rspress", async () => {
    expect(await initPageData(routes.api.path)).toEqual({
      default: 'ApiPageView',
      headingTitle: 'List sources',
      routePath: '/idn/api/v3/list-sources',
      lang: 'en',
      version: '',
      pagePath: 'page-data/idn/api/v3/list-sources.json',
      pageType: 'doc',
      title: 'List sources',
      frontmatter: { description: 'Lists the sources.' },
      toc: [{ id: 'request', text: 'Request', depth: 2 }],
    });
    expect(original.initPageData).not.toHaveBeenCalled();
    await initPageData('/idn/docs');
    await initPageData('/nowhere');
    expect(original.initPageData.mock.calls).toEqual([['/idn/docs'], ['/nowhere']]);
  });
});
