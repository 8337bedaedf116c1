import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../shared/markdown-tree';
import { exampleBodies } from './example-bodies';

const found = (md: string) =>
  exampleBodies(parseMarkdown(md)).map((b) => ({
    kind: b.kind,
    status: b.status,
    call: `${b.call.method} /${b.call.version}${b.call.path}`,
    line: b.line,
    json: JSON.parse(b.json) as unknown,
  }));

describe('request bodies and response examples of a page', () => {
  it("an http request's body and the status line answer after it", () => {
    const md = [
      '```http',
      'PATCH /v3/sources/abc HTTP/1.1',
      'Content-Type: application/json-patch+json',
      '',
      '[{ "op": "replace", "path": "/name", "value": "HR" }]',
      '```',
      '',
      '```http',
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      '',
      '{ "name": "HR" }',
      '```',
    ].join('\n');
    expect(found(md)).toEqual([
      {
        kind: 'request',
        status: undefined,
        call: 'PATCH /v3/sources/abc',
        line: 5,
        json: [{ op: 'replace', path: '/name', value: 'HR' }],
      },
      {
        kind: 'response',
        status: '200',
        call: 'PATCH /v3/sources/abc',
        line: 12,
        json: { name: 'HR' },
      },
    ]);
  });
  it('a json block is a response only right after a request, with a sentence naming the response', () => {
    const request =
      '```bash\ncurl -X POST https://acme.api.identitynow.com/v3/transforms -d \'{"name": "x"}\'\n```';
    expect(
      found(
        `${request}\n\nThe response (201) is the transform:\n\n\`\`\`json\n{ "id": "1" }\n\`\`\``,
      ).map((b) => [b.kind, b.status]),
    ).toEqual([
      ['request', undefined],
      ['response', '201'],
    ]);
    expect(
      found(`${request}\n\nA transform looks like this:\n\n\`\`\`json\n{ "id": "1" }\n\`\`\``).map(
        (b) => b.kind,
      ),
    ).toEqual(['request']);
    expect(
      found(`${request}\n\n## Next\n\nThe response is:\n\n\`\`\`json\n{ "id": "1" }\n\`\`\``).map(
        (b) => b.kind,
      ),
    ).toEqual(['request']);
  });
});
