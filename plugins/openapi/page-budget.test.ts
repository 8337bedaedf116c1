import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shownHtml, LAZY_CLOSE, LAZY_OPEN } from '../../common/api-pages/deferred-sections';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { htmlToMarkdown } from '../seo/html-to-markdown';
import { FIXTURES, fixtureSpec } from './fixture-spec';
import { generateApi } from './generate';
import {
  EXAMPLE_BUDGET,
  exampleWithin,
  OverBudget,
  PAGE_SECTIONS_BUDGET,
  withinPageBudget,
  type TreeBudget,
} from './page-budget';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const words = (n: number) => `Describes this field in ${n} words of plain text for the reader.`;

/**
 * A deep, recursive API: an entity contains drives that contain items that contain entities, and
 * a chain of 80 distinct named schemas each holding the next two, so that expanding everything
 * once (as a page within the budget does) is far over the budget. And a repository of 400 fields.
 */
function deepSpec() {
  const schemas: Record<string, object> = {
    Entity: {
      type: 'object',
      description: 'An entity.',
      properties: {
        id: { type: 'string', description: words(1) },
        drives: { type: 'array', items: ref('Drive') },
        parent: ref('Entity'),
        detail: ref('Level0x0'),
      },
    },
    Drive: {
      type: 'object',
      properties: { id: { type: 'string' }, items: { type: 'array', items: ref('Item') } },
    },
    Item: {
      type: 'object',
      properties: { id: { type: 'string' }, entity: ref('Entity') },
    },
    Repository: {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 400 }, (_, i) => [
          `field_${i}`,
          { type: i % 3 ? 'string' : 'integer', description: words(i) },
        ]),
      ),
    },
  };
  // Seven levels of ten schemas, each holding three of the next level and the entity: expanded
  // once each (as a page within the budget would), about 300 KB of fields.
  for (let level = 0; level < 8; level++) {
    for (let k = 0; k < 10; k++) {
      const props: Record<string, object> = {};
      for (let f = 0; f < 12; f++)
        props[`attribute${f}`] = { type: 'string', description: words(f) };
      if (level < 7)
        for (const step of [0, 1, 3])
          props[`part${step}`] = ref(`Level${level + 1}x${(k + step) % 10}`);
      props.owner = ref('Entity');
      schemas[`Level${level}x${k}`] = { type: 'object', properties: props };
    }
  }
  const get = (id: string, schema: string) => ({
    get: {
      operationId: id,
      summary: id,
      tags: ['Things'],
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: ref(schema) } } },
      },
    },
  });
  return {
    openapi: '3.0.3',
    info: { title: 'Deep API', version: '1' },
    servers: [{ url: 'https://api.example.test' }],
    tags: [{ name: 'Things' }],
    paths: {
      '/entities/{id}': get('getEntity', 'Entity'),
      '/repos/{id}': get('getRepo', 'Repository'),
    },
    components: { schemas },
  };
}

/** Elements a browser with JavaScript makes of the HTML: deferred sections shown, lazy parts left as text. */
function elements(html: string): number {
  let shown = html;
  while (shown.includes('<noscript class="api-defer">')) {
    const at = shown.indexOf('<noscript class="api-defer">');
    const end = shown.indexOf('</noscript>', at) + '</noscript>'.length;
    shown = shown.slice(0, at) + shownHtml(shown.slice(at, end)) + shown.slice(end);
  }
  let out = '';
  let at = 0;
  for (;;) {
    const open = shown.indexOf(LAZY_OPEN, at);
    if (open < 0) break;
    out += shown.slice(at, open);
    at = shown.indexOf(LAZY_CLOSE, open) + LAZY_CLOSE.length;
  }
  out += shown.slice(at);
  return out.match(/<[a-z][a-z0-9]*/gi)?.length ?? 0;
}

