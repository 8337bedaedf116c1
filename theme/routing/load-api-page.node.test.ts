import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecord } from './load-api-page.node';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'records-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.mkdirSync(path.join(dir, 'page-data/idn/api/v3'), { recursive: true });
fs.writeFileSync(
  path.join(dir, 'page-data/idn/api/v3/list-sources.json'),
  '{"title":"List sources"}',
);
fs.writeFileSync(path.join(dir, 'page-data/idn/api/v3/broken.json'), '{"title":');
fs.mkdirSync(path.join(dir, 'page-data/idn/api/v3/folder.json'));

describe('readRecord (the server render reads an API page record)', () => {
  it('gives the parsed record of the route', async () => {
    await expect(readRecord(dir, '/idn/api/v3/list-sources')).resolves.toEqual({
      title: 'List sources',
    });
  });
  it('gives null for a route without a record', async () => {
    await expect(readRecord(dir, '/idn/api/v3/none')).resolves.toBeNull();
  });
  it('rejects a record that is not JSON and a folder it cannot read', async () => {
    await expect(readRecord(dir, '/idn/api/v3/broken')).rejects.toThrow(SyntaxError);
    await expect(readRecord(dir, '/idn/api/v3/folder')).rejects.toThrow(/EISDIR/);
  });
});
