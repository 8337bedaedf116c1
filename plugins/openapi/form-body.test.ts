import { describe, expect, it } from 'vitest';
import { codeSamples } from './code-samples';
import { formParts, isBinarySchema, placeholderFileName } from './form-body';
import type { ApiOperation } from './model';
import type { OpenApiDocument, OperationObject } from './types';

const doc: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Shelf', version: '1' },
  servers: [{ url: 'https://{tenant}.shelf.test/v1', variables: { tenant: { default: 'acme' } } }],
  security: [{ bearer: [] }],
  components: {
    schemas: {
      Import: {
        type: 'object',
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: 'CSV file of books, one per line.',
          },
          dryRun: { type: 'boolean', example: true },
          labels: { type: 'array', items: { type: 'string' }, example: ['new', 'shelf-a'] },
        },
      },
    },
  },
} as unknown as OpenApiDocument;

const operation = (content: Record<string, unknown>, operationId = 'importBooks'): ApiOperation => {
  const op = {
    operationId,
    summary: 'Import books',
    requestBody: { content },
    parameters: [],
  } as unknown as OperationObject;
  return {
    slug: 'import-books',
    method: 'post',
    path: '/books/import',
    operationId,
    summary: 'Import books',
    tag: 'Books',
    op,
    parameters: [],
    webhook: false,
    deprecated: false,
  };
};

const multipart = operation({
  'multipart/form-data': { schema: { $ref: '#/components/schemas/Import' } },
});
const urlEncoded = operation(
  {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        properties: {
          grant_type: { type: 'string', example: 'client_credentials' },
          scope: { type: 'string', example: 'books:read' },
        },
      },
    },
  },
  'getToken',
);
const json = operation(
  {
    'application/json': {
      schema: { type: 'object', properties: { title: { type: 'string', example: 'Dune' } } },
    },
  },
  'createBook',
);

const samplesOf = (op: ApiOperation, body: unknown, mediaType: string) =>
  Object.fromEntries(codeSamples(doc, op, body, mediaType).map((s) => [s.id, s.code]));

describe('form parts', () => {
  it('knows binary schemas in both OpenAPI 3.0 and 3.1 forms', () => {
    expect(isBinarySchema({ type: 'string', format: 'binary' })).toBe(true);
    expect(isBinarySchema({ type: 'string', format: 'base64' })).toBe(true);
    expect(isBinarySchema({ type: 'string', contentMediaType: 'image/png' })).toBe(true);
    expect(isBinarySchema({ type: 'string' })).toBe(false);
  });
  it('names a placeholder file after what the spec says about it, else .bin', () => {
    expect(
      placeholderFileName('file', { description: 'A CSV file' }, undefined, 'importAccounts'),
    ).toEqual({ fileName: 'accounts.csv', contentType: 'text/csv' });
    expect(placeholderFileName('avatar', {}, 'image/png', 'setAvatar')).toEqual({
      fileName: 'avatar.png',
      contentType: 'image/png',
    });
    expect(placeholderFileName('file', {}, undefined, 'upload')).toEqual({
      fileName: 'file.bin',
      contentType: 'application/octet-stream',
    });
    expect(placeholderFileName('file', {}, 'image/png, image/jpeg', 'putLogo').fileName).toBe(
      'logo.png',
    );
  });
  it('makes file parts for binary fields and field parts from the example generator', () => {
    const media = (multipart.op.requestBody as { content: Record<string, never> }).content[
      'multipart/form-data'
    ];
    expect(formParts(doc, 'multipart/form-data', media, 'importBooks')).toEqual([
      { name: 'file', value: '', fileName: 'books.csv', contentType: 'text/csv' },
      { name: 'dryRun', value: 'true' },
      { name: 'labels', value: 'new' },
      { name: 'labels', value: 'shelf-a' },
    ]);
  });
  it('takes the part type from the encoding object', () => {
    const media = {
      schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
      encoding: { file: { contentType: 'application/pdf' } },
    };
    expect(formParts(doc, 'multipart/form-data', media as never, 'uploadReceipt')).toEqual([
      { name: 'file', value: '', fileName: 'receipt.pdf', contentType: 'application/pdf' },
    ]);
  });
});

