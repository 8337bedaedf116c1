import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import { shownHtml } from '../../common/api-pages/deferred-sections';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { FIXTURES, fixtureSpec as spec } from './fixture-spec';
import { generateApi, type GeneratedApi } from './generate';
import { undeferScriptTexts } from './render-operation';
import { descriptionHtml } from './schema-tree';

async function generate(dir: string, specs: ApiEntry[], extra: { postman?: object } = {}) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-test-'));
  const dataDir = path.join(outDir, 'data');
  const api = await generateApi({ specsDir: dir, outDir, dataDir, specs, ...extra });
  const page = (route: string) => {
    const hit = api.pages.find((p) => p.routePath === route);
    if (!hit)
      throw new Error(`no page ${route}; pages: ${api.pages.map((p) => p.routePath).join(', ')}`);
    const record = JSON.parse(
      fs.readFileSync(path.join(dataDir, recordPath(route)), 'utf8'),
    ) as ApiPage;
    // The page's outline as Markdown headings, to read the assertions easily.
    const outline = record.sections
      .flatMap((s) => (s.heading ? [`${'#'.repeat(s.heading.level)} ${s.heading.text}`] : []))
      .join('\n');
    return { record, outline, html: record.sections.map((s) => s.html).join('\n') };
  };
  return { api, page, groupsDir: path.join(outDir, 'public') };
}

