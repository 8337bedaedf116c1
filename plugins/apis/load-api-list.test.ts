import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  apiForPath,
  changesRoute,
  newestStable,
  previousVersion,
  versionsOf,
} from '../../common/apis/api-list';
import { ApiListError, loadApiList } from './load-api-list';

const FIXTURES = path.join(__dirname, 'fixtures');
const DEFAULT_LIST = path.join(__dirname, '../../specs/apis.yaml');

describe('loadApiList', () => {
  it('reads the entries in list order, names multi-version products by their base, and warns about unlisted specs', () => {
    const { entries, warnings } = loadApiList(path.join(FIXTURES, 'good'), DEFAULT_LIST);
    expect(entries.map((e) => [e.file, e.base, e.versionKey, e.status, e.area])).toEqual([
      ['a.yaml', '/idn/api/v1', 'v1', 'stable', 'idn-api'],
      ['b.yaml', '/idn/api/v2', 'v2', 'deprecated', 'idn-api'],
      ['c.yaml', '/nerm/api', null, 'stable', 'nerm-api'],
    ]);
    expect(entries[0]!.landing).toBe('about-v1');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/stray\.yaml is not listed in .*apis\.yaml/);
  });

  it('names the file, the entry and the field of every fault', () => {
    let message = '';
    try {
      loadApiList(path.join(FIXTURES, 'broken'), DEFAULT_LIST);
    } catch (e) {
      expect(e).toBeInstanceOf(ApiListError);
      message = (e as Error).message;
    }
    expect(message).toMatch(
      /broken\/apis\.yaml:5: entry 2 \(missing\.yaml\): field "file" names .*missing\.yaml, which does not exist/,
    );
    expect(message).toMatch(
      /entry 3 \(a\.yaml\): field "product" "crm" is not one of idn, iiq, nerm/,
    );
    expect(message).toMatch(
      /entry 3 \(a\.yaml\): field "base" "\/idn\/api\/v1" is already used by entry 1/,
    );
    expect(message).toMatch(
      /entry 3 \(a\.yaml\): field "file" "a\.yaml" is already listed by entry 1/,
    );
    expect(message).toMatch(/entry 4 \(a2\.yaml\): field "base" is missing/);
    expect(message).toMatch(
      /entry 4 \(a2\.yaml\): field "status" "retired" is not one of stable, beta, experimental, deprecated/,
    );
    expect(message).toMatch(/entry 4 \(a2\.yaml\): field "colour" is not a known field/);
    expect(message).toMatch(/broken\/apis\.yaml:18: entry 5: must be a mapping/);
  });

  it('keeps only the entries whose spec exists when a folder without a list uses the project one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
    fs.writeFileSync(path.join(dir, 'nerm.yaml'), 'openapi: 3.0.0\n');
    expect(loadApiList(dir, DEFAULT_LIST).entries.map((e) => e.file)).toEqual(['nerm.yaml']);
    expect(loadApiList(path.join(dir, 'none'), DEFAULT_LIST).entries).toEqual([]);
  });
  it('uses the project list for a specs folder without one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
    // Read from the data, so adding a version to specs/apis.yaml keeps this test green.
    const listed = parseYaml(fs.readFileSync(DEFAULT_LIST, 'utf8')) as Array<{
      file: string;
      label: string;
    }>;
    for (const { file: f } of listed) writeSpec(dir, f);
    const { entries, file } = loadApiList(dir, DEFAULT_LIST);
    expect(file).toBe(DEFAULT_LIST);
    expect(entries.map((e) => e.label)).toEqual(listed.map((e) => e.label));
    expect(entries.map((e) => e.label)).toEqual(
      expect.arrayContaining(['V3 APIs', 'Beta APIs', 'IIQ API', 'NERM API']),
    );
    expect(entries.find((e) => e.file === 'idn-v3.yaml')?.versionKey).toBe('v3');
    expect(entries.find((e) => e.file === 'iiq.yaml')?.versionKey).toBe(null);
  });

  it('accepts YAML and JSON spec files and an absolute linkBase, and names a bad file type or linkBase', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
    for (const f of ['shelf.json', 'shelf.yml', 'notes.txt'])
      fs.writeFileSync(path.join(dir, f), '{}\n');
    fs.writeFileSync(
      path.join(dir, 'apis.yaml'),
      '- file: shelf.json\n  product: idn\n  base: /idn/api/v1\n  label: V1\n  linkBase: https://shelf.test/\n- file: shelf.yml\n  product: iiq\n  base: /iiq/api\n  label: IIQ\n',
    );
    const { entries } = loadApiList(dir, DEFAULT_LIST);
    expect(entries.map((e) => [e.file, e.linkBase])).toEqual([
      ['shelf.json', 'https://shelf.test'],
      ['shelf.yml', undefined],
    ]);
    fs.writeFileSync(
      path.join(dir, 'apis.yaml'),
      '- file: notes.txt\n  product: idn\n  base: /idn/api/v1\n  label: V1\n  linkBase: /docs\n',
    );
    expect(() => loadApiList(dir, DEFAULT_LIST)).toThrow(
      /field "file" "notes\.txt" must be the path of a \.yaml, \.yml or \.json file/,
    );
    expect(() => loadApiList(dir, DEFAULT_LIST)).toThrow(
      /field "linkBase" "\/docs" must be an absolute http\(s\) URL/,
    );
  });

  it('rejects invalid YAML and a list that is not a list, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
    fs.writeFileSync(path.join(dir, 'apis.yaml'), '- file: a.yaml\n  base: [unclosed\n');
    expect(() => loadApiList(dir, DEFAULT_LIST)).toThrow(/apis\.yaml:\d+: invalid YAML/);
    fs.writeFileSync(path.join(dir, 'apis.yaml'), 'file: a.yaml\n');
    expect(() => loadApiList(dir, DEFAULT_LIST)).toThrow(
      /apis\.yaml: must be a list of API entries/,
    );
  });
});

