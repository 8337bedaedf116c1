import { describe, expect, it } from 'vitest';
import { htmlLinks, isPlaceholderUrl, markdownLinkTargets, xmlLinks } from './placeholder-links';

describe('placeholder links', () => {
  it('recognise example.com/.org/.net on any subdomain and github.com/example… accounts', () => {
    for (const u of [
      'https://example.com',
      'http://developer.example.com/x',
      '//cdn.example.org/a.js',
      'https://EXAMPLE.NET/',
      'https://github.com/example/identity-developer-portal/tree/main',
      'https://github.com/example-community/x',
    ]) {
      expect(isPlaceholderUrl(u), u).toBe(true);
    }
    for (const u of [
      'https://github.com/sailpoint-oss/colab-transforms',
      'https://myexample.com',
      'https://example.company.com',
      '/idn/docs',
      'mailto:x@example.com',
      'https://developer.sailpoint.com/discuss',
      'https://github.com/sailpoint-oss/example',
    ]) {
      expect(isPlaceholderUrl(u), u).toBe(false);
    }
  });
  it('read links from HTML attributes, not from escaped code text', () => {
    const html =
      '<a href="https://example.com/a">x</a><img src=\'/i.png\' srcset="/a.png 1x, https://x.example.org/b.png 2x"><pre><code>curl &quot;https://example.com&quot; href=&quot;https://example.net&quot;</code></pre>';
    expect(htmlLinks(html)).toEqual([
      'https://example.com/a',
      '/i.png',
      '/a.png',
      'https://x.example.org/b.png',
    ]);
  });
  it('read links from Markdown indexes outside code, and from sitemap/feed XML', () => {
    expect(
      markdownLinkTargets(
        '- [A](https://a.test/a.md): x\n<https://b.test>\n```bash\ncurl https://example.com\n```\n`[c](https://example.com)`',
      ),
    ).toEqual(['https://a.test/a.md', 'https://b.test']);
    expect(
      xmlLinks(
        '<url><loc>https://a.test/x</loc></url><item><link><![CDATA[https://a.test/y]]></link><guid>https://a.test/y</guid></item><atom:link href="https://a.test/rss.xml"/>',
      ),
    ).toEqual([
      'https://a.test/x',
      'https://a.test/y',
      'https://a.test/y',
      'https://a.test/rss.xml',
    ]);
  });
});
