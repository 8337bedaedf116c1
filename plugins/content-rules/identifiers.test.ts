import { describe, expect, it } from 'vitest';
import { definedByCode, isIdentifierWord, jsonTypeValues, spanIdentifiers } from './identifiers';

const names = (span: string) => spanIdentifiers(span).map((i) => `${i.kind}:${i.name}`);

describe('identifiers of a code span', () => {
  it('camelCase, PascalCase, snake_case, UPPER_CASE, enum words of 4 capitals or more', () => {
    for (const w of [
      'identityId',
      'ConnectorError',
      'python_requires',
      'ACCESS_PROFILE',
      'APPROVED',
    ])
      expect(isIdentifierWord(w), w).toBe(true);
    for (const w of ['name', 'Name', 'API', 'DE', 'k7Pq2XwB9m', 'dG9tYXMuYmVyZ0Bh'])
      expect(isIdentifierWord(w), w).toBe(false);
  });
  it('flags, colon IDs and each segment of a property path', () => {
    expect(names('sail cluster log set --level --dry-run')).toEqual(['flag:level', 'flag:dry-run']);
    expect(names('idn:access-request-post-approval')).toEqual([
      'compound:idn:access-request-post-approval',
    ]);
    expect(names('changes[].attribute')).toEqual(['word:changes', 'word:attribute']);
    expect(names('requestedFor.type')).toEqual(['word:requestedFor', 'word:type']);
  });
  it('placeholders, paths, file and host names, user names and phrases of data are not identifiers', () => {
    for (const span of [
      '{tenant}',
      '<token>',
      '$ACCESS_TOKEN',
      '/v3/sources',
      'package.json',
      'acme.api.identitynow.com',
      'lena.okafor',
      "LENA O'HARA",
    ])
      expect(names(span), span).toEqual([]);
  });
  it('reports the offset of each identifier in the span', () => {
    expect(spanIdentifiers('use --level now').map((i) => i.offset)).toEqual([4]);
  });
});

describe('JSON "type" values', () => {
  it('single-token values with their offsets, not free text', () => {
    const code = '{\n  "type": "IDENTITY",\n  "x": { "type": "Account Aggregation" }\n}';
    expect(jsonTypeValues(code)).toEqual([{ value: 'IDENTITY', offset: code.indexOf('IDENTITY') }]);
  });
});

describe("names the page's own code defines", () => {
  it('JSON values (not keys, "type" values or capitals-only enum values), declarations, parameters, variables', () => {
    const defined = definedByCode([
      {
        code: '{ "name": "hrTicket", "type": "lowerCase", "status": "PENDING", "attributeName": "HIRE_DATE" }',
      },
      {
        code: 'const accessToken = await login();\nconnector.stdAccountList(async (context, input, res) => {});',
      },
      { code: 'export SAIL_CLIENT_ID=abc\ncurl -H "Authorization: Bearer $ACCESS_TOKEN"' },
    ]);
    for (const n of [
      'hrTicket',
      'HIRE_DATE',
      'accessToken',
      'res',
      'SAIL_CLIENT_ID',
      'ACCESS_TOKEN',
    ])
      expect(defined.has(n), n).toBe(true);
    expect(
      definedByCode([{ code: "connector.on('std:account:list', handler)" }]).has(
        'std:account:list',
      ),
    ).toBe(false);
    for (const n of ['name', 'lowerCase', 'PENDING', 'stdAccountList'])
      expect(defined.has(n), n).toBe(false);
  });
});
