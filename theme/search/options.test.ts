import { describe, expect, it } from 'vitest';
import type { IndexedDoc, SearchHit } from './engine';
import { readDoc } from './doc';
import { BEST_MATCHES, groupOptions, suggestionsFor } from './options';

const hit = (r: string, group: string, variants?: SearchHit['variants']): SearchHit => ({
  doc: {
    ...readDoc({ r, t: r, p: 'idn', k: 'docs' }),
    id: 0,
    shard: group,
    group,
    shardOrder: 0,
  } satisfies IndexedDoc,
  score: 1,
  href: r,
  snippet: '',
  terms: [],
  variants,
});

describe('groupOptions', () => {
  it('groups by area in the order of each area best hit, variants right after their hit', () => {
    const { groups, options } = groupOptions([
      hit('/a1', 'A', [{ route: '/a1-beta', label: 'Beta APIs', versionKey: 'beta' }]),
      hit('/a2', 'A'),
      hit('/a3', 'A'),
      hit('/b1', 'B'),
    ]);
    expect(groups.map((g) => g.group)).toEqual(['A', 'B']);
    expect(options.map((o) => o.href)).toEqual(['/a1', '/a1-beta', '/a2', '/a3', '/b1']);
    expect(options.map((o) => o.index)).toEqual([0, 1, 2, 3, 4]);
    expect(options[1]!.variant?.versionKey).toBe('beta');
  });
  it('keeps the first three hits in rank order in a "Best matches" group when areas would reorder them', () => {
    const { groups, options } = groupOptions([
      hit('/a1', 'A'),
      hit('/b1', 'B'),
      hit('/a2', 'A'),
      hit('/a3', 'A'),
      hit('/b2', 'B'),
    ]);
    expect(groups.map((g) => g.group)).toEqual([BEST_MATCHES, 'A', 'B']);
    expect(options.map((o) => o.href)).toEqual(['/a1', '/b1', '/a2', '/a3', '/b2']);
    expect(options.slice(0, 3).map((o) => o.area)).toEqual(['A', 'B', 'A']);
    expect(options[3]!.area).toBeUndefined();
  });
});

describe('suggestionsFor', () => {
  it('puts the queries built from the one typed first, five at most, none twice', () => {
    expect(
      suggestionsFor(
        ['identity created'],
        ['list sources', 'identity created', 'a', 'b', 'c', 'd'],
      ),
    ).toEqual(['identity created', 'list sources', 'a', 'b', 'c']);
  });
});
