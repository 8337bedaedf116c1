import { describe, expect, it } from 'vitest';
import { wordRoot } from './word-root';

describe('wordRoot', () => {
  it('gives a noun and its verb one root', () => {
    for (const w of ['aggregation', 'aggregate', 'aggregated', 'aggregating'])
      expect(wordRoot(w)).toBe('aggreg');
    expect(wordRoot('creation')).toBe(wordRoot('create'));
    expect(wordRoot('deletion')).toBe(wordRoot('delete'));
    expect(wordRoot('configuration')).toBe(wordRoot('configure'));
  });

  it('leaves short words, words without an ending and words with digits alone', () => {
    expect(wordRoot('used')).toBe('used');
    expect(wordRoot('ring')).toBe('ring');
    expect(wordRoot('source')).toBe('sourc');
    expect(wordRoot('update')).toBe(wordRoot('updated'));
    expect(wordRoot('account')).toBe('account');
    expect(wordRoot('base64')).toBe('base64');
    expect(wordRoot('state')).toBe('state');
  });
});