describe('API list helpers', () => {
  const { entries } = loadApiList(path.join(FIXTURES, 'good'), DEFAULT_LIST);
  it('finds the version of a route, a product’s versions, the previous and the newest stable one', () => {
    expect(apiForPath(entries, '/idn/api/v2/list-things')?.file).toBe('b.yaml');
    expect(apiForPath(entries, '/idn/api/v20')).toBeUndefined();
    expect(versionsOf(entries, { product: 'idn' }).map((e) => e.file)).toEqual([
      'a.yaml',
      'b.yaml',
    ]);
    expect(previousVersion(entries, entries[1]!)?.file).toBe('a.yaml');
    expect(previousVersion(entries, entries[0]!)).toBeUndefined();
    expect(newestStable(entries, { product: 'idn' })?.file).toBe('a.yaml');
    expect(changesRoute(entries[1]!)).toBe('/idn/api/v2/changes');
  });
});

describe('compareWith', () => {
  const site = (list: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
    for (const f of ['a.yaml', 'b.yaml', 'c.yaml', 'n.yaml'])
      fs.writeFileSync(path.join(dir, f), 'openapi: 3.0.0\n');
    fs.writeFileSync(path.join(dir, 'apis.yaml'), list);
    return dir;
  };
  const entry = (file: string, product: string, base: string, extra = '') =>
    `- file: ${file}\n  product: ${product}\n  base: ${base}\n  label: ${file}\n${extra}`;
  it('names the version a "What changed" page compares with; by default the one before it', () => {
    const dir = site(
      entry('a.yaml', 'idn', '/idn/api/v1') +
        entry('b.yaml', 'idn', '/idn/api/v2') +
        entry('c.yaml', 'idn', '/idn/api/beta', '  compareWith: /idn/api/v1\n'),
    );
    const { entries } = loadApiList(dir, DEFAULT_LIST);
    expect(entries[2]!.compareWith).toBe('/idn/api/v1');
    expect(previousVersion(entries, entries[2]!)?.file).toBe('a.yaml');
    expect(previousVersion(entries, entries[1]!)?.file).toBe('a.yaml');
    expect(previousVersion(entries, entries[0]!)).toBeUndefined();
  });
  it('may name a version listed after it', () => {
    const dir = site(
      entry('a.yaml', 'idn', '/idn/api/v1', '  compareWith: /idn/api/v2\n') +
        entry('b.yaml', 'idn', '/idn/api/v2'),
    );
    const { entries } = loadApiList(dir, DEFAULT_LIST);
    expect(previousVersion(entries, entries[0]!)?.file).toBe('b.yaml');
  });
  it('must name an existing base of the same product, not itself', () => {
    const dir = site(
      entry('a.yaml', 'idn', '/idn/api/v1', '  compareWith: /idn/api/v1\n') +
        entry('b.yaml', 'idn', '/idn/api/v2', '  compareWith: /idn/api/v9\n') +
        entry('c.yaml', 'idn', '/idn/api/v3', '  compareWith: /nerm/api\n') +
        entry('n.yaml', 'nerm', '/nerm/api'),
    );
    let message = '';
    try {
      loadApiList(dir, DEFAULT_LIST);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(
      /apis\.yaml:1: entry 1 \(a\.yaml\): field "compareWith" names the entry itself/,
    );
    expect(message).toMatch(
      /apis\.yaml:6: entry 2 \(b\.yaml\): field "compareWith" "\/idn\/api\/v9" is not the base of an entry of the list/,
    );
    expect(message).toMatch(
      /entry 3 \(c\.yaml\): field "compareWith" "\/nerm\/api" is a nerm version, not idn/,
    );
  });
});

describe('adding a version to apis.yaml', () => {
  it('a copy of the project list with one more version loads, and the new version compares with the last one before it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
    const text = fs.readFileSync(DEFAULT_LIST, 'utf8');
    const listed = parseYaml(text) as Array<{ file: string }>;
    for (const { file } of listed) writeSpec(dir, file);
    fs.writeFileSync(path.join(dir, 'idn-v2099.yaml'), 'openapi: 3.0.0\n');
    fs.writeFileSync(
      path.join(dir, 'apis.yaml'),
      `${text.trimEnd()}\n- file: idn-v2099.yaml\n  product: idn\n  base: /idn/api/v2099\n  label: V2099 APIs\n`,
    );
    const { entries, warnings } = loadApiList(dir, DEFAULT_LIST);
    expect(entries).toHaveLength(listed.length + 1);
    expect(warnings).toEqual([]);
    const added = entries.at(-1)!;
    expect(added.versionKey).toBe('v2099');
    expect(previousVersion(entries, added)).toBe(versionsOf(entries, { product: 'idn' }).at(-2));
  });
});