describe('flat pages: a page within its budget whatever the schema', () => {
  let html: (route: string) => string;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-budget-'));
    fs.writeFileSync(path.join(dir, 'deep.json'), JSON.stringify(deepSpec()));
    const outDir = path.join(dir, 'out');
    const dataDir = path.join(outDir, 'data');
    await generateApi({ specsDir: dir, outDir, dataDir, specs: [fixtureSpec('deep.json', '/dp')] });
    html = (route) =>
      (
        JSON.parse(fs.readFileSync(path.join(dataDir, recordPath(route)), 'utf8')) as ApiPage
      ).sections
        .map((s) => s.html)
        .join('');
  }, 120_000);

  it('renders a deep recursive schema under the budget, nested named schemas linked to their pages', () => {
    for (const route of ['/dp/get-entity', '/dp/schemas/entity', '/dp/schemas/level-0-x-0']) {
      const page = html(route);
      expect(page.length, route).toBeLessThanOrEqual(PAGE_SECTIONS_BUDGET);
      expect(page, route).toMatch(
        /Fields of <a href="\/dp\/schemas\/level[\w-]+">Level\d+x\d<\/a>: on its own page/,
      );
    }
  });
  it('shows recursion once, as a back-reference', () => {
    const page = html('/dp/schemas/entity');
    expect(page).toContain('Recursive: same structure as <a href="#schema">Entity</a>');
    // Entity's own fields are listed once: its `drives` field has one id on the page.
    expect(page.match(/id="schema-drives"/g)).toHaveLength(1);
  });
  it('keeps a 400-field object under 1,500 elements and 120 KB, every field on its schema page', () => {
    for (const route of ['/dp/schemas/repository', '/dp/get-repo']) {
      const page = html(route);
      expect(page.length, route).toBeLessThanOrEqual(120 * 1024);
      expect(elements(page), route).toBeLessThanOrEqual(1500);
      for (const i of [0, 99]) expect(page, route).toContain(`<code>field_${i}</code>`);
    }
    // The schema page holds all 400, the last 300 closed; the operation page links there for them.
    const own = html('/dp/schemas/repository');
    expect(own).toContain('<summary>Show 300 more fields</summary><noscript class="api-lazy">');
    expect(own).toContain('<code>field_399</code>');
    const op = html('/dp/get-repo');
    expect(op).toContain(
      'And 300 more fields: all 400 on the page of <a href="/dp/schemas/repository">Repository</a>.',
    );
    expect(op).not.toContain('<code>field_100</code>');
  });
  it('keeps the Markdown twins complete: every field, or the link to the page that has them', () => {
    const own = htmlToMarkdown(html('/dp/schemas/repository'));
    for (const i of [0, 100, 399]) expect(own).toMatch(new RegExp(`^[-*] \`field_${i}\``, 'm'));
    expect(own).not.toContain('Show 300 more fields');
    expect(htmlToMarkdown(html('/dp/get-repo'))).toContain(
      'And 300 more fields: all 400 on the page of [Repository](/dp/schemas/repository).',
    );
    expect(htmlToMarkdown(html('/dp/get-entity'))).toMatch(
      /Fields of \[Level\dx\d\]\(\/dp\/schemas\/level-[\w-]+\): on its own page\./,
    );
  });
});

describe('flat pages: the last level still over the budget', () => {
  // fixtures/wide-body.yaml: a wide object as request body and in two responses, with long
  // descriptions and examples; no named schema nests deep enough to link, so only the last level's
  // bounds (trees' share, examples, the request body in every code sample) can hold the page.
  let page: (route: string) => ApiPage;
  beforeAll(async () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-budget-wide-')), 'out');
    const dataDir = path.join(outDir, 'data');
    await generateApi({
      specsDir: FIXTURES,
      outDir,
      dataDir,
      specs: [fixtureSpec('wide-body.yaml', '/wb')],
    });
    page = (route) =>
      JSON.parse(fs.readFileSync(path.join(dataDir, recordPath(route)), 'utf8')) as ApiPage;
  }, 120_000);
  const html = (p: ApiPage) => p.sections.map((s) => s.html).join('');

  it('keeps the operation page within the budget, every section still there', () => {
    const op = page('/wb/put-thing');
    expect(html(op).length).toBeLessThanOrEqual(PAGE_SECTIONS_BUDGET);
    expect(op.toc.map((t) => t.text)).toEqual([
      'Request',
      'Authorization',
      'Parameters',
      'Request body',
      'Responses',
      'Code samples',
      'Response examples',
    ]);
    // The code samples weigh no more than one example: the body is cut, not repeated in full ten times.
    const samples = op.sections.find((s) => s.heading?.text === 'Code samples')!.html;
    expect(samples.length).toBeLessThanOrEqual(30 * 1024);
    expect(samples).toContain('--request PUT');
  });
  it('links the fields it leaves out to the schema page, which has them all', () => {
    const op = html(page('/wb/put-thing'));
    expect(op).toMatch(
      /And \d+ more fields: all 140 on the page of <a href="\/wb\/schemas\/thing">Thing<\/a>\./,
    );
    expect(op).toContain('<code>attribute0</code>');
    const own = html(page('/wb/schemas/thing'));
    expect(own.length).toBeLessThanOrEqual(PAGE_SECTIONS_BUDGET);
    for (const i of [0, 70, 139]) expect(own).toContain(`<code>attribute${i}</code>`);
  });
});

