import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, buildCrumbs } from './breadcrumbs';

const sidebar = [
  { text: 'Overview', link: '/idn/docs' },
  {
    text: 'Transforms',
    link: '/idn/docs/transforms',
    items: [
      {
        text: 'Operations',
        items: [{ text: 'Concatenation', link: '/idn/docs/transforms/operations/concatenation' }],
      },
    ],
  },
];
const lead = [
  { text: 'IDN', link: '/idn' },
  { text: 'Docs', link: '/idn/docs' },
];

describe('buildCrumbs', () => {
  it('IDN › Docs › Transforms › Operations › Concatenation', () => {
    expect(
      buildCrumbs(lead, sidebar, '/idn/docs/transforms/operations/concatenation', 'Concatenation'),
    ).toEqual([
      { text: 'IDN', link: '/idn' },
      { text: 'Docs', link: '/idn/docs' },
      { text: 'Transforms', link: '/idn/docs/transforms' },
      { text: 'Operations', link: undefined },
      { text: 'Concatenation' },
    ]);
  });
  it('an API page: IDN › API › v3 › Sources › List sources', () => {
    const api = [
      { text: 'V3 APIs', link: '/idn/api/v3' },
      {
        text: 'Sources',
        link: '/idn/api/v3/sources',
        items: [{ text: 'List sources', link: '/idn/api/v3/list-sources' }],
      },
    ];
    const crumbs = buildCrumbs(
      [
        ...lead.slice(0, 1),
        { text: 'API', link: '/idn/api/getting-started' },
        { text: 'v3', link: '/idn/api/v3' },
      ],
      api,
      '/idn/api/v3/list-sources',
      'List sources',
    );
    expect(crumbs.map((c) => c.text)).toEqual(['IDN', 'API', 'v3', 'Sources', 'List sources']);
  });
  it('does not repeat the area index page', () => {
    expect(buildCrumbs(lead, sidebar, '/idn/docs', 'IDN docs').map((c) => c.text)).toEqual([
      'IDN',
      'Docs',
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('emits a schema.org BreadcrumbList with absolute URLs', () => {
    const ld = JSON.parse(
      breadcrumbJsonLd([{ text: 'IDN', link: '/idn' }, { text: 'Page' }], 'https://x.dev'),
    );
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'IDN',
      item: 'https://x.dev/idn',
    });
    expect(ld.itemListElement[1].item).toBeUndefined();
  });
});

describe('buildCrumbs with Rspress-normalized sidebar links', () => {
  it('matches links that carry .html', () => {
    const sb = [
      {
        text: 'Sources',
        link: '/idn/api/v3/sources.html',
        items: [{ text: 'List sources', link: '/idn/api/v3/list-sources.html' }],
      },
    ];
    expect(
      buildCrumbs([{ text: 'IDN', link: '/idn' }], sb, '/idn/api/v3/list-sources', 'List sources'),
    ).toEqual([
      { text: 'IDN', link: '/idn' },
      { text: 'Sources', link: '/idn/api/v3/sources' },
      { text: 'List sources' },
    ]);
  });
});
