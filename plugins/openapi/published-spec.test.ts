import { describe, expect, it } from 'vitest';
import { publishedFileRoutes, publishedSpec, specStem } from './published-spec';

const swagger = { swagger: '2.0', info: { title: 'Shelf', version: '1' }, paths: {} };
const openapi = { openapi: '3.0.3', info: { title: 'Shelf', version: '1' }, paths: {} };

describe('publishedSpec', () => {
  it('publishes a spec given as OpenAPI 3 once, in its own format', () => {
    expect(publishedSpec('shelf.yaml', { doc: openapi, original: openapi })).toEqual({
      download: 'shelf.yaml',
      files: { 'shelf.yaml': expect.stringMatching(/^openapi: 3\.0\.3$/m) },
    });
    expect(
      JSON.parse(
        publishedSpec('shelf.json', { doc: openapi, original: openapi }).files['shelf.json']!,
      ),
    ).toEqual(openapi);
  });
  it('publishes a converted spec as given and as OpenAPI 3, offering the latter', () => {
    const p = publishedSpec('shelf.yml', {
      doc: openapi,
      original: swagger,
      convertedFrom: 'Swagger 2.0',
    });
    expect(p.download).toBe('shelf.openapi.yaml');
    expect(p.files['shelf.yml']).toMatch(/^swagger: "?'?2\.0/m);
    expect(p.files['shelf.openapi.yaml']).toMatch(/^openapi: 3\.0\.3$/m);
  });
  it('names files without their extension', () => {
    expect(specStem('idn-v3.yaml')).toBe('idn-v3');
    expect(specStem('library.json')).toBe('library');
  });
});

describe('publishedFileRoutes', () => {
  it('lists each spec and its Postman collection under /api-specs/', () => {
    expect(publishedFileRoutes([{ file: 'idn-v3.yaml' }, { file: 'shop.json' }])).toEqual([
      '/api-specs/idn-v3.yaml',
      '/api-specs/idn-v3.postman_collection.json',
      '/api-specs/shop.json',
      '/api-specs/shop.postman_collection.json',
    ]);
  });
});
