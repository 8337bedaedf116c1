import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_LENGTH, capText, fold, splitCase, stem, tokenize } from './tokenize';
import { normalizePath, parsePathQuery, uniqueTokens } from './tokenize';

describe('tokenize', () => {
  it('folds case and diacritics and splits on punctuation', () => {
    expect(tokenize('Résumé: the base64-encode op')).toEqual([
      'resume',
      'the',
      'base64',
      'encode',
      'op',
    ]);
    expect(fold('ÉCOLE')).toBe('ecole');
  });
  it('splits camelCase and keeps the whole word', () => {
    expect(splitCase('listSources')).toEqual(['list', 'Sources']);
    expect(splitCase('HTTPServer')).toEqual(['HTTP', 'Server']);
    expect(tokenize('listSources')).toEqual(['list', 'source', 'listsource']);
    expect(tokenize('usernameGenerator')).toEqual(['username', 'generator', 'usernamegenerator']);
  });
  it('stems plurals the same way on both sides', () => {
    expect(stem('sources')).toBe('source');
    expect(stem('identities')).toBe('identity');
    expect(stem('processes')).toBe('process');
    expect(stem('responses')).toBe(stem('response'));
    expect(stem('access')).toBe('access');
    expect(stem('status')).toBe('status');
    expect(stem('v3s')).toBe('v3s');
  });
  it('drops tokens longer than the cap', () => {
    const blob = 'QUJD'.repeat(20);
    expect(tokenize(`before ${blob} after`)).toEqual(['before', 'after']);
    expect(tokenize('a'.repeat(MAX_TOKEN_LENGTH))).toHaveLength(1);
    expect(tokenize('a'.repeat(MAX_TOKEN_LENGTH + 1))).toHaveLength(0);
  });
  it('a 30 KB base64 string adds nothing to the index', () => {
    const bytes = Array.from({ length: 23_000 }, (_, i) => (i * 7919 + 13) % 256);
    const blob = Buffer.from(bytes).toString('base64');
    expect(blob.length).toBeGreaterThan(30_000);
    const capped = capText(`The value ${blob} is encoded.`, 220);
    expect(capped).toBe('The value is encoded.');
    expect(tokenize(capped)).toEqual(['the', 'value', 'is', 'encoded']);
  });
  it('caps the number of tokens', () => {
    expect(tokenize('a b c d e f', 3)).toEqual(['a', 'b', 'c']);
    expect(uniqueTokens('Sources source SOURCES')).toEqual(['source']);
  });
});

describe('capText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(capText('one two three four', 9)).toBe('one two…');
    expect(capText('  one \n two ', 50)).toBe('one two');
  });
  it('keeps long kebab-case words made of short parts', () => {
    const slug = 'access-request-dynamic-approval-trigger-guide';
    expect(capText(`see ${slug}`, 100)).toBe(`see ${slug}`);
  });
});

describe('API path queries', () => {
  it('recognises method + path and normalises parameters', () => {
    expect(parsePathQuery('GET /v3/accounts/{id}')).toEqual({
      method: 'get',
      path: '/v3/accounts/{}',
    });
    expect(parsePathQuery('/v3/Accounts/')).toEqual({ method: undefined, path: '/v3/accounts' });
    expect(parsePathQuery('list sources')).toBeNull();
    expect(normalizePath('/v3/accounts/{accountId}/entitlements')).toBe(
      '/v3/accounts/{}/entitlements',
    );
  });
});
