import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryFields, readYamlList, type ListField } from './yaml-list';

const write = (text: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-list-')), 'list.yaml');
  fs.writeFileSync(file, text);
  return file;
};
const fail = (m: string) => new Error(m);

describe('readYamlList', () => {
  it('gives each entry with its line; a non-mapping entry has no data', () => {
    const file = write('# a list\n- id: a\n  label: A\n\n- just text\n- id: b\n');
    expect(readYamlList(file, 'list.yaml', 'a list', fail)).toEqual([
      { index: 0, line: 2, raw: { id: 'a', label: 'A' } },
      { index: 1, line: 5, raw: undefined },
      { index: 2, line: 6, raw: { id: 'b' } },
    ]);
  });
  it('names the file and line of invalid YAML, and the expected shape of a non-list', () => {
    expect(() => readYamlList(write('- id: a\n  label: [x\n'), 'l.yaml', 'a list', fail)).toThrow(
      /^l\.yaml:\d+: invalid YAML: /,
    );
    expect(() => readYamlList(write('id: a\n'), 'l.yaml', 'a list of things', fail)).toThrow(
      'l.yaml: must be a list of things',
    );
  });
});

describe('entryFields', () => {
  const FIELDS: ListField[] = [
    { key: 'id', description: '', required: true, schema: {} },
    { key: 'root', description: '', required: false, schema: {} },
  ];
  it('reports unknown keys, missing and malformed strings, each with the entry and field', () => {
    const problems: string[] = [];
    const { str } = entryFields({ root: 'x', colour: 1 }, 'l.yaml:3: entry 1', FIELDS, problems);
    expect(str('id', true)).toBeUndefined();
    expect(str('root', false, /^\//, '/idn')).toBeUndefined();
    expect(problems).toEqual([
      'l.yaml:3: entry 1: field "colour" is not a known field (known: id, root)',
      'l.yaml:3: entry 1: field "id" is missing',
      'l.yaml:3: entry 1: field "root" "x" must look like /idn',
    ]);
  });
  it('trims a good string', () => {
    const problems: string[] = [];
    expect(entryFields({ id: ' idn ' }, 'w', FIELDS, problems).str('id', true)).toBe('idn');
    expect(problems).toEqual([]);
  });
});
