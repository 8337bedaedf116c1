import { describe, expect, it } from 'vitest';
import { editDistance, fuzzyMatches, lowerBound, maxEdits } from './fuzzy';

describe('lowerBound', () => {
  it.each([
    ['', 0],
    ['a', 0],
    ['b', 0],
    ['bb', 3],
    ['ba', 2],
    ['c', 3],
    ['z', 4],
  ])('finds the first token not below %j', (value, index) => {
    expect(lowerBound(['b', 'b', 'ba', 'c'], value)).toBe(index);
  });
  it('is 0 in an empty list', () => {
    expect(lowerBound([], 'a')).toBe(0);
  });
});

describe('maxEdits', () => {
  it('never allows an edit under 4 letters, one from 4, two from 8', () => {
    expect(maxEdits('get')).toBe(0);
    expect(maxEdits('sod')).toBe(0);
    expect(maxEdits('acount')).toBe(1);
    expect(maxEdits('identiy')).toBe(1);
    expect(maxEdits('identitty')).toBe(2);
    expect(maxEdits('trasnform')).toBe(2);
  });
  it('never for numbers (status codes are exact)', () => {
    expect(maxEdits('4290')).toBe(0);
  });
});

describe('editDistance', () => {
  it('counts insertion, deletion, substitution and transposition as one edit', () => {
    expect(editDistance('acount', 'account', 2)).toBe(1); // insertion
    expect(editDistance('identitty', 'identity', 2)).toBe(1); // deletion
    expect(editDistance('sourse', 'source', 2)).toBe(1); // substitution
    expect(editDistance('trasnform', 'transform', 2)).toBe(1); // transposition
    expect(editDistance('tranform', 'transform', 2)).toBe(1);
    expect(editDistance('identiy', 'identity', 2)).toBe(1);
    expect(editDistance('same', 'same', 1)).toBe(0);
  });
  it('stops early past the maximum', () => {
    expect(editDistance('account', 'accessory', 1)).toBe(2);
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
  });
  it('compares with the closest prefix of the token for an unfinished word', () => {
    expect(editDistance('trasnf', 'transformation', 1, true)).toBe(1);
    expect(editDistance('acco', 'account', 1, true)).toBe(0);
    expect(editDistance('acount', 'accounts', 1, true)).toBe(1);
    expect(editDistance('xyz', 'account', 1, true)).toBe(2);
  });
});

describe('fuzzyMatches', () => {
  const tokens = [
    'access',
    'account',
    'accountid',
    'acme',
    'identity',
    'identityprofile',
    'transform',
    'transformation',
    'zebra',
  ].sort();
  it('finds the tokens within reach, starting with the same letter', () => {
    expect(fuzzyMatches('acount', tokens)).toEqual([['account', 1]]);
    expect(fuzzyMatches('identitty', tokens)).toEqual([['identity', 1]]);
    expect(fuzzyMatches('trasnform', tokens)).toEqual([['transform', 1]]);
    expect(fuzzyMatches('trasnform', tokens, true)).toEqual([
      ['transform', 1],
      ['transformation', 1],
    ]);
  });
  it('never for short words, and not the word itself', () => {
    expect(fuzzyMatches('acm', tokens)).toEqual([]);
    expect(fuzzyMatches('account', tokens)).toEqual([]);
  });
});
