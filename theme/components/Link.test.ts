import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// The site's base is /docs/ and its URLs are clean (no .html), as Rspress's helpers make them.
const runtime = vi.hoisted(() => ({
  cleanUrlByConfig: vi.fn((href: string) => href.replace(/\.html$/, '')),
  withBase: vi.fn((href: string) => `/docs${href}`),
  removeBase: vi.fn((href: string) => href.replace(/^\/docs/, '')),
  isExternalUrl: (href: string) => /^https?:/.test(href),
  preloadLink: () => undefined,
}));
vi.mock('@rspress/core/runtime', () => runtime);
vi.mock('../logic/useResilientNavigate', () => ({ useResilientNavigate: () => () => undefined }));

const { Link } = await import('./Link');

const render = (href: string) => renderToStaticMarkup(createElement(Link, { href }, 'x'));

describe('Link', () => {
  it("writes an internal link under the base, working out each href's URL once", () => {
    expect(render('/idn/api/v3/list-sources.html')).toBe(
      '<a href="/docs/idn/api/v3/list-sources" class="rp-link">x</a>',
    );
    // The same link on the next page (a sidebar, the navbar): the same HTML, no helper called again.
    expect(render('/idn/api/v3/list-sources.html')).toBe(
      '<a href="/docs/idn/api/v3/list-sources" class="rp-link">x</a>',
    );
    expect(runtime.withBase).toHaveBeenCalledTimes(1);
    expect(runtime.removeBase).toHaveBeenCalledTimes(1);
    expect(render('/blog')).toBe('<a href="/docs/blog" class="rp-link">x</a>');
    expect(runtime.withBase).toHaveBeenCalledTimes(2);
    // Relative and external links are left as written.
    expect(render('guide')).toBe('<a href="guide" class="rp-link">x</a>');
    expect(render('https://example.test/')).toBe(
      '<a href="https://example.test/" target="_blank" rel="noopener noreferrer" class="rp-link">x</a>',
    );
    expect(runtime.withBase).toHaveBeenCalledTimes(2);
  });
});
