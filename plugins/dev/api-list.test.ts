import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_LIST_MODULE, PRODUCTS_MODULE } from '../apis';
import { apiListReads, readApiListForDev } from './api-list';

const LIST = '- file: next.yaml\n  product: idn\n  base: /idn/api/next\n  label: Next APIs\n';
const PRODUCTS = '- id: idn\n  label: IDN\n  root: /idn\n';

describe('the API list in dev', () => {
  it('a list naming a spec file that does not exist yet reads once the file is created', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-list-'));
    const specs = path.join(root, 'specs');
    fs.mkdirSync(specs);
    fs.writeFileSync(path.join(specs, 'apis.yaml'), LIST);
    fs.writeFileSync(path.join(specs, 'products.yaml'), PRODUCTS);
    expect(apiListReads(root, specs)).toBe(false);
    fs.writeFileSync(path.join(specs, 'next.yaml'), 'openapi: 3.0.3\n');
    expect(apiListReads(root, specs)).toBe(true);
  });

  it('keeps the last good list and returns the error while the file is broken', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-list-'));
    const specs = path.join(root, 'specs');
    const generated = path.join(root, '.generated');
    fs.mkdirSync(specs);
    fs.mkdirSync(generated);
    const good = [{ file: 'old.yaml', product: 'idn', base: '/idn/api/old', label: 'Old APIs' }];
    const products = [{ id: 'idn', label: 'IDN', root: '/idn' }];
    fs.writeFileSync(path.join(generated, API_LIST_MODULE), JSON.stringify(good));
    fs.writeFileSync(path.join(generated, PRODUCTS_MODULE), JSON.stringify(products));
    fs.writeFileSync(path.join(specs, 'apis.yaml'), LIST);
    fs.writeFileSync(path.join(specs, 'products.yaml'), PRODUCTS);
    const { apiList, error } = readApiListForDev(root, specs, generated);
    expect(apiList.entries).toEqual(good);
    expect(apiList.products).toEqual(products);
    expect(error?.message).toMatch(/next\.yaml, which does not exist/);
    // Without a last good list there is nothing to serve: the error stops the start.
    fs.rmSync(path.join(generated, API_LIST_MODULE));
    expect(() => readApiListForDev(root, specs, generated)).toThrow(/does not exist/);
  });
});