describe('generateApi on the constructs fixture', () => {
  let api: GeneratedApi;
  let page: (route: string) => { record: ApiPage; outline: string; html: string };
  let groupsDir: string;
  beforeAll(async () => {
    ({ api, page, groupsDir } = await generate(FIXTURES, [spec('constructs.yaml', '/fx')]));
  });

  it('makes a version root, a landing page, tag pages and one page per operation', () => {
    const routes = api.pages.map((p) => p.routePath);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/fx',
        '/fx/fixture-api',
        '/fx/nodes',
        '/fx/pets',
        '/fx/other-operations',
      ]),
    );
    expect(api.operations).toHaveLength(4);
  });
  it('names pages after kebab-case operationIds, falling back to method and path', () => {
    expect(api.operations.map((o) => o.route)).toEqual([
      '/fx/get-nodes-id',
      '/fx/create-pet',
      '/fx/create-pet-2',
      '/fx/delete-untagged',
    ]);
  });
  it('warns about duplicate operationIds, naming both', () => {
    expect(api.warnings.join('\n')).toMatch(
      /GET \/pets \(createPet\) and operation POST \/pets \(createPet\) both map to "create-pet"/,
    );
  });
  it('shows a circular schema as a link to the type already shown, not forever', () => {
    const { html } = page('/fx/get-nodes-id');
    expect(html).toContain('Recursive: same structure as');
    expect(html.length).toBeLessThan(60_000);
  });
  it('hides readOnly fields in requests and writeOnly fields in responses', () => {
    const { html } = page('/fx/get-nodes-id');
    expect(html).toMatch(/api-field" id="[^"]*"><a href="#[^"]*"><code>id<\/code>/);
    expect(html).not.toMatch(/api-field" id="[^"]*"><a href="#[^"]*"><code>secret<\/code>/);
  });
  it('never lets spec text reach the page as live markup', () => {
    const { html: written, record } = page('/fx/get-nodes-id');
    // The scripts the build writes itself: after each deferred section (parameters, responses, samples, examples).
    const [first, next] = [undeferScriptTexts().first, undeferScriptTexts().next].map(
      (t) => `<script>${t}</script>`,
    );
    expect(written.split(first!)).toHaveLength(2);
    expect(written.split(next!)).toHaveLength(4);
    expect(written.indexOf(first!)).toBeLessThan(written.indexOf(next!));
    const html = written.replaceAll(first!, '').replaceAll(next!, '');
    expect(html).not.toMatch(/<script|<img|onerror=|javascript:|<!--/i);
    expect(html).toContain('{{');
    // Titles and headings are text (React renders them as such), never HTML.
    expect(JSON.stringify(record.toc)).not.toContain('<script');
  });
  it('caps a 30 KB base64 blob in descriptions and examples', () => {
    expect(page('/fx/get-nodes-id').html.length).toBeLessThan(40_000);
    expect(page('/fx/create-pet').html).not.toMatch(/[A-Za-z0-9+/]{400}/);
  });
  it('renders oneOf as tabs with the discriminator mapping, and merges allOf', () => {
    const { html } = page('/fx/create-pet');
    expect(html).toContain('One of:');
    expect(html).toMatch(/Discriminator:.*petType.*cat.*Cat.*dog.*Dog/);
    expect(html).toMatch(/class="api-tabs api-tabs--variants"/);
    expect(html).toMatch(/api-field" id="[^"]*"><a href="#[^"]*"><code>huntingSkill<\/code>/);
    expect(html).toMatch(/api-field" id="[^"]*"><a href="#[^"]*"><code>name<\/code>/); // from PetBase through allOf
  });
  it('shows parameters by location with constraints, defaults and enums', () => {
    const { html } = page('/fx/create-pet-2');
    expect(html).toContain('Query parameters');
    expect(html).toMatch(/Default:.*250/);
    expect(html).toMatch(/≤ 250/);
    expect(html).toMatch(/Allowed values:.*-name/);
    expect(html).toContain('id="param-query-limit"');
  });
  it('lists callbacks and response headers, and a default response', () => {
    expect(page('/fx/create-pet').html).toMatch(/api-callback.*<code>petAdopted<\/code>/);
    const node = page('/fx/get-nodes-id').html;
    expect(node).toContain('X-RateLimit-Remaining');
    expect(node).toContain('Default response');
  });
  it('shows security: scheme and scopes linked to the landing page, which describes the flows; or no auth', () => {
    const op = page('/fx/get-nodes-id').html;
    expect(op).toMatch(
      /OAuth 2\.0<\/strong> <a href="\/fx\/fixture-api#auth-oauth2"><code>oauth2<\/code><\/a><p>Scopes: <code>sp:scopes:all<\/code>/,
    );
    // The token URL is the same on every page of the API: the landing page has it, under that id.
    expect(op).not.toContain('/oauth/token');
    expect(page('/fx/fixture-api').html).toMatch(/id="auth-oauth2">.*\/oauth\/token/);
    expect(page('/fx/delete-untagged').html).toContain('No authorization required.');
  });
  it('writes fields lean: no wrapper for the first line, the name links to the field, one-paragraph descriptions and facts are paragraphs, ids leave out application/', () => {
    const { html } = page('/fx/get-nodes-id');
    expect(html).toMatch(
      /<div class="api-field" id="(response-200-json-[\w-]+)"><a href="#\1"><code>[^<]+<\/code><\/a><var>/,
    );
    expect(html).not.toContain('application-json');
    expect(html).toMatch(/<p class="api-field__desc">[^<]/);
    expect(page('/fx/create-pet').html).toMatch(/<p class="api-fact"><b>Example:<\/b> <code>/);
    expect(html).not.toMatch(/class="api-facts"|<div class="api-field__desc"><p>[^<]*<\/p><\/div>/);
    // The copy buttons are the browser's (theme/api/tab-groups.ts).
    expect(html).toContain('class="api-code"');
    expect(html).not.toContain('api-copy');
  });
  it('leaves the example values out of response fields when the panel beside them shows a generated example', () => {
    const { html } = page('/fx/get-nodes-id');
    expect(html).toMatch(/id="response-200-json-label">.*?<\/div>/);
    expect(html).not.toContain('<b>Example:</b> <code>root</code>');
    expect(html).toContain('<p class="api-example__label">Generated example</p>');
    expect(html).toContain('<i>"root"</i>');
    // Request fields keep theirs (the request's example is the spec's own).
    expect(page('/fx/create-pet').html).toMatch(/<b>Example:<\/b> <code>iVBORw/);
  });
  it('generates code samples in ten languages, and examples from the spec or the schema', () => {
    const { html, outline } = page('/fx/create-pet');
    for (const label of [
      'cURL',
      'HTTP',
      'Java',
      'Ruby',
      'PHP',
      'C#',
      'Python',
      'Go',
      'Node.js',
      'PowerShell',
    ])
      expect(html).toContain(`<span>${label}</span>`);
    expect(html).toContain('Misty');
    expect(page('/fx/get-nodes-id').html).toContain('Generated example');
    for (const h of [
      '## Request',
      '### Authorization',
      '### Request body',
      '## Responses',
      '## Code samples',
    ])
      expect(outline).toContain(h);
  });
  it('keeps the title as text, gives headings Rspress-style ids, and puts the description in head meta', () => {
    const { record } = page('/fx/create-pet-2');
    expect(record.title).toBe('List pets (duplicate operationId on purpose)');
    expect(record.toc.map((t) => t.id)).toEqual(
      expect.arrayContaining(['request', 'responses', 'code-samples']),
    );
    expect(record.frontmatter.head).toEqual(
      expect.arrayContaining([['meta', { name: 'description', content: 'Lists pets.' }]]),
    );
  });
  it('gives each page the group titles and its own group only, grouped by tag with method badges, untagged last', () => {
    const { record } = page('/fx/create-pet');
    const sidebar = record.sidebar!;
    expect([sidebar.label, ...sidebar.groups.map((g) => g.text)]).toEqual([
      'Fixture API',
      'Nodes',
      'Pets',
      'Other operations',
      'Schemas',
    ]);
    expect(sidebar.groups[1]!.items?.map((i) => i.context)).toEqual(['method-post', 'method-get']);
    expect(sidebar.groups.filter((g) => g.items)).toHaveLength(1);
    expect(page('/fx').record.sidebar!.groups.filter((g) => g.items)).toHaveLength(0);
  });
  it("writes each group's items as a file of its own, and prev/next in full sidebar order", () => {
    const { record } = page('/fx/create-pet');
    expect(record.sidebar!.groups[0]!.key).toBe('nodes');
    expect(
      JSON.parse(fs.readFileSync(path.join(groupsDir, 'page-data/fx/_sidebar/nodes.json'), 'utf8')),
    ).toEqual([{ text: expect.any(String), link: '/fx/get-nodes-id', context: 'method-get' }]);
    expect(record.prevNext).toEqual({
      prev: { text: 'Pets', link: '/fx/pets' },
      next: { text: expect.any(String), link: '/fx/create-pet-2' },
    });
  });
  it('publishes the bundled spec', () => {
    expect(api.bundles['constructs.yaml']).toContain('openapi: 3.0.3');
  });
  it('publishes each operation as its own document, linked from its page beside the sized whole spec', () => {
    const { html } = page('/fx/create-pet');
    expect(html).toContain('href="/api-specs/excerpts/constructs/create-pet.yaml"');
    expect(html).toMatch(/>View in spec</);
    expect(html).toMatch(/download>Download spec \(\d+ KB\)</);
    const excerpt = api.bundles['excerpts/constructs/create-pet.yaml']!;
    expect(excerpt).toMatch(/^openapi: 3\.0\.3$/m);
    expect(excerpt.match(/^ {4}(get|post|put|patch|delete):/gm)).toEqual(['    post:']);
  });
});

describe('Postman collection per version', () => {
  it('is published beside the spec and linked from the version root', async () => {
    const { api, page } = await generate(FIXTURES, [spec('constructs.yaml', '/fx')], {
      postman: {},
    });
    const collection = JSON.parse(api.bundles['constructs.postman_collection.json']!);
    expect(collection.info.schema).toMatch(/collection\/v2\.1\.0/);
    expect(page('/fx').html).toContain(
      'href="/api-specs/constructs.postman_collection.json" download>Postman collection<',
    );
  }, 60_000);
});

describe('operation page layout', () => {
  let page: (route: string) => { record: ApiPage; outline: string; html: string };
  beforeAll(async () => {
    ({ page } = await generate(FIXTURES, [spec('constructs.yaml', '/fx')]));
  });
  it('puts the request sample and the response examples in the side panel, after the text', () => {
    const { record } = page('/fx/get-nodes-id');
    const areas = record.sections.map((x) => `${x.area ?? 'main'}:${x.heading?.text ?? ''}`);
    expect(areas.slice(-2)).toEqual(['panel:Code samples', 'panel:Response examples']);
    expect(record.sections.slice(0, -2).every((x) => !x.area)).toBe(true);
    // The title section holds the head only; the description follows as a section of its own.
    expect(record.sections[0]!.heading?.level).toBe(1);
    expect(record.sections[0]!.html).not.toContain('api-description');
  });
  it('renders panels after the first on demand, never nesting one lazy panel in another', () => {
    const { html, record } = page('/fx/create-pet');
    // The panel's sections are deferred (common/api-pages/deferred-sections.ts): as the browser shows them.
    const panel = record.sections
      .filter((x) => x.area === 'panel')
      .map((x) => shownHtml(x.html))
      .join('');
    // Ten languages: the first is markup, the others wait in noscript.
    expect((panel.match(/<noscript class="api-lazy">/g) ?? []).length).toBeGreaterThanOrEqual(9);
    // No noscript in another, in the page as written either (the build's inline script aside, which names the tag).
    const written = html.replaceAll(`<script>${undeferScriptTexts().first}</script>`, '');
    for (const m of written.matchAll(/<noscript class="[^"]*">([\s\S]*?)<\/noscript>/g))
      expect(m[1]).not.toContain('<noscript');
  });
  it('documents callbacks in the text column: the request the API sends, its payload and the replies it expects', () => {
    const withCallback = ['/fx/create-pet', '/fx/create-pet-2']
      .map((r) => page(r))
      .find((p) => p.outline.includes('## Callbacks'))!;
    const html = withCallback.record.sections.find((x) => x.heading?.text === 'Callbacks')!.html;
    expect(html).toContain('<code class="api-path">{$request.body#/callbackUrl}</code>');
    expect(html).toContain('api-method--post');
    expect(html).toMatch(/<code>200<\/code> Acknowledged\./);
    expect(
      withCallback.record.sections.find((x) => x.heading?.text === 'Callbacks')!.area,
    ).toBeUndefined();
  });
  it('ties the Responses tabs and the example tabs by status code, and names each status tab for deep links', () => {
    const { record } = page('/fx/get-nodes-id');
    const responses = record.sections.find((x) => x.heading?.text === 'Responses')!.html;
    const examples = record.sections.find((x) => x.heading?.text === 'Response examples')!.html;
    expect(responses).toContain('data-sync="status"');
    expect(examples).toContain('data-sync="status"');
    const values = (h: string) =>
      [...h.matchAll(/<input type="radio" name="[^"]+" value="([^"]+)"/g)].map((m) => m[1]);
    expect(values(examples).slice(0, 2)).toEqual(values(responses).slice(0, 2));
    expect(responses).toMatch(/<label class="api-tabs__tab" id="response-200"/);
  });
});

describe('generateApi on OpenAPI 3.1 and split files', () => {
  it('renders `type: [string, null]` as nullable and lists webhooks', async () => {
    const { api, page } = await generate(FIXTURES, [spec('v31.yaml', '/v31')]);
    expect(page('/v31/get-account-by-id').html).toMatch(
      /manager<\/code><\/a><var>string \| null<\/var><span class="api-badge">nullable/,
    );
    expect(api.operations.map((o) => o.route)).toContain('/v31/account-created-event');
    expect(page('/v31/account-created-event').html).toContain('webhook');
    // Webhooks get the operation layout: the panel with the request sample.
    expect(
      page('/v31/account-created-event')
        .record.sections.filter((x) => x.area === 'panel')
        .map((x) => x.heading?.text),
    ).toContain('Code samples');
  });
  it('resolves relative $refs across files, including a self-reference', async () => {
    const { page } = await generate(path.join(FIXTURES, 'split'), [spec('root.yaml', '/split')]);
    const { html } = page('/split/list-users');
    expect(html).toMatch(/api-field" id="[^"]*"><a href="#[^"]*"><code>userName<\/code>/);
    expect(html).toContain('Recursive: same structure as');
  });
  it('skips a spec file that does not exist', async () => {
    const { api } = await generate(FIXTURES, [spec('missing.yaml', '/none')]);
    expect(api.pages).toEqual([]);
  });
});

describe('highlighted samples', () => {
  it('use bare <b>/<i> or one-letter classes, bare default-coloured text, one element per run of a colour, no line spans', async () => {
    const { highlightCode, initHighlighter } = await import('./highlight');
    await initHighlighter();
    const html = highlightCode('json', '{\n  "a": "b c"\n}');
    expect(html).not.toMatch(/style=|class="line"/);
    expect(html).toContain('&#10;');
    // JSON keys are keywords (<b>), string values string expressions (<i>); no spans at all.
    expect(html).toContain('<b>"a"</b>');
    expect(html).toContain('<i>"b c"</i>');
    expect(html).not.toContain('<span');
    expect(highlightCode('json', '[1, true]')).toMatch(/<i class="c">1<\/i>/);
    // Punctuation takes the text colour: no element around `{`, `:` or `,`; quotes stay bare.
    expect(html).not.toMatch(/<[bi][^>]*>\s*[{}:,]\s*<\/[bi]>/);
    expect(html).not.toContain('&quot;');
    // The same text, whatever the markup.
    expect(html.replace(/<[^>]+>/g, '').replace(/&#10;/g, '\n')).toBe('{\n  "a": "b c"\n}');
    expect(highlightCode('brainfuck', '<a>')).toBe('&lt;a&gt;');
  });
});

describe('schema links', () => {
  it('every "same structure as" link points at an element id on the page', async () => {
    const { api, page } = await generate(FIXTURES, [spec('constructs.yaml', '/fx')]);
    for (const p of api.pages) {
      const { html } = page(p.routePath);
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
      expect(
        targets.filter((t) => !ids.has(t)),
        p.routePath,
      ).toEqual([]);
    }
  });
});

describe('schema pages', () => {
  let api: GeneratedApi;
  let page: (route: string) => { record: ApiPage; outline: string; html: string };
  beforeAll(async () => {
    ({ api, page } = await generate(FIXTURES, [spec('constructs.yaml', '/fx')]));
  });

  it('gives every named schema a page under {base}/schemas and lists them A–Z on the index', () => {
    const schemaPages = [
      '/fx/schemas',
      '/fx/schemas/node',
      '/fx/schemas/pet',
      '/fx/schemas/pet-base',
      '/fx/schemas/cat',
      '/fx/schemas/dog',
      '/fx/schemas/error',
    ];
    expect(api.pages.map((p) => p.routePath)).toEqual(expect.arrayContaining(schemaPages));
    const index = page('/fx/schemas');
    expect(index.outline).toBe('# Schemas\n## C\n## D\n## E\n## N\n## P');
    expect(index.html).toContain('<a href="/fx/schemas/pet-base">PetBase</a>');
    expect(index.html).toMatch(/<input id="api-schema-filter" type="search"/);
    expect(api.schemas.map((s) => s.route)).toContain('/fx/schemas/pet-base');
  });

  it('shows the fields (read-only and write-only alike), an example and the operations that use it, through other schemas too', () => {
    const node = page('/fx/schemas/node');
    expect(node.outline).toBe('# Node\n## Fields\n## Example\n## Used by');
    expect(node.html).toMatch(
      /<code>id<\/code><\/a><var>string<\/var><span class="api-badge api-badge--required">required<\/span><span class="api-badge">read-only/,
    );
    expect(node.html).toMatch(/<code>secret<\/code>/);
    expect(node.html).toContain('Recursive: same structure as');
    expect(node.html).toContain('<a href="/fx/get-nodes-id">');
    // PetBase is used only through Pet → Cat/Dog → PetBase.
    const base = page('/fx/schemas/pet-base').html;
    expect(base).toContain('2 operations use this schema');
    expect(base).toContain('<a href="/fx/create-pet">Create a pet</a>');
    expect(base).toContain('<a href="/fx/create-pet-2">');
    expect(page('/fx/schemas/error').html).toContain('1 operation use');
  });

  it('links named schemas from operation pages and from other schema pages, never a page to itself', () => {
    expect(page('/fx/get-nodes-id').html).toContain(
      '<var><a href="/fx/schemas/node">Node</a></var>',
    );
    expect(page('/fx/create-pet').html).toMatch(
      /<var>array&lt;<a href="\/fx\/schemas\/pet">Pet<\/a>&gt;<\/var>|<a href="\/fx\/schemas\/pet">Pet<\/a>/,
    );
    expect(page('/fx/schemas/pet').html).toContain('href="/fx/schemas/cat"');
    expect(page('/fx/schemas/node').html).not.toContain('href="/fx/schemas/node"');
  });

  it('puts the schemas in one group at the end of the sidebar, whose page is the index', () => {
    const { record } = page('/fx/schemas/dog');
    const last = record.sidebar!.groups.at(-1)!;
    expect(last).toMatchObject({ text: 'Schemas', key: 'schemas' });
    expect(last.items?.map((i) => i.text)).toEqual([
      'Cat',
      'Dog',
      'Error',
      'Node',
      'Pet',
      'PetBase',
    ]);
    expect(page('/fx/create-pet').record.sidebar!.groups.at(-1)!.items).toBeUndefined();
    expect(record.prevNext).toEqual({
      prev: { text: 'Cat', link: '/fx/schemas/cat' },
      next: { text: 'Error', link: '/fx/schemas/error' },
    });
  });

  it('leaves {base}/schemas to a tag of that name (a SCIM API has one) and puts the schema pages under {base}/models', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scim-'));
    fs.writeFileSync(
      path.join(dir, 'scim.yaml'),
      `openapi: 3.0.3\ninfo: { title: SCIM, version: '2' }\npaths:\n  /Schemas:\n    get:\n      operationId: getSchemas\n      tags: [Schemas]\n      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Schema' } } } } }\ncomponents:\n  schemas:\n    Schema: { type: object, properties: { id: { type: string } } }\n`,
    );
    const scim = await generate(dir, [spec('scim.yaml', '/scim', { landing: undefined })]);
    expect(scim.page('/scim/schemas').outline).toBe('# Schemas\n## Operations');
    expect(scim.page('/scim/models').outline).toBe('# Schemas\n## S');
    expect(scim.page('/scim/models/schema').html).toContain('<a href="/scim/get-schemas">');
    expect(scim.page('/scim/get-schemas').record.sidebar!.groups.map((g) => g.key)).toEqual([
      'schemas',
      'models',
    ]);
    expect(scim.api.warnings).toEqual([]);
  });
  it('makes pages for schemas that split files bring in', async () => {
    const split = await generate(path.join(FIXTURES, 'split'), [spec('root.yaml', '/split')]);
    expect(split.api.schemas.map((s) => s.name)).toContain('User');
    expect(split.page('/split/schemas/user').html).toContain(
      '<a href="/split/list-users">List users</a>',
    );
  });
});

describe('generateApi with several versions of one product', () => {
  const VERSIONS = path.join(FIXTURES, 'versions');
  let api: GeneratedApi;
  let page: (route: string) => { record: ApiPage; outline: string; html: string };
  beforeAll(async () => {
    ({ api, page } = await generate(VERSIONS, [
      spec('before.yaml', '/fx/v1', {
        product: 'idn',
        area: 'idn-api',
        label: 'V1 APIs',
        versionKey: 'v1',
        status: 'deprecated',
        landing: undefined,
      }),
      spec('after.yaml', '/fx/v2', {
        product: 'idn',
        area: 'idn-api',
        label: 'V2 APIs',
        versionKey: 'v2',
        landing: undefined,
      }),
    ]));
  });

  it('gives every operation page a version menu: same operation where it exists, else the root with a note', () => {
    const { html } = page('/fx/v2/list-accounts');
    expect(html).toContain('<details class="api-versions">');
    expect(html).toContain('<a href="/fx/v2/list-accounts" aria-current="page">V2 APIs</a>');
    expect(html).toContain(
      '<a href="/fx/v1/list-accounts" data-version-key="v1" data-version-switch="V1 APIs">V1 APIs</a>',
    );
    const added = page('/fx/v2/enable-account').html;
    expect(added).toContain('<a href="/fx/v1">V1 APIs</a>');
    expect(added).toContain('not in this version: opens its overview');
  });

  it('puts the menu on version roots and tag pages too, and nothing for a landing page that is not listed', () => {
    expect(page('/fx/v1').html).toContain('<a href="/fx/v2">V2 APIs</a>');
    expect(page('/fx/v1/accounts').html).toContain(
      '<a href="/fx/v2/accounts" data-version-key="v2"',
    );
    expect(api.pages.some((p) => p.routePath === '/fx/v1/fixture-api')).toBe(false);
  });

  it('marks a deprecated version with a banner pointing at the newest stable one', () => {
    const { html } = page('/fx/v1/list-accounts');
    expect(html).toContain('The V1 APIs are deprecated.');
    expect(html).toContain(
      'Use the <a href="/fx/v2/list-accounts">V2 APIs</a>, the newest stable version.',
    );
    expect(page('/fx/v1/delete-account').html).toContain('this page is not in it');
    expect(page('/fx/v2/list-accounts').html).not.toContain('are deprecated');
  });

  it('links a schema page to the same schema in the other versions', () => {
    const { html } = page('/fx/v2/schemas/account');
    expect(html).toContain(
      '<a href="/fx/v1/schemas/account" data-version-key="v1" data-version-switch="V1 APIs">V1 APIs</a>',
    );
    expect(page('/fx/v2/schemas').html).toContain('<a href="/fx/v1/schemas" data-version-key="v1"');
  });

  it('writes a "What changed" page for the later version, in its sidebar and nowhere for the first', () => {
    const { record, outline, html } = page('/fx/v2/changes');
    expect(outline).toBe(
      '# What changed in V2 APIs\n## Added operations\n## Removed operations\n## Changed operations',
    );
    expect(html).toContain('<a href="/fx/v2/enable-account">Enable an account</a>');
    expect(html).toContain('<a href="/fx/v1/delete-account">Delete an account</a>');
    expect(html).toContain('query parameter <code>limit</code> is now required');
    expect(record.sidebar?.links).toEqual([{ text: 'What changed', link: '/fx/v2/changes' }]);
    expect(page('/fx/v2').record.prevNext?.next).toEqual({
      text: 'What changed',
      link: '/fx/v2/changes',
    });
    expect(api.pages.some((p) => p.routePath === '/fx/v1/changes')).toBe(false);
  });
});

describe('descriptionHtml: one paragraph is the element itself, anything longer is wrapped', () => {
  it.each([
    ['<p>One <code>id</code>.</p>', '<p class="api-field__desc">One <code>id</code>.</p>'],
    ['<p>One.</p> <p>Two.</p>', '<div class="api-field__desc"><p>One.</p> <p>Two.</p></div>'],
    [
      '<p>Values:</p> <ul><li>A</li></ul>',
      '<div class="api-field__desc"><p>Values:</p> <ul><li>A</li></ul></div>',
    ],
    ['', ''],
  ])('%j', (html, expected) => {
    expect(descriptionHtml(html)).toBe(expected);
  });
});

describe('guides on operation pages', () => {
  it('lists the guides whose inline API paths link to the operation, and no section without any', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-test-'));
    const dataDir = path.join(outDir, 'data');
    const guides = [
      {
        route: '/docs/pets',
        title: 'Working with <pets>',
        product: 'docs',
        codes: ['POST /v3/pets'],
        links: [],
      },
    ];
    const api = await generateApi({
      specsDir: FIXTURES,
      outDir,
      dataDir,
      specs: [spec('constructs.yaml', '/fx')],
      guides,
    });
    const record = (route: string) =>
      JSON.parse(fs.readFileSync(path.join(dataDir, recordPath(route)), 'utf8')) as ApiPage;
    const op = api.operations.find((o) => o.method === 'post' && o.path === '/pets')!;
    const guidesOf = (route: string) =>
      record(route).sections.find((s) => s.heading?.text === 'Guides');
    const section = guidesOf(op.route);
    expect(section, `Guides on ${op.route}`).toBeDefined();
    expect(shownHtml(section!.html)).toContain(
      '<li><a href="/docs/pets">Working with &lt;pets&gt;</a></li>',
    );
    expect(guidesOf('/fx/delete-untagged')).toBeUndefined();
  });
});
