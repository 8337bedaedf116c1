import { describe, expect, it } from 'vitest';
import { apiPageMarkdown, htmlPageMarkdown, sourceMarkdown } from './markdown-twins';

const ctx = { siteOrigin: 'https://x.test' };

describe('markdown twins', () => {
  it('render an API page from its record: headings, sections, site links to twins', () => {
    const md = apiPageMarkdown(
      {
        routePath: '/v3/list',
        title: 'List',
        frontmatter: {},
        toc: [],
        sections: [
          {
            heading: { level: 1, text: 'List', id: 'list' },
            html: '<p>See <a href="/v3/auth">auth</a>.</p>',
          },
          {
            heading: { level: 2, text: 'Request', id: 'request' },
            html: '<div class="api-code" data-lang="bash"><pre><code>curl x</code></pre></div>',
          },
        ],
      },
      ctx,
    );
    expect(md).toMatch(/^# List\n/);
    expect(md).toContain('See [auth](https://x.test/v3/auth.md).');
    expect(md).toContain('## Request');
    expect(md).toMatch(/```bash\ncurl x\n```/);
  });
  it('render a Markdown page from its source: no frontmatter, a title, links to twins outside code', () => {
    const md = sourceMarkdown(
      '---\ntitle: Rules\n---\n\nRead [the guide](/idn/docs/rules#top).\n\n```md\n[x](/kept)\n```\n',
      ctx,
    );
    expect(
      md.startsWith('# Rules\n\nRead [the guide](https://x.test/idn/docs/rules.md#top).'),
    ).toBe(true);
    expect(md).toContain('[x](/kept)');
    expect(sourceMarkdown('---\ntitle: T\n---\n# Own title\n', ctx)).toBe('# Own title\n');
  });
  it('render other pages from their built HTML document area', () => {
    const html =
      '<html><body><header><a href="/">Home</a></header><main><h1>Marketplace</h1><p>Find <a href="/ai">AI</a>.</p><button>x</button></main></body></html>';
    const md = htmlPageMarkdown(html, ctx);
    expect(md).toContain('Marketplace');
    expect(md).toContain('Find [AI](https://x.test/ai.md).');
    expect(md).not.toContain('Home');
    const custom =
      '<body><header><a href="/">Home</a></header><span id="main-content"></span><div class="pp-page"><h1>AI</h1></div><footer>F</footer></body>';
    expect(htmlPageMarkdown(custom, ctx).trim()).toBe('# AI');
  });
});
