import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConversionError, convertSwagger2, isSwagger2 } from './convert-swagger';
import { loadSpec, SpecError } from './load-spec';
import { publishedSpec } from './published-spec';

const info = { title: 'Shelf', version: '1' };
const swagger = {
  swagger: '2.0',
  info,
  host: 'acme.shelf.test',
  basePath: '/v1',
  schemes: ['https'],
  paths: {
    '/books/{id}': {
      get: {
        operationId: 'getBook',
        produces: ['application/json'],
        // No `required: true`: swagger2openapi patches it.
        parameters: [{ name: 'id', in: 'path', type: 'string' }],
        responses: { 200: { description: 'The book.', schema: { $ref: '#/definitions/Book' } } },
      },
    },
  },
  definitions: { Book: { type: 'object', properties: { title: { type: 'string' } } } },
};

describe('convertSwagger2', () => {
  it('recognises Swagger 2.0 documents', () => {
    expect(isSwagger2(swagger)).toBe(true);
    expect(isSwagger2({ openapi: '3.0.3' })).toBe(false);
  });
  it('converts to OpenAPI 3.0 with servers, request parameters and component refs', async () => {
    const { doc, warnings } = await convertSwagger2(swagger);
    expect(doc.openapi).toMatch(/^3\.0/);
    expect(doc.servers?.[0]?.url).toBe('https://acme.shelf.test/v1');
    const get = (
      doc.paths!['/books/{id}'] as {
        get: {
          parameters: Array<{ required?: boolean }>;
          responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
        };
      }
    ).get;
    expect(get.parameters[0]!.required).toBe(true);
    expect(get.responses['200']!.content['application/json']!.schema.$ref).toBe(
      '#/components/schemas/Book',
    );
    expect(warnings).toEqual([]);
    expect(swagger.paths['/books/{id}'].get.parameters[0]).not.toHaveProperty('required');
  });
  it('fails with the converter’s reason when it cannot convert', async () => {
    const bad = {
      swagger: '2.0',
      info,
      paths: {},
      parameters: {
        'a b': { name: 'x', in: 'query', type: 'string' },
        a_b: { name: 'y', in: 'query', type: 'string' },
      },
    };
    await expect(convertSwagger2(bad)).rejects.toThrow(ConversionError);
    await expect(convertSwagger2(bad)).rejects.toThrow(/Duplicate sanitised parameter name a_b/);
  });
});

describe('loadSpec with other formats', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formats-'));
  it('converts a Swagger 2.0 JSON file and keeps the original for publishing', async () => {
    const file = path.join(dir, 'shelf.json');
    fs.writeFileSync(file, JSON.stringify(swagger));
    const loaded = await loadSpec(file);
    expect(loaded.convertedFrom).toBe('Swagger 2.0');
    expect((loaded.original as { swagger: string }).swagger).toBe('2.0');
    const published = publishedSpec('shelf.json', loaded);
    expect(Object.keys(published.files)).toEqual(['shelf.json', 'shelf.openapi.json']);
    expect(published.download).toBe('shelf.openapi.json');
    expect(JSON.parse(published.files['shelf.json']!).swagger).toBe('2.0');
    expect(JSON.parse(published.files['shelf.openapi.json']!).openapi).toMatch(/^3\./);
  });
  it('reads an OpenAPI 3 JSON file as it is', async () => {
    const file = path.join(dir, 'list.json');
    fs.writeFileSync(file, JSON.stringify({ openapi: '3.1.0', info, paths: {} }));
    const loaded = await loadSpec(file);
    expect(loaded.convertedFrom).toBeUndefined();
    expect(publishedSpec('list.json', loaded)).toEqual({
      download: 'list.json',
      files: { 'list.json': expect.stringContaining('"openapi": "3.1.0"') },
    });
  });
  it('fails naming the file and the reason when a Swagger spec cannot be converted', async () => {
    const file = path.join(dir, 'broken.yaml');
    fs.writeFileSync(
      file,
      "swagger: '2.0'\ninfo: { title: t, version: '1' }\npaths: {}\nparameters:\n  'a b': { name: x, in: query, type: string }\n  a_b: { name: y, in: query, type: string }\n",
    );
    const err = await loadSpec(file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SpecError);
    expect((err as Error).message).toMatch(
      /broken\.yaml: cannot convert Swagger 2\.0 to OpenAPI 3: Duplicate sanitised parameter name a_b/,
    );
  });
});