describe('code samples carry a multipart body in every language', () => {
  const s = samplesOf(multipart, undefined, 'multipart/form-data');
  // Per language: what its sample contains, matches and must not match.
  it.each<{ lang: string; id: string; contains: string[]; matches?: RegExp[]; lacks?: RegExp }>([
    {
      lang: 'shell',
      id: 'curl',
      contains: [
        "--form file='@books.csv'",
        '--form dryRun=true',
        'https://{tenant}.shelf.test/v1/books/import',
      ],
      lacks: /content-type/i,
    },
    {
      lang: 'http',
      id: 'http',
      contains: [
        'Content-Disposition: form-data; name="file"; filename="books.csv"',
        '<contents of books.csv>',
      ],
      matches: [/Content-Type: multipart\/form-data; boundary=/],
    },
    {
      lang: 'python',
      id: 'python',
      contains: [
        'files = { "file": ("books.csv", open("books.csv", "rb"), "text/csv") }',
        '"dryRun": "true"',
      ],
    },
    {
      lang: 'node',
      id: 'node',
      contains: [
        "formData.append('file', fs.createReadStream('books.csv'));",
        "formData.append('labels', 'shelf-a');",
      ],
    },
    {
      lang: 'java',
      id: 'java',
      contains: [
        'new MultipartBody.Builder()',
        '.addFormDataPart("file", "books.csv", RequestBody.create(MediaType.parse("text/csv"), new File("books.csv")))',
        '.addFormDataPart("dryRun", "true")',
        '.url("https://{tenant}.shelf.test/v1/books/import")',
      ],
    },
    {
      lang: 'csharp',
      id: 'csharp',
      contains: ['new StreamContent(File.OpenRead("books.csv"))', 'new StringContent("true")'],
    },
    {
      lang: 'go',
      id: 'go',
      contains: [
        'writer.CreateFormFile("file", "books.csv")',
        'writer.WriteField("dryRun", "true")',
        'req.Header.Set("Content-Type", writer.FormDataContentType())',
      ],
    },
    {
      lang: 'php',
      id: 'php',
      contains: ["'contents' => fopen('books.csv', 'r')"],
      matches: [/\],\n\s*'headers' =>/],
    },
    {
      lang: 'ruby',
      id: 'ruby',
      contains: [
        "['file', File.open('books.csv'), { filename: 'books.csv', content_type: 'text/csv' }]",
        "'multipart/form-data')",
      ],
    },
    {
      lang: 'powershell',
      id: 'powershell',
      contains: [
        "file = (Get-Item -Path 'books.csv')",
        "labels = @('new', 'shelf-a')",
        '-Form $form',
      ],
    },
  ])('$lang', ({ id, contains, matches = [], lacks }) => {
    for (const text of contains) expect(s[id]).toContain(text);
    for (const pattern of matches) expect(s[id]).toMatch(pattern);
    if (lacks) expect(s[id]).not.toMatch(lacks);
  });
});

describe('code samples carry a URL-encoded body in every language', () => {
  const s = samplesOf(urlEncoded, undefined, 'application/x-www-form-urlencoded');
  it.each([
    ['curl', '--data grant_type=client_credentials'],
    ['http', 'grant_type=client_credentials&scope=books%3Aread'],
    ['java', 'grant_type=client_credentials&scope=books%3Aread'],
    ['ruby', 'grant_type=client_credentials&scope=books%3Aread'],
    ['php', "'grant_type' => 'client_credentials'"],
    ['csharp', '{ "grant_type", "client_credentials" }'],
    ['python', '"grant_type": "client_credentials"'],
    ['go', 'grant_type=client_credentials&scope=books%3Aread'],
    ['node', "encodedParams.set('grant_type', 'client_credentials');"],
    ['powershell', "-Body 'grant_type=client_credentials&scope=books%3Aread'"],
  ])('%s', (id, expected) => {
    expect(s[id]).toContain(expected);
  });
});

describe('code samples carry a JSON body as before', () => {
  const s = samplesOf(json, { title: 'Dune' }, 'application/json');
  it.each(['curl', 'http', 'java', 'ruby', 'php', 'csharp', 'python', 'go', 'node', 'powershell'])(
    '%s',
    (id) => {
      expect(s[id]).toMatch(/Dune/);
    },
  );
});
