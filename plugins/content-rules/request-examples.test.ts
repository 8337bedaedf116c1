import { describe, expect, it } from 'vitest';
import { findApiCalls, splitPathQuery } from './request-examples';

const fence = (lang: string, code: string) => ['```' + lang, code, '```'].join('\n');

describe('API calls shown in a guide', () => {
  it('reads curl commands: explicit method, data implying POST, -G with data-urlencode filters', () => {
    const body = [
      '# Title',
      '',
      fence(
        'bash',
        [
          'curl -X POST "https://acme.api.identitynow.com/v3/transforms" \\',
          '  -H "Content-Type: application/json" -d \'{"name":"x"}\'',
          'curl --request PATCH https://{tenant}.api.identitynow.com/beta/sources/2c91808a7813090a017814121e121518',
          'curl -s "https://$TENANT.api.identitynow.com/v3/accounts?limit=1&filters=sourceId%20eq%20%22abc%22"',
          'curl -G "$BASE_URL/v3/identities" --data-urlencode \'filters=name sw "al"\'',
          'curl -d \'{"a":1}\' https://acme.api.identitynow.com/v2025/workflows',
          'curl https://acme.api.identitynow.com/oauth/token',
        ].join('\n'),
      ),
    ].join('\n');
    expect(findApiCalls(body)).toEqual([
      { line: 4, method: 'POST', version: 'v3', path: '/transforms', source: 'code' },
      {
        line: 6,
        method: 'PATCH',
        version: 'beta',
        path: '/sources/2c91808a7813090a017814121e121518',
        source: 'code',
      },
      {
        line: 7,
        method: 'GET',
        version: 'v3',
        path: '/accounts',
        filters: 'sourceId eq "abc"',
        source: 'code',
      },
      {
        line: 8,
        method: 'GET',
        version: 'v3',
        path: '/identities',
        filters: 'name sw "al"',
        source: 'code',
      },
      { line: 9, method: 'POST', version: 'v2025', path: '/workflows', source: 'code' },
    ]);
  });

  it('reads http request lines, PowerShell and Python requests, and inline code outside fences', () => {
    const body = [
      fence('http', 'GET /v3/sources/{id}\nAuthorization: Bearer x'),
      fence(
        'powershell',
        'Invoke-RestMethod -Method Put -Uri "https://acme.api.identitynow.com/v3/transforms/abc"',
      ),
      fence(
        'python',
        'r = requests.delete(f"{base}/x")\nr = requests.get("https://acme.api.identitynow.com/beta/workflows")',
      ),
      'Send `POST /beta/connector-rules` first, then `GET /v3/transforms?filters=name%20eq%20%22a%22`.',
      fence(
        'typescript',
        'await api.listTransforms({ filters: \'name eq "a"\' }) // https://acme.api.identitynow.com/v3/nothing',
      ),
    ].join('\n');
    expect(findApiCalls(body)).toEqual([
      { line: 2, method: 'GET', version: 'v3', path: '/sources/{id}', source: 'code' },
      { line: 6, method: 'PUT', version: 'v3', path: '/transforms/abc', source: 'code' },
      { line: 10, method: 'GET', version: 'beta', path: '/workflows', source: 'code' },
      { line: 12, method: 'POST', version: 'beta', path: '/connector-rules', source: 'inline' },
      {
        line: 12,
        method: 'GET',
        version: 'v3',
        path: '/transforms',
        filters: 'name eq "a"',
        source: 'inline',
      },
    ]);
  });

  it('reads a request line whose query holds spaces', () => {
    const body = fence(
      'http',
      'GET https://acme.api.identitynow.com/v3/accounts?count=true&filters=sourceId eq "2c91" and uncorrelated eq true HTTP/1.1',
    );
    expect(findApiCalls(body)).toEqual([
      {
        line: 2,
        method: 'GET',
        version: 'v3',
        path: '/accounts',
        filters: 'sourceId eq "2c91" and uncorrelated eq true',
        source: 'code',
      },
    ]);
    expect(findApiCalls('See `GET /v3/accounts?filters=name eq "a b"` here.')).toEqual([
      {
        line: 1,
        method: 'GET',
        version: 'v3',
        path: '/accounts',
        filters: 'name eq "a b"',
        source: 'inline',
      },
    ]);
  });

  it('splits a path from its query and trailing punctuation', () => {
    expect(splitPathQuery('/sources/{id}/.')).toEqual({ path: '/sources/{id}' });
    expect(splitPathQuery('/triggers?filters=id+eq+%22idn:x%22&limit=5')).toEqual({
      path: '/triggers',
      filters: 'id eq "idn:x"',
    });
  });
});
