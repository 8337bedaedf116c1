// @vitest-environment node
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPage, PageSidebar } from '../../common/api-pages/format';
import { WINDOW_SIDE } from '../../common/api-pages/group-window';
import { readApiPage } from '../routing/read-api-page';
import { knownGroupItems } from '../sidebar/group-items';
import { Sidebar } from './Sidebar';

/**
 * The sidebar of an API page with a long group, rendered on the server as every page is, then read
 * back as the browser does on a client navigation (read-api-page.ts): the window, its link to the
 * group's page, and never the window taken for the whole group.
 */
let page: ApiPage | undefined;
let pathname = '/';
vi.mock('@rspress/core/runtime', () => ({
  isActive: (link: string, path: string) => link === path,
  useLocation: () => ({ pathname }),
  usePage: () => ({ page: { apiPage: page } }),
  useSidebar: () => [],
  useNavigate: () => () => undefined,
  withBase: (url: string) => url,
  removeBase: (url: string) => url,
  cleanUrlByConfig: (url: string) => url,
  isExternalUrl: (url: string) => /^https?:/.test(url),
  preloadLink: () => undefined,
  initPageData: () => undefined,
  warmPageData: () => undefined,
  pathnameToRouteService: () => undefined,
}));
vi.mock('@rspress/core/theme-original', () => ({ renderInlineMarkdown: () => ({}) }));

const ops = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    text: `Operation ${i}`,
    link: `/v/${tag}-op-${i}`,
    context: 'method-get',
  }));

/** The page at `route` with `sidebar`, its HTML: the sidebar and the record's data script. */
function html(route: string, sidebar: PageSidebar): string {
  pathname = route;
  page = { routePath: route, title: 'T', frontmatter: {}, toc: [], sections: [], sidebar };
  const { groups: _g, ...meta } = sidebar;
  const data = JSON.stringify({ ...page, sections: undefined, sidebar: { ...meta, groups: [] } });
  return `<div class="data-page"><script type="application/json" id="portal-data-page">${data}</script></div>${renderToString(createElement(Sidebar))}`;
}

function read(markup: string): ApiPage | null {
  const window = new Window();
  window.document.body.innerHTML = markup;
  return readApiPage(window.document as unknown as Document);
}

afterEach(() => void (page = undefined));

describe('the sidebar of a long API group', () => {
  const window600 = ops('long', 600).slice(280, 280 + 2 * WINDOW_SIDE + 1);
  const sidebar: PageSidebar = {
    base: '/v',
    label: 'V',
    groups: [
      { text: 'Long', key: 'long', items: window600, total: 600 },
      { text: 'Short', key: 'short' },
    ],
  };

  it('renders the window, marks the page, and ends with a link to the group’s page', () => {
    const out = html('/v/long-op-300', sidebar);
    expect(out.match(/href="\/v\/long-op-\d+"/g)).toHaveLength(window600.length);
    expect(out).toMatch(/href="\/v\/long-op-300"[^>]*aria-current="page"/);
    const all = /<a ([^>]*class="sb-item sb-all"[^>]*)>All 600 operations of Long<\/a>/.exec(out);
    expect(all?.[1]).toContain('href="/v/long"');
    expect(all?.[1]).toContain('data-total="600"');
    expect(all?.[1]).not.toContain('aria-current');
  });

  it('is read back as the window with its total, and never remembered as the group', () => {
    const out = html('/v/long-op-300', sidebar);
    const back = read(out)!.sidebar!.groups.find((g) => g.key === 'long')!;
    expect(back.total).toBe(600);
    expect(back.items).toEqual(window600);
    expect(knownGroupItems('/page-data/v/_sidebar/long.json')).toBeUndefined();
  });

  it('renders a small group as before: no link after it, remembered whole', () => {
    const small: PageSidebar = {
      base: '/v',
      label: 'V',
      groups: [{ text: 'Short', key: 'short', items: ops('short', 5) }],
    };
    const out = html('/v/short-op-2', small);
    expect(out).not.toContain('sb-all');
    expect(read(out)!.sidebar!.groups[0]).toEqual(small.groups[0]);
    expect(knownGroupItems('/page-data/v/_sidebar/short.json')).toHaveLength(5);
  });
});
