import { describe, expect, it } from 'vitest';
import type { OperationRecord } from '../openapi/generate';
import { projectApis, projectSite } from '../../tests/lib/shared';
import {
  collectDocuments,
  kindFor,
  operationToDoc,
  pageToDoc,
  schemaToDoc,
  shardDefs,
  shardFor,
  tsxFrontmatter,
  type IndexPage,
} from './documents';

const SITE = await projectSite();
const SHARDS = shardDefs(await projectApis(), SITE);

const GEN = '/tmp/gen';

const op = (over: Partial<OperationRecord> = {}): OperationRecord => ({
  route: '/idn/api/v3/list-sources',
  method: 'get',
  path: '/sources',
  operationId: 'listSources',
  summary: 'List sources',
  tag: 'Sources',
  parameters: ['limit', 'offset', 'filters'],
  specFile: 'idn-v3.yaml',
  description: 'Returns the **sources** in the tenant.',
  basePath: '/v3',
  ...over,
});

describe('classification', () => {
  it('puts each route in its area shard, product and kind', () => {
    expect(shardFor('/idn/api/v3/list-sources', SHARDS).id).toBe('idn-api-v3');
    expect(shardFor('/idn/api/beta', SHARDS).id).toBe('idn-api-beta');
    expect(shardFor('/idn/api/authentication', SHARDS).id).toBe('idn-api');
    expect(shardFor('/idn/docs/rules', SHARDS).id).toBe('idn-docs');
    expect(shardFor('/idn/tags/rules', SHARDS).id).toBe('idn-docs');
    expect(shardFor('/idn/tools/cli', SHARDS).id).toBe('idn-tools');
    expect(shardFor('/iiq', SHARDS).id).toBe('iiq');
    expect(shardFor('/nerm/api/get-users', SHARDS).id).toBe('nerm');
    expect(shardFor('/blog/some-post', SHARDS).id).toBe('blog');
    expect(shardFor('/marketplace', SHARDS).id).toBe('general');
    expect(kindFor('/idn/api/authentication', SITE.areas)).toBe('api');
    expect(kindFor('/idn/tools/sdk/go', SITE.areas)).toBe('tools');
    expect(kindFor('/blog', SITE.areas)).toBe('blog');
    expect(kindFor('/idn/docs/transforms', SITE.areas)).toBe('docs');
    expect(kindFor('/ai', SITE.areas)).toBe('docs');
  });
});

describe('operationToDoc', () => {
  it('keeps summary, method, base path + path, operationId, tag and parameters', () => {
    expect(operationToDoc(op(), SITE)).toEqual({
      r: '/idn/api/v3/list-sources',
      t: 'List sources',
      p: 'idn',
      k: 'api',
      d: 'Returns the sources in the tenant.',
      m: 'get',
      u: '/v3/sources',
      o: 'listSources',
      w: 'Sources limit offset filters',
    });
  });
});

describe('schemaToDoc', () => {
  it('labels a schema page `schema` where operations show their method, with its fields as keywords', () => {
    const schema = {
      route: '/idn/api/v3/schemas/source',
      name: 'Source',
      description: 'A *connected* system.',
      fields: ['id', 'name', 'owner'],
      specFile: 'idn-v3.yaml',
    };
    expect(schemaToDoc(schema, SITE)).toEqual({
      r: '/idn/api/v3/schemas/source',
      t: 'Source',
      p: 'idn',
      k: 'api',
      d: 'A connected system.',
      m: 'schema',
      w: 'id name owner',
    });
    // Its generated page is not indexed a second time.
    const docs = collectDocuments(
      [
        {
          routePath: schema.route,
          title: 'Source',
          _filepath: `${GEN}/api/idn-v3/schemas/source.md`,
        },
      ],
      { generatedDir: GEN, operations: [], schemas: [schema], site: SITE },
    );
    expect(docs).toHaveLength(1);
    expect(docs[0]!.m).toBe('schema');
  });
});