describe('withinPageBudget', () => {
  const page = (bytes: number) => ({
    title: 't',
    description: 'd',
    sections: [{ html: 'x'.repeat(bytes) }],
  });
  it('renders a page within the budget once, at full expansion', () => {
    const levels: number[] = [];
    withinPageBudget((b) => (levels.push(b.namedDepth), page(1000)));
    expect(levels).toEqual([Infinity]);
  });
  it('tightens the depth until the page fits, skipping levels that cannot change it', () => {
    const levels: number[] = [];
    const out = withinPageBudget((b) => {
      levels.push(b.namedDepth);
      b.deepestNamed = 2;
      return page(b.namedDepth > 1 ? 200_000 : 50_000);
    });
    // 3 is skipped: no named schema was nested under more than two.
    expect(levels).toEqual([Infinity, 2, 1]);
    expect(out.sections[0]!.html).toHaveLength(50_000);
  });
  it('starts the next level as soon as a render passes its limit', () => {
    const levels: number[] = [];
    withinPageBudget((b) => {
      levels.push(b.namedDepth);
      if (b.namedDepth === Infinity) throw new OverBudget();
      return page(10);
    });
    expect(levels).toEqual([Infinity, 3]);
  });
  it('renders the last level again with less room while its page is over', () => {
    const seen: Array<[number, number | undefined]> = [];
    const out = withinPageBudget((b) => {
      seen.push([b.soft, b.exampleScale]);
      return page(b.soft === Infinity || b.soft >= PAGE_SECTIONS_BUDGET * 0.6 ? 200_000 : 50_000);
    });
    expect(seen).toEqual([
      [Infinity, undefined],
      [PAGE_SECTIONS_BUDGET, 1],
      [PAGE_SECTIONS_BUDGET * 0.6, 0.25],
      [PAGE_SECTIONS_BUDGET * 0.3, 0],
    ]);
    expect(out.sections[0]!.html).toHaveLength(50_000);
  });
});

describe('exampleWithin', () => {
  const deep = (n: number): unknown =>
    n ? { a: deep(n - 1), b: deep(n - 1), list: [deep(n - 1), deep(n - 1), deep(n - 1)] } : 'leaf';
  const level = (namedDepth: number) => ({ namedDepth }) as TreeBudget;
  it('leaves examples alone on a page within the budget, and small ones always', () => {
    const big = deep(6);
    expect(exampleWithin(level(Infinity), big)).toBe(big);
    expect(exampleWithin(undefined, big)).toBe(big);
    expect(exampleWithin(level(1), { a: 1 })).toEqual({ a: 1 });
  });
  it('shares one example room among its copies', () => {
    const big = deep(4);
    const once = JSON.stringify(exampleWithin(level(1), big), null, 2).length;
    const tenth = JSON.stringify(exampleWithin(level(1), big, 10), null, 2).length;
    expect(tenth).toBeLessThanOrEqual(EXAMPLE_BUDGET / 10);
    expect(tenth).toBeLessThan(once);
  });
  it('keeps the first entries of an example too wide at its first level', () => {
    const wide = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`field_${i}`, 'x'.repeat(40)]),
    );
    const cut = exampleWithin(level(1), wide) as Record<string, string>;
    expect(JSON.stringify(cut, null, 2).length).toBeLessThanOrEqual(EXAMPLE_BUDGET);
    expect(Object.keys(cut).length).toBeGreaterThan(100);
    expect(cut.field_0).toBe(wide.field_0);
  });
  it('cuts a deep example to the depth that fits', () => {
    const cut = exampleWithin(level(1), deep(6));
    expect(JSON.stringify(cut, null, 2).length).toBeLessThanOrEqual(EXAMPLE_BUDGET);
    expect(JSON.stringify(cut)).toContain('"a":{"a":');
  });
});
