import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from './build-site';

const FIXTURE = path.join(__dirname, 'fixtures', 'api-features');
// The fixture's one docs page is a stub, not a guide: the content rules warn (they have fixtures of their own).
const build = (env: Record<string, string> = {}) =>
  buildSite({
    docsDir: path.join(FIXTURE, 'docs'),
    specsDir: path.join(FIXTURE, 'specs'),
    env: { CONTENT_CHECK: 'warn', ...env },
  });

/**
 * An API with the spec extensions the reference understands (issue 26): description links
 * (linkBase, operation anchors, the report of the rest, the strict option), GitHub alerts,
 * x-badges, an experimental header, x-internal and x-tagGroups.
 */
describe('API reference features of real-world specs', () => {
  let r: BuildResult;
  const html = (route: string) => fs.readFileSync(path.join(r.outDir, `${route}.html`), 'utf8');
  const twin = (route: string) => fs.readFileSync(path.join(r.outDir, `${route}.md`), 'utf8');
  const sidebarGroup = (key: string) =>
    JSON.parse(
      fs.readFileSync(path.join(r.outDir, `page-data/idn/api/v1/_sidebar/${key}.json`), 'utf8'),
    );
  beforeAll(async () => {
    r = await build();
  }, 240_000);

  it('builds', () => {
    expect(r.code, r.output.slice(-3000)).toBe(0);
  });
  it('closes its log with the build profile: every phase with its time, CPU time and peak memory', () => {
    const phases = [
      'spec load',
      'model',
      'render API pages',
      'API twins',
      'content rules',
      'page data',
      'Rspack compile',
      'SSG',
      'twins and llms',
      'search index',
      'sitemap and feeds',
    ];
    const lines = r.output.split('\n').filter((l) => l.startsWith('profile '));
    expect(lines[0]).toMatch(/^profile phase\s+time\s+CPU\s+main\s+peak RSS$/);
    expect(lines.slice(1, -1).map((l) => l.slice(8).split(/\s{2,}/)[0])).toEqual(phases);
    for (const line of lines.slice(1, -1))
      expect(line).toMatch(/\d+\.\d s\s+\d+\.\d s\s+\d+\.\d s\s+[\d,]+ MB$/);
    // The whole build's figures last, with the load average they were taken under.
    expect(lines.at(-1)).toMatch(
      /^profile whole build\s+\d+\.\d s\s+\d+\.\d s\s+\d+\.\d s\s+[\d,]+ MB {2}\(load average [\d.]+ [\d.]+ [\d.]+\)$/,
    );
    // The profile comes before the summary line, which stays the log's last.
    expect(r.output.trimEnd().split('\n').at(-1)).toMatch(/^summary /);
  });
  it('points root-relative description links at linkBase and operation anchors at their pages', () => {
    const page = html('/idn/api/v1/list-books');
    expect(page).toContain('href="https://docs.bookshelf.test/docs/api/paging"');
    expect(page).toContain('href="/idn/api/getting-started"');
    expect(
      page.match(/href="\/idn\/api\/v1\/set-shelf-permissions"/g)?.length,
    ).toBeGreaterThanOrEqual(2);
    expect(html('/idn/api/v1/bookshelf-api')).toContain('href="/idn/api/v1/list-books"');
  });
  it('reports the links that lead nowhere: one log line, the list in the file it names', () => {
    expect(r.output).toMatch(
      /description links: 2 links in spec descriptions lead to no page or anchor of the site; listed in .*description-links\.txt/,
    );
    const report = fs.readFileSync(
      path.join(path.dirname(r.outDir), 'generated', 'description-links.txt'),
      'utf8',
    );
    expect(report.trim().split('\n').slice(1)).toEqual([
      'bookshelf.yaml\t/idn/api/v1/remove-book\t#no-such-operation',
      'bookshelf.yaml\t/idn/api/v1/remove-book\tguide/removal',
    ]);
  });
  it('renders GitHub alerts as the portal’s admonitions, styled by its stylesheet, and as alerts in the twin', () => {
    const page = html('/idn/api/v1/list-books');
    expect(page).toContain(
      '<div class="rp-callout rp-callout--warning"> <div class="rp-callout__title">Warning</div>',
    );
    expect(page).toContain('rp-callout--note');
    expect(html('/idn/api/v1/remove-book')).toMatch(
      /rp-callout--caution[\s\S]*rp-callout--important/,
    );
    const css = fs
      .readdirSync(path.join(r.outDir, 'static/css'))
      .map((f) => fs.readFileSync(path.join(r.outDir, 'static/css', f), 'utf8'))
      .join('');
    expect(css).toContain('.rp-callout--warning');
    expect(twin('/idn/api/v1/list-books')).toContain(
      '> [!WARNING]\n> Large shelves answer slowly.',
    );
  });
  it('shows x-badges and the Experimental badge in the page header and the sidebar', () => {
    const head =
      html('/idn/api/v1/list-books').match(/<div class="api-op-head">[\s\S]*?<\/div>/)?.[0] ?? '';
    expect(head).toMatch(
      /^<div class="api-op-head"><span class="api-badge api-badge--spec" style="--api-badge-mark:#1a7f37">Popular<\/span><span class="api-method/,
    );
    expect(head).toContain('<span class="api-badge api-badge--spec">Cached</span>');
    expect(sidebarGroup('books')[0]).toMatchObject({
      text: 'List books',
      badges: [{ name: 'Popular', before: true }, { name: 'Cached' }],
    });
    const shelves = html('/idn/api/v1/list-shelves');
    expect(shelves).toContain('<span class="api-badge api-badge--spec">Experimental</span>');
    expect(shelves).toContain('Send <code>X-Shelf-Experimental: true</code> with each request');
    expect(shelves).toMatch(/<span class="sb-badge">Experimental<\/span>/);
  });
  it('leaves x-internal operations out everywhere', () => {
    expect(fs.existsSync(path.join(r.outDir, 'idn/api/v1/reindex-shelf.html'))).toBe(false);
    expect(fs.existsSync(path.join(r.outDir, 'idn/api/v1/maintenance.html'))).toBe(false);
    const search = fs
      .readdirSync(path.join(r.outDir, 'search'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json'));
    for (const f of search)
      expect(fs.readFileSync(path.join(r.outDir, 'search', f), 'utf8')).not.toMatch(/reindex/i);
    expect(fs.readFileSync(path.join(r.outDir, 'llms.txt'), 'utf8')).not.toMatch(/reindex/i);
  });
  it('groups the sidebar and the version root by x-tagGroups', () => {
    const root = html('/idn/api/v1');
    expect(root.indexOf('>Catalogue<')).toBeGreaterThan(0);
    expect(root.indexOf('>Catalogue<')).toBeLessThan(root.indexOf('>Access<'));
    // The sidebar: tag groups are groups of groups, in the spec's order; a page's own trail is open.
    const nav =
      html('/idn/api/v1/list-books').match(/<nav class="portal-sidebar"[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(nav).toMatch(
      />Catalogue<\/button>[\s\S]*>Books<[\s\S]*>List books[\s\S]*>Shelves<[\s\S]*>Access<\/button>/,
    );
    // A closed tag group renders no group titles: the page's data script keeps them for the browser (read-api-page.ts).
    const script =
      html('/idn/api/v1/list-books').match(
        /<script type="application\/json" id="portal-data-page">([\s\S]*?)<\/script>/,
      )?.[1] ?? '{}';
    expect(JSON.parse(script).sidebar.groups).toEqual([
      { text: 'Books', key: 'books', section: 'Catalogue' },
      { text: 'Shelves', key: 'shelves', section: 'Catalogue' },
      { text: 'Permissions', key: 'permissions', section: 'Access' },
    ]);
  });
});

describe('STRICT_DESCRIPTION_LINKS=1', () => {
  it('fails the build on description links that lead nowhere, naming them', async () => {
    const r = await build({ STRICT_DESCRIPTION_LINKS: '1' });
    expect(r.code).not.toBe(0);
    expect(r.output).toContain('Dead links in spec descriptions (STRICT_DESCRIPTION_LINKS): 2');
    expect(r.output).toContain('bookshelf.yaml /idn/api/v1/remove-book: #no-such-operation');
  }, 240_000);
});
