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
      /entry 4 \(a2\.yaml\): field "status" "experimental" is not one of stable, beta, deprecated/,
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
    for (const { file: f } of listed) fs.writeFileSync(path.join(dir, f), 'openapi: 3.0.0\n');
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
      /field "file" "notes\.txt" must be the name of a \.yaml, \.yml or \.json file/,
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
    expect(versionsOf(entries, 'idn').map((e) => e.file)).toEqual(['a.yaml', 'b.yaml']);
    expect(previousVersion(entries, entries[1]!)?.file).toBe('a.yaml');
    expect(previousVersion(entries, entries[0]!)).toBeUndefined();
    expect(newestStable(entries, 'idn')?.file).toBe('a.yaml');
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
    for (const { file } of listed) fs.writeFileSync(path.join(dir, file), 'openapi: 3.0.0\n');
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
    expect(previousVersion(entries, added)).toBe(versionsOf(entries, 'idn').at(-2));
  });
});