/** A minimal spec file at `file` (relative, maybe in a sub-folder) of `dir`. */
function writeSpec(dir: string, file: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), 'openapi: 3.0.0\n');
}

/** A specs folder with these files (path → text) and an apis.yaml of these entries. */
function specsFolder(list: string, files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  fs.writeFileSync(path.join(dir, 'apis.yaml'), list);
  return dir;
}
const errorOf = (dir: string) => {
  try {
    loadApiList(dir, DEFAULT_LIST);
  } catch (e) {
    expect(e).toBeInstanceOf(ApiListError);
    return (e as Error).message;
  }
  throw new Error('the list was accepted');
};
const SPEC = 'openapi: 3.0.0\n';

describe('APIs with versions (api, apiLabel)', () => {
  const list = [
    '- file: v3.yaml\n  product: idn\n  base: /idn/api/v3\n  label: V3 APIs',
    '- file: sources/v1/openapi.yaml\n  product: idn\n  api: sources\n  apiLabel: Sources\n  base: /idn/api/sources/v1\n  label: Sources v1',
    '- file: beta.yaml\n  product: idn\n  base: /idn/api/beta\n  label: Beta APIs\n  status: beta',
    '- file: sources/v2/openapi.yaml\n  product: idn\n  api: sources\n  base: /idn/api/sources/v2\n  label: Sources v2\n  status: experimental',
    '- file: access-profiles/openapi.yaml\n  product: idn\n  api: access-profiles\n  apiLabel: Access profiles\n  base: /idn/api/access-profiles/v1\n  label: Access profiles v1',
  ].join('\n');
  const files = Object.fromEntries(
    [
      'v3.yaml',
      'beta.yaml',
      'sources/v1/openapi.yaml',
      'sources/v2/openapi.yaml',
      'access-profiles/openapi.yaml',
    ].map((f) => [f, SPEC]),
  );
  it('groups the versions of each API in list order; no api = the default API', () => {
    const { entries } = loadApiList(specsFolder(list, files), DEFAULT_LIST);
    expect(entries.map((e) => [e.file, e.api, e.apiLabel, e.versionKey, e.status])).toEqual([
      ['v3.yaml', undefined, undefined, 'v3', 'stable'],
      ['sources/v1/openapi.yaml', 'sources', 'Sources', 'v1', 'stable'],
      ['beta.yaml', undefined, undefined, 'beta', 'beta'],
      // Every version carries its API's name, given once.
      ['sources/v2/openapi.yaml', 'sources', 'Sources', 'v2', 'experimental'],
      // One version: no version key, as a product's single API.
      ['access-profiles/openapi.yaml', 'access-profiles', 'Access profiles', null, 'stable'],
    ]);
    const [v3, s1, beta, s2] = entries;
    expect(versionsOf(entries, s2!).map((e) => e.file)).toEqual([s1!.file, s2!.file]);
    expect(previousVersion(entries, s2!)).toBe(s1);
    expect(previousVersion(entries, beta!)).toBe(v3);
    expect(previousVersion(entries, s1!)).toBeUndefined();
    expect(newestStable(entries, s2!)).toBe(s1);
  });
  it('names the line of an unknown product', () => {
    const dir = specsFolder(
      '- file: a.yaml\n  product: idn\n  base: /idn/api/a\n  label: A\n- file: b.yaml\n  product: crm\n  base: /crm/api\n  label: B\n',
      { 'a.yaml': SPEC, 'b.yaml': SPEC },
    );
    expect(errorOf(dir)).toMatch(
      /apis\.yaml:5: entry 2 \(b\.yaml\): field "product" "crm" is not one of idn, iiq, nerm \(the products of products\.yaml\)/,
    );
  });
  it('names the line of a duplicate version route and of a duplicate API name', () => {
    const dir = specsFolder(
      `${list}\n- file: again.yaml\n  product: idn\n  api: sources-again\n  apiLabel: Sources\n  base: /idn/api/sources/v1\n  label: Again\n`,
      { ...files, 'again.yaml': SPEC },
    );
    const message = errorOf(dir);
    expect(message).toMatch(
      /apis\.yaml:28: entry 6 \(again\.yaml\): field "base" "\/idn\/api\/sources\/v1" is already used by entry 2/,
    );
    expect(message).toMatch(
      /apis\.yaml:28: entry 6 \(again\.yaml\): field "apiLabel" "Sources" is already the name of another API of idn/,
    );
  });
  it('names the line of a version of an API that does not exist', () => {
    const dir = specsFolder(
      `${list}\n- file: x.yaml\n  product: idn\n  api: sorces\n  base: /idn/api/sorces/v2\n  label: Typo\n`,
      { ...files, 'x.yaml': SPEC },
    );
    expect(errorOf(dir)).toMatch(
      /apis\.yaml:28: entry 6 \(x\.yaml\): field "api" "sorces" names an API that does not exist/,
    );
  });
  it('names the line of a compareWith across APIs', () => {
    const dir = specsFolder(
      `${list}\n- file: x.yaml\n  product: idn\n  api: sources\n  base: /idn/api/sources/v3\n  label: Sources v3\n  compareWith: /idn/api/v3\n`,
      { ...files, 'x.yaml': SPEC },
    );
    expect(errorOf(dir)).toMatch(
      /apis\.yaml:28: entry 6 \(x\.yaml\): field "compareWith" "\/idn\/api\/v3" is a version of the default API of idn, not of API "sources" of idn/,
    );
  });
  it('reads spec files in sub-folders and refuses a path out of the folder', () => {
    const dir = specsFolder('- file: ../a.yaml\n  product: idn\n  base: /idn/api/a\n  label: A\n');
    expect(errorOf(dir)).toMatch(
      /apis\.yaml:1: entry 1 \(\.\.\/a\.yaml\): field "file" "\.\.\/a\.yaml" must be the path/,
    );
  });
});

