import { describe, expect, it, vi } from 'vitest';

vi.mock('virtual-routes', () => ({ routes: [{ path: '/idn/docs', preload: async () => ({}) }] }));
vi.mock('virtual-site-data', () => ({ default: { base: '/' } }));
vi.mock('./api-route', () => ({ apiRoute: () => undefined }));

const { isActive, matchPath } = await import('./route');

describe('matchPath (as Rspress runtime/route.js matches)', () => {
  it('compares normalized paths: case, .html, /index, trailing slash, encoding, hash', () => {
    expect(matchPath('/IDN/Docs.html', '/idn/docs/')).toEqual({ path: '/IDN/Docs.html' });
    expect(matchPath('/idn/docs/index', '/idn/docs')).toEqual({ path: '/idn/docs/index' });
    expect(matchPath('/idn/caf%C3%A9', '/idn/café')).toEqual({ path: '/idn/caf%C3%A9' });
    expect(matchPath('/idn/docs#part', '/idn/docs')).not.toBeNull();
    expect(matchPath('/idn/docs', '/idn/doc')).toBeNull();
  });

  it('gives the same answers when asked again (normalized paths are remembered)', () => {
    const links = Array.from({ length: 300 }, (_, i) => `/idn/api/v3/op-${i}`);
    const first = links.map((l) => isActive(l, '/idn/api/v3/op-7'));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(links.map((l) => isActive(l, '/idn/api/v3/op-7'))).toEqual(first);
    expect(links.map((l) => isActive(l, '/idn/api/v3/OP-8.html'))[8]).toBe(true);
  });

  it('throws on a malformed path as the original does, every time', () => {
    expect(() => matchPath('/a%E0%A4%A', '/a')).toThrow(URIError);
    expect(() => matchPath('/a%E0%A4%A', '/a')).toThrow(URIError);
  });
});
