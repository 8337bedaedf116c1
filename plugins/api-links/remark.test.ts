import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './fixtures/operations';
import { remarkApiLinks, type ApiLinkStats } from './remark';

const docsRoot = '/site/docs';

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
}

function run(markdown: string, opts: { file?: string; routeExists?: (r: string) => boolean } = {}) {
  const stats: ApiLinkStats = new Map();
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(
      remarkApiLinks({
        operations: () => OPERATIONS,
        docsRoot,
        stats,
        routeExists: opts.routeExists,
      }),
    );
  const tree = processor.runSync(processor.parse(markdown), {
    path: opts.file ?? path.join(docsRoot, 'idn/docs/guide.md'),
  } as never) as Node;
  const links: Array<{ url: string; code: string }> = [];
  const walk = (n: Node) => {
    if (n.type === 'link')
      links.push({ url: n.url!, code: n.children?.map((c) => c.value).join('') ?? '' });
    n.children?.forEach(walk);
  };
  walk(tree);
  return {
    links,
    stats: stats.get(
      path.relative(docsRoot, opts.file ?? path.join(docsRoot, 'idn/docs/guide.md')),
    ),
  };
}

describe('remarkApiLinks', () => {
  it('links inline API paths in prose, lists and tables to their operation pages', () => {
    const { links, stats } = run(
      [
        'Call `GET /v3/sources` first, then `/beta/trigger-subscriptions`.',
        '',
        '- `POST /v3/transforms`',
        '',
        '| Call | Why |',
        '| --- | --- |',
        '| `DELETE /v3/sources/{id}` | cleanup |',
      ].join('\n'),
    );
    expect(links).toEqual([
      { url: '/idn/api/v3/list-sources.html', code: 'GET /v3/sources' },
      { url: '/idn/api/beta/list-trigger-subscriptions.html', code: '/beta/trigger-subscriptions' },
      { url: '/idn/api/v3/create-transform.html', code: 'POST /v3/transforms' },
      { url: '/idn/api/v3/delete-source.html', code: 'DELETE /v3/sources/{id}' },
    ]);
    expect(stats).toEqual({ linked: 4, unmatched: [] });
  });

  it('leaves fenced code, headings, existing links and other inline code alone', () => {
    const md = [
      '## `GET /v3/sources`',
      '',
      '```http',
      'GET /v3/sources',
      '```',
      '',
      'See [`GET /v3/sources`](/idn/docs/x) and `const a = 1`.',
    ].join('\n');
    const { links, stats } = run(md);
    expect(links).toEqual([{ url: '/idn/docs/x', code: 'GET /v3/sources' }]);
    expect(stats).toEqual({ linked: 0, unmatched: [] });
  });

  it('keeps a path no operation has as plain text and counts it', () => {
    const { links, stats } = run('Old guides mention `GET /v3/no-such-thing`.');
    expect(links).toEqual([]);
    expect(stats).toEqual({ linked: 0, unmatched: ['GET /v3/no-such-thing'] });
  });

  it('fails like a dead link when the operation page is not a route of the site', () => {
    expect(() =>
      run('`GET /v3/sources`', { routeExists: (r) => r !== '/idn/api/v3/list-sources' }),
    ).toThrow(/Dead link found.*list-sources/);
    expect(run('`GET /v3/sources`', { routeExists: () => true }).links).toHaveLength(1);
  });

  it('only touches the pages of the docs root', () => {
    const { links, stats } = run('`GET /v3/sources`', { file: '/elsewhere/readme.md' });
    expect(links).toEqual([]);
    expect(stats).toBeUndefined();
  });
});
