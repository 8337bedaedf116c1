import { describe, expect, it, vi } from 'vitest';

const original = vi.hoisted(() => ({
  initPageData: vi.fn(),
  warmPageData: vi.fn(),
  setCurrentPageData: vi.fn(),
  consumeCachedPageData: vi.fn<(route: string) => unknown>(() => undefined),
}));
vi.mock('@rspress/core/dist/runtime/initPageData.js', () => original);

const { consumeCachedPageData, setCurrentPageData } = await import('./init-page-data');

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
});