describe('products (products.yaml)', () => {
  it('uses the folder’s own products.yaml: a product added by data alone', () => {
    const dir = specsFolder(
      '- file: a.yaml\n  product: crm\n  base: /crm/api\n  label: CRM API\n',
      {
        'a.yaml': SPEC,
        'products.yaml':
          '- id: crm\n  label: CRM\n  root: /crm\n  order: 2\n- id: hr\n  label: HR\n  menu: People\n  root: /hr\n  order: 1\n',
      },
    );
    const { entries, products } = loadApiList(dir, DEFAULT_LIST);
    expect(entries[0]!.area).toBe('crm-api');
    expect(products.map((p) => [p.id, p.menu, p.apiRoot, p.apiTitle])).toEqual([
      ['hr', 'People', '/hr/api', 'HR API'],
      ['crm', 'CRM', '/crm/api', 'CRM API'],
    ]);
  });
  it('names the file, line and field of a broken product', () => {
    const dir = specsFolder(
      '- file: a.yaml\n  product: crm\n  base: /crm/api\n  label: CRM API\n',
      {
        'a.yaml': SPEC,
        'products.yaml':
          '- id: crm\n  label: CRM\n  root: /crm\n- id: crm\n  label: Again\n  root: crm\n  colour: red\n',
      },
    );
    const message = errorOf(dir);
    expect(message).toMatch(
      /products\.yaml:4: product 2 \(crm\): field "colour" is not a known field/,
    );
    expect(message).toMatch(
      /products\.yaml:4: product 2 \(crm\): field "root" "crm" must look like \/idn/,
    );
    expect(message).toMatch(
      /products\.yaml:4: product 2 \(crm\): field "id" "crm" is already used by product 1/,
    );
  });
  it('the project’s products are IDN, IIQ and NERM, in that order', () => {
    const { products } = loadApiList(path.join(FIXTURES, 'good'), DEFAULT_LIST);
    expect(products.map((p) => p.id)).toEqual(['idn', 'iiq', 'nerm']);
  });
});
