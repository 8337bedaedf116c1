import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { TAGS } from '../tags';
import { contentPages } from '../../plugins/content-rules/check-content';
import { checkPage } from '../../plugins/content-rules/check-page';
import { readFrontmatter } from '../../plugins/shared/frontmatter';
import { SCHEMA_FILES, schemaText } from './schemas';

const ROOT = path.join(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, name), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true, strict: false });
const validateApis = ajv.compile(read('apis.schema.json'));
const validateFrontmatter = ajv.compile(read('frontmatter.schema.json'));
const validateProducts = ajv.compile(read('products.schema.json'));
const errorsOf = (validate: typeof validateApis, data: unknown) =>
  validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

describe('editor schemas (config/schemas)', () => {
  it('are up to date with the field lists the build checks with (else run `npm run schemas`)', () => {
    for (const [name, make] of Object.entries(SCHEMA_FILES)) {
      expect(
        fs.readFileSync(path.join(__dirname, name), 'utf8'),
        `config/schemas/${name} is stale: run npm run schemas`,
      ).toBe(schemaText(make));
    }
  });
  it('the frontmatter schema offers the tags of config/tags.ts', () => {
    const props = read('frontmatter.schema.json').properties as Record<
      string,
      { items: { enum: string[] } }
    >;
    expect(props.tags!.items.enum).toEqual([...TAGS]);
  });
});

describe('specs/apis.yaml against apis.schema.json', () => {
  it.each([
    'specs/apis.yaml',
    'tests/build/fixtures/api-versions/specs/apis.yaml',
    'plugins/apis/fixtures/good/apis.yaml',
  ])('every real API list is valid: %s', (file) => {
    expect(
      errorsOf(validateApis, parseYaml(fs.readFileSync(path.join(ROOT, file), 'utf8'))),
      file,
    ).toEqual([]);
  });
  it('a broken list fails: unknown product, misspelt field, missing base', () => {
    expect(
      errorsOf(
        validateApis,
        parseYaml(
          fs.readFileSync(path.join(ROOT, 'plugins/apis/fixtures/broken/apis.yaml'), 'utf8'),
        ),
      ).length,
    ).toBeGreaterThan(0);
    const entry = { file: 'a.yaml', product: 'idn', base: '/idn/api/v1', label: 'V1' };
    expect(errorsOf(validateApis, [entry])).toEqual([]);
    // Products are data (products.yaml): the schema checks the id's form, the build that it exists.
    expect(errorsOf(validateApis, [{ ...entry, product: 'CRM' }])).toEqual([
      '/0/product must match pattern "^[a-z0-9][a-z0-9-]*$"',
    ]);
    expect(errorsOf(validateApis, [{ ...entry, file: '../a.yaml' }])).toHaveLength(1);
    expect(
      errorsOf(validateApis, [{ ...entry, file: 'a/openapi.yaml', api: 'a', apiLabel: 'A' }]),
    ).toEqual([]);
    expect(errorsOf(validateApis, [{ ...entry, compareWit: '/idn/api/v0' }])).toEqual([
      '/0 must NOT have additional properties',
    ]);
    expect(errorsOf(validateApis, [{ ...entry, base: undefined }])).toEqual([
      "/0 must have required property 'base'",
    ]);
  });
});

describe('specs/products.yaml against products.schema.json', () => {
  it('the real product lists are valid, a broken one is not', () => {
    for (const file of ['specs/products.yaml'])
      expect(
        errorsOf(validateProducts, parseYaml(fs.readFileSync(path.join(ROOT, file), 'utf8'))),
        file,
      ).toEqual([]);
    expect(errorsOf(validateProducts, [{ id: 'crm', label: 'CRM' }])).toEqual([
      "/0 must have required property 'root'",
    ]);
    expect(
      errorsOf(validateProducts, [{ id: 'crm', label: 'CRM', root: '/crm', menus: 'x' }]),
    ).toEqual(['/0 must NOT have additional properties']);
  });
});

describe('docs frontmatter against frontmatter.schema.json', () => {
  it('every content page and the home page are valid', () => {
    const problems: string[] = [];
    for (const rel of contentPages(DOCS)) {
      for (const e of errorsOf(
        validateFrontmatter,
        readFrontmatter(fs.readFileSync(path.join(DOCS, rel), 'utf8')).data,
      ))
        problems.push(`docs/${rel}: ${e}`);
    }
    expect(problems).toEqual([]);
    // The home page is the theme's stub (pageType: home): its keys must be known, no key is required.
    expect(
      errorsOf(
        validateFrontmatter,
        readFrontmatter(fs.readFileSync(path.join(DOCS, 'index.md'), 'utf8')).data,
      ).filter((e) => !/required property/.test(e)),
    ).toEqual([]);
  });
  it('broken frontmatter fails, as the build check fails it: misspelt key, unknown tag, a date that is not a day', () => {
    const good = {
      title: 'T',
      description: 'D.',
      tags: ['rules'],
      sidebar_position: 2,
      sources: ['sailpoint-oss/api-specs/idn/v3/paths/sources.yaml'],
      verified: '2026-11-26',
    };
    expect(errorsOf(validateFrontmatter, good)).toEqual([]);
    const broken = [
      { ...good, sidebar_postion: 1 },
      { ...good, tags: ['transform'] },
      { ...good, verified: '26 Nov 2026' },
      { ...good, title: undefined },
      { ...good, sources: ['developer.sailpoint.com/docs/x.md'] },
    ];
    for (const fm of broken) {
      expect(errorsOf(validateFrontmatter, fm).length, JSON.stringify(fm)).toBeGreaterThan(0);
      const yaml = Object.entries(fm)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join('\n');
      const problems = checkPage('x.md', `---\n${yaml}\n---\n# T\n`, {
        minWords: 0,
        routeExists: () => true,
        route: '/idn/docs/x',
        relPath: 'idn/docs/x.md',
        today: '2026-11-26',
      });
      expect(problems.length, `the build check also fails ${yaml}`).toBeGreaterThan(0);
    }
    const fixture = readFrontmatter(
      fs.readFileSync(
        path.join(ROOT, 'tests/build/fixtures/content-faults/docs/idn/docs/guide.md'),
        'utf8',
      ),
    ).data;
    expect(errorsOf(validateFrontmatter, fixture).length).toBeGreaterThan(0);
  });
});
