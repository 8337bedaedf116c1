import { deferHtml } from '../../common/api-pages/deferred-sections';
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, markdownTwinHref, parseHtml } from './html-to-markdown';
import { cleanSitemap, gtmHead, gtmSnippet, robotsTxt } from './index';
import { projectApis, projectSite } from '../../tests/lib/shared';
import { LLMS_DOC_SECTIONS } from '../../config/site';
import { llmsSections, renderLlmsTxt } from './llms-txt';
import { cleanRoutePath, isIndexable } from './paths';
import { rehypeHeaderAnchorsOutOfTabOrder } from './rehype-header-anchors';

const REDIRECTS = [{ from: '/conf' }, { from: '/developerdays' }];

describe('route paths', () => {
  const clean: Array<[routePath: string, clean: string]> = [
    ['/', '/'],
    ['/index', '/'],
    ['/idn/docs/', '/idn/docs'],
    ['/idn/docs/index', '/idn/docs'],
    ['/idn/docs/index.html', '/idn/docs'],
    ['/blog.html', '/blog'],
  ];
  it.each(clean)('are made clean: %s → %s', (routePath, clean) => {
    expect(cleanRoutePath(routePath)).toBe(clean);
  });
  it('leave out the not-found page and redirect stubs', () => {
    expect(isIndexable('/idn/docs/', REDIRECTS)).toBe(true);
    expect(isIndexable('/404', REDIRECTS)).toBe(false);
    expect(isIndexable('/conf', REDIRECTS)).toBe(false);
  });
});

