import { describe, expect, it } from 'vitest';
import { engine, typoEngine } from './fixtures/engine-docs';
import { highlight, snippetAround } from './highlight';
import { parseQuery } from './query';

describe('highlight', () => {
  it('marks words that start with a query word', () => {
    const terms = parseQuery('list sour');
    expect(
      highlight('Lists all sources.', terms)
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['Lists', 'sources']);
  });
  it('centres long snippets on the first match', () => {
    const text = `${'lorem '.repeat(60)}needle and more text after it`;
    const s = snippetAround(text, parseQuery('needle'), 80);
    expect(s.startsWith('…')).toBe(true);
    expect(s).toContain('needle');
  });
});

describe('the section a hit points at', () => {
  it('points at the section that matched', () => {
    const hit = engine().search('employee number')[0]!;
    expect(hit.href).toBe('/idn/docs/transforms/operations/base64-encode#examples');
    expect(hit.section?.heading).toBe('Examples');
    // A title match shows the page itself.
    expect(engine().search('base64 encode')[0]!.section).toBeUndefined();
  });
});

describe('marked words of a typo match', () => {
  const e = typoEngine;
  it('highlights the word found, not the word typed', () => {
    const [hit] = e().search('identiy created');
    expect(
      highlight(hit!.doc.title, hit!.terms)
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['Identity', 'created']);
  });
});
