import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { engine, typoEngine } from './fixtures/engine-docs';

describe('SearchEngine', () => {
  it('returns nothing for an empty query or index', () => {
    expect(engine().search('   ')).toEqual([]);
    expect(new SearchEngine().search('x')).toEqual([]);
  });
});

describe('suggestions', () => {
  const e = typoEngine;
  it('suggests corrected queries that find something when nothing is found', () => {
    const x = e();
    // Two edits in a word of six letters: beyond the search, within the suggestion.
    expect(x.search('idntty created')).toEqual([]);
    expect(x.suggest('idntty created')[0]).toBe('identity created');
    expect(x.suggest('qqqqqq')).toEqual([]);
  });
});