describe('pageToDoc', () => {
  const md: IndexPage = {
    routePath: '/idn/docs/rules/cloud-rules/correlation-rule',
    title: 'Correlation rule',
    toc: [{ id: 'when-it-runs', text: 'When it **runs**', depth: 2 }],
    frontmatter: { title: 'Correlation rule', description: 'Links accounts to identities.' },
    _filepath: '/work/main/docs/idn/docs/rules/cloud-rules/correlation-rule.md',
    _flattenContent: `# Correlation rule\n\nIntro text.\n\n## When it **runs**\n\nDuring aggregation. ${'QUJD'.repeat(10_000)}\n\n## Other {#custom}\n\nMore.`,
  };
  it('indexes title, description and capped sections with the page anchors', () => {
    const doc = pageToDoc(md, { generated: false }, SITE)!;
    expect(doc.t).toBe('Correlation rule');
    expect(doc.d).toBe('Links accounts to identities.');
    expect(doc.s).toEqual([
      ['When it runs', 'when-it-runs', 'During aggregation.'],
      ['Other', 'other', 'More.'],
    ]);
    expect(JSON.stringify(doc).length).toBeLessThan(600);
  });
  it('uses only title and head description for generated list pages', () => {
    const tag: IndexPage = {
      routePath: '/idn/tags/rules',
      title: 'Pages tagged "rules"',
      frontmatter: {
        title: 'Pages tagged "rules"',
        head: [['meta', { name: 'description', content: '22 pages tagged rules.' }]],
      },
      _filepath: `${GEN}/tags/idn__tags__rules.mdx`,
      content: '',
    };
    expect(pageToDoc(tag, { generated: true }, SITE)).toEqual({
      r: '/idn/tags/rules',
      t: 'Pages tagged "rules"',
      p: 'idn',
      k: 'docs',
      d: '22 pages tagged rules.',
    });
  });
  it('reads the frontmatter of custom .tsx pages', () => {
    const src = `export const frontmatter = {\n  pageType: 'custom',\n  title: 'AI and identity',\n  description:\n    'What the AI features give developers.',\n};\n`;
    expect(tsxFrontmatter(src)).toEqual({
      title: 'AI and identity',
      description: 'What the AI features give developers.',
    });
    expect(
      pageToDoc(
        { routePath: '/ai', title: '', _filepath: '/d/ai.tsx' },
        { generated: false, tsxSource: src },
        SITE,
      ),
    ).toMatchObject({ r: '/ai', t: 'AI and identity', p: 'general' });
  });
  it('counts a hand-written page of an API area as a guide (Docs), a generated one as API reference', () => {
    const guide: IndexPage = {
      routePath: '/idn/api/authentication',
      title: 'Authentication',
      frontmatter: { title: 'Authentication' },
      _filepath: '/d/idn/api/authentication.md',
      _flattenContent: '# Authentication\n\nTokens.',
    };
    expect(pageToDoc(guide, { generated: false }, SITE)!.k).toBe('docs');
    const tagList: IndexPage = {
      routePath: '/idn/api/v3/sources',
      title: 'Sources',
      frontmatter: { title: 'Sources' },
      _filepath: `${GEN}/api/sources.mdx`,
      content: '',
    };
    expect(pageToDoc(tagList, { generated: true }, SITE)!.k).toBe('api');
  });
  it('skips the home page and pages opted out of search', () => {
    expect(
      pageToDoc(
        { routePath: '/', title: 'Home', frontmatter: { pageType: 'home' } },
        { generated: false },
        SITE,
      ),
    ).toBeNull();
    expect(
      pageToDoc(
        { routePath: '/x', title: 'X', frontmatter: { search: false } },
        { generated: false },
        SITE,
      ),
    ).toBeNull();
  });
});

describe('collectDocuments', () => {
  it('takes operations from the API model, not their generated pages, and skips redirects and pagination', () => {
    const pages: IndexPage[] = [
      {
        routePath: '/idn/api/v3/list-sources',
        title: 'List sources',
        frontmatter: {},
        _filepath: `${GEN}/api/idn-v3/list-sources.mdx`,
      },
      {
        routePath: '/idn/api/v3/sources',
        title: 'Sources',
        frontmatter: {},
        _filepath: `${GEN}/api/idn-v3/sources.mdx`,
      },
      { routePath: '/conf', title: '', frontmatter: {}, _filepath: `${GEN}/redirects/conf.mdx` },
      {
        routePath: '/blog/page/2',
        title: 'Blog',
        frontmatter: {},
        _filepath: `${GEN}/blog/blog__page__2.mdx`,
      },
      { routePath: '/search', title: 'Search', frontmatter: {}, _filepath: '/d/search.tsx' },
    ];
    const docs = collectDocuments(pages, {
      generatedDir: GEN,
      operations: [op()],
      skipRoutes: ['/conf'],
      readSource: () => '',
      site: SITE,
    });
    expect(docs.map((d) => d.r).sort()).toEqual([
      '/idn/api/v3/list-sources',
      '/idn/api/v3/sources',
    ]);
    expect(docs.find((d) => d.r === '/idn/api/v3/list-sources')!.m).toBe('get');
  });
});