describe('sitemap and robots.txt', () => {
  it('sitemap: canonical URLs, no stubs, no duplicates', () => {
    const url = (loc: string) => `<url><loc>${loc}</loc><priority>0.5</priority></url>`;
    const xml = `<?xml version="1.0"?><urlset>${[
      url('https://x.test/'),
      url('https://x.test/idn/docs/'),
      url('https://x.test/idn/docs'),
      url('https://x.test/conf'),
      url('https://x.test/404'),
      url('https://x.test/blog'),
    ].join('')}</urlset>`;
    const locs = [
      ...cleanSitemap(xml, 'https://x.test/', REDIRECTS).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => m[1]);
    expect(locs).toEqual(['https://x.test/', 'https://x.test/idn/docs', 'https://x.test/blog']);
  });
  it('robots.txt names the sitemap on the configured origin', () => {
    expect(
      robotsTxt(
        'User-agent: *\nAllow: /\n\nSitemap: https://old.test/sitemap.xml\n',
        'https://new.test/',
      ),
    ).toBe('User-agent: *\nAllow: /\n\nSitemap: https://new.test/sitemap.xml\n');
    expect(robotsTxt('User-agent: *\n', 'https://new.test')).toBe(
      'User-agent: *\n\nSitemap: https://new.test/sitemap.xml\n',
    );
  });
  it('robots.txt has no Sitemap line without an origin (it must be an absolute URL)', () => {
    expect(
      robotsTxt('User-agent: *\nAllow: /\n\nSitemap: https://old.test/sitemap.xml\n', ''),
    ).toBe('User-agent: *\nAllow: /\n');
    expect(robotsTxt('User-agent: *\nAllow: /\n', '')).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('Google Tag Manager head entries', () => {
  it('are empty without an id (nothing third-party by default)', () => {
    expect(gtmHead('')).toEqual([]);
  });
  it('hold the container snippet and the id for the page-view hook', () => {
    const [meta, script] = gtmHead('GTM-ABC123') as string[];
    expect(meta).toBe('<meta name="gtm-id" content="GTM-ABC123">');
    expect(script).toBe(`<script>${gtmSnippet('GTM-ABC123')}</script>`);
    expect(script).toContain("https://www.googletagmanager.com/gtm.js?id='+i+dl");
    expect(script).toContain("'dataLayer','GTM-ABC123'");
  });
  it('reject a malformed id (it is written into a script)', () => {
    expect(() => gtmHead("GTM-1');alert(1);//")).toThrow(/GTM_ID/);
  });
});

describe('HTML sections to Markdown (SSG-MD)', () => {
  it('parses entities, void elements and attributes', () => {
    const root = parseHtml('<p class="a b" data-x=\'1\'>a &amp; b &#x3C;c&#62; <br>d</p>');
    expect(root.children).toHaveLength(1);
    // `<c>` is escaped: unescaped, a Markdown reader would take it for an HTML tag and drop it.
    expect(htmlToMarkdown('<p>a &amp; b &#x3C;c&#62;</p>')).toBe('a & b \\<c>\n');
  });
  it('renders prose, links, lists, tables and code', () => {
    const html =
      '<h3>Title</h3><p>See <a href="/idn/api/authentication">auth</a> and <strong>bold</strong> <code>x`y</code>.</p>' +
      '<ul><li>one</li><li><p>two</p><ul><li>nested</li></ul></li></ul>' +
      '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1|2</td><td><code>c</code></td></tr></tbody></table>' +
      '<pre><code class="language-json">{\n  "a": 1\n}\n</code></pre>';
    expect(htmlToMarkdown(html, { href: (h) => markdownTwinHref(h, 'https://x.test') })).toBe(
      [
        '### Title',
        'See [auth](https://x.test/idn/api/authentication.md) and **bold** ``x`y``.',
        '- one\n- two\n\n  - nested',
        '| A | B |\n| - | - |\n| 1\\|2 | `c` |',
        '```json\n{\n  "a": 1\n}\n```',
      ].join('\n\n') + '\n',
    );
  });
  it('drops interactive parts, labels tab panels and lists fields', () => {
    const html =
      '<div class="api-tabs api-tabs--code"><div class="api-tabs__list" role="radiogroup"><label class="api-tabs__tab"><input type="radio" name="t" value="curl" checked><span>cURL</span></label><label class="api-tabs__tab"><input type="radio" name="t" value="http"><span>HTTP</span></label></div>' +
      '<div class="api-tabs__panel"><div class="api-code" data-lang="bash"><button type="button" class="api-copy">Copy</button><pre class="shiki"><code><span class="line"><span>curl</span><span> -X GET</span></span>&#10;<span class="line"><span>  --url x</span></span></code></pre></div></div>' +
      '<div class="api-tabs__panel"><div class="api-code" data-lang="http"><pre><code>GET / HTTP/1.1</code></pre></div></div></div>' +
      '<div class="api-fields"><div class="api-field" id="f-id"><a href="#f-id"><code>id</code></a><var>string</var><span class="api-badge">required</span><p class="api-field__desc">The id.</p><p class="api-fact"><b>Example:</b> <code>a1</code></p>' +
      '<details class="api-field__children"><summary>Show child attributes</summary><div class="api-fields"><div class="api-field"><a href="#sub"><code>sub</code></a><var>integer</var></div></div></details></div></div>';
    expect(htmlToMarkdown(html)).toBe(
      [
        '**cURL**',
        '```bash\ncurl -X GET\n  --url x\n```',
        '**HTTP**',
        '```http\nGET / HTTP/1.1\n```',
        '- `id` string required\n\n  The id.\n\n  **Example:** `a1`\n\n  - `sub` integer',
      ].join('\n\n') + '\n',
    );
  });
  it('includes deferred sections whole, lazy parts and all, and drops the script after them', () => {
    const tabs =
      '<div class="api-tabs"><div class="api-tabs__list"><label class="api-tabs__tab"><input type="radio"><span>200</span></label><label class="api-tabs__tab"><input type="radio"><span>400</span></label></div>' +
      '<div class="api-tabs__panel"><p>Fine.</p></div><div class="api-tabs__panel"><noscript class="api-lazy"><p>Bad request.</p></noscript></div></div>';
    const deferred = deferHtml(tabs, 'if(a</b)x("</noscript>")');
    expect(htmlToMarkdown(deferred)).toBe(htmlToMarkdown(tabs));
    expect(htmlToMarkdown(deferred)).toBe(
      ['**200**', 'Fine.', '**400**', 'Bad request.'].join('\n\n') + '\n',
    );
  });
  it('includes tab panels shown on demand (noscript.api-lazy), drops other noscript content', () => {
    const html =
      '<div class="api-tabs"><div class="api-tabs__list"><label class="api-tabs__tab"><input type="radio" name="t" value="200" checked><span>200</span></label><label class="api-tabs__tab"><input type="radio" name="t" value="400"><span>400</span></label></div>' +
      '<div class="api-tabs__panel"><p>Fine.</p></div><div class="api-tabs__panel"><noscript class="api-lazy"><div class="api-response"><p>Bad request.</p></div></noscript></div></div><noscript><p>Enable JavaScript</p></noscript>';
    expect(htmlToMarkdown(html)).toBe(
      ['**200**', 'Fine.', '**400**', 'Bad request.'].join('\n\n') + '\n',
    );
  });
  it('keeps content summaries and uses longer fences around backticks', () => {
    expect(htmlToMarkdown('<details><summary>More</summary><p>text</p></details>')).toBe(
      '**More**\n\ntext\n',
    );
    expect(htmlToMarkdown('<pre data-lang="md"><code>```js\nx\n```</code></pre>')).toBe(
      '````md\n```js\nx\n```\n````\n',
    );
  });
  it('points site links at the Markdown twins, other links unchanged', () => {
    expect(markdownTwinHref('/', 'https://x.test')).toBe('https://x.test/index.md');
    expect(markdownTwinHref('/idn/docs#intro', 'https://x.test')).toBe(
      'https://x.test/idn/docs.md#intro',
    );
    expect(markdownTwinHref('/api-specs/idn-v3.yaml', 'https://x.test')).toBe(
      'https://x.test/api-specs/idn-v3.yaml',
    );
    expect(markdownTwinHref('#param-limit', 'https://x.test')).toBe('#param-limit');
    expect(markdownTwinHref('https://example.org/a', 'https://x.test')).toBe(
      'https://example.org/a',
    );
  });
});

describe('llms.txt', () => {
  it('groups pages by area and leaves out redirect stubs', async () => {
    const page = (routePath: string, title: string, description?: string) => ({
      routePath,
      title,
      description,
      link: `https://x.test${routePath}.md`,
      frontmatter: {},
      lang: 'en',
      version: '',
    });
    const txt = renderLlmsTxt(
      {
        title: 'Portal',
        description: 'Docs.',
        lang: 'en',
        version: '',
        base: '/',
        siteOrigin: 'https://x.test',
        sections: [
          { title: 'Blog', pages: [page('/blog/post', 'Post', 'A  post.')] },
          {
            title: 'Others',
            pages: [
              page('/idn/api/v3/list-sources', 'List sources'),
              page('/conf', 'Redirecting'),
              page('/ai', 'AI'),
              page('/idn/docs/rules', 'Rules'),
            ],
          },
        ],
      },
      {
        skip: ['/conf'],
        sections: llmsSections(
          await projectApis(),
          (await projectSite()).products,
          LLMS_DOC_SECTIONS,
        ),
      },
    );
    expect(txt).toBe(
      [
        '# Portal',
        '',
        '> Docs.',
        '',
        '## IDN API v3 reference',
        '',
        '- [List sources](https://x.test/idn/api/v3/list-sources.md)',
        '',
        '## IDN docs',
        '',
        '- [Rules](https://x.test/idn/docs/rules.md)',
        '',
        '## Blog',
        '',
        '- [Post](https://x.test/blog/post.md): A post.',
        '',
        '## Other pages',
        '',
        '- [AI](https://x.test/ai.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('heading permalinks', () => {
  it('are taken out of the tab order', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'h2',
          properties: { id: 'a' },
          children: [
            {
              type: 'element',
              tagName: 'a',
              properties: { class: 'rp-header-anchor', ariaHidden: 'true', href: '#a' },
              children: [],
            },
            { type: 'element', tagName: 'a', properties: { href: '/x' }, children: [] },
          ],
        },
      ],
    };
    rehypeHeaderAnchorsOutOfTabOrder()(tree);
    const [anchor, link] = tree.children[0]!.children as Array<{
      properties: Record<string, unknown>;
    }>;
    expect(anchor!.properties.tabIndex).toBe(-1);
    expect(link!.properties.tabIndex).toBeUndefined();
  });
});
