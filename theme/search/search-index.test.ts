import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../common/search/types';
import { readDoc } from './doc';
import { SearchEngine } from './engine';
import { API_V3, API_BETA, DOCS, BLOG, routes, engine } from './fixtures/engine-docs';
import { parseQuery } from './query';
import { SearchIndex } from './search-index';
import { synonymTerms } from './synonyms';

describe('prebuilt index', () => {
  // Queries whose ranking must not depend on how the index reached the browser.
  const QUERIES = [
    'list sources',
    'sorters',
    'GET /v3/accounts/{id}',
    'base6',
    'employee number',
    'correlation',
  ];
  it('ranks the same with the index built at build time as with one built from the documents', async () => {
    const { buildPostings } = await import('../../common/search/postings');
    const shipped = new SearchEngine();
    const strip = (docs: SearchDoc[]) => docs.map(({ w: _w, ...d }) => d);
    shipped.addShard('idn-docs', 'IDN docs', 0, strip(DOCS), buildPostings(DOCS));
    shipped.addShard('idn-api-v3', 'IDN API v3', 2, strip(API_V3), buildPostings(API_V3));
    shipped.addShard('idn-api-beta', 'IDN API beta', 3, strip(API_BETA), buildPostings(API_BETA));
    shipped.addShard('blog', 'Blog', 6, strip(BLOG), buildPostings(BLOG));
    for (const q of QUERIES) {
      expect(routes(shipped.search(q)), q).toEqual(routes(engine().search(q)));
    }
  });
  it('ranks the same with a split index when the buckets of the query are loaded', async () => {
    const { buildPostings } = await import('../../common/search/postings');
    const { bucketsFor, splitPostings } = await import('../../common/search/buckets');
    const shards: Array<[string, string, number, SearchDoc[]]> = [
      ['idn-docs', 'IDN docs', 0, DOCS],
      ['idn-api-v3', 'IDN API v3', 2, API_V3],
      ['idn-api-beta', 'IDN API beta', 3, API_BETA],
      ['blog', 'Blog', 6, BLOG],
    ];
    const load = (q: string) => {
      const split = new SearchEngine();
      const wanted = bucketsFor([...parseQuery(q), ...synonymTerms(parseQuery(q))]);
      for (const [id, label, order, docs] of shards) {
        split.addShard(
          id,
          label,
          order,
          docs.map(({ w: _w, ...d }) => d),
          { tokens: [], postings: [] },
        );
        for (const [key, b] of splitPostings(buildPostings(docs)))
          if (wanted.includes(key)) split.addBucket(id, key, b);
      }
      return split;
    };
    for (const q of [
      ...QUERIES,
      'how do I write my first transform zzz',
      'acount',
      'pagination',
      '429',
    ]) {
      expect(routes(load(q).search(q)), q).toEqual(routes(engine().search(q)));
    }
    // Only the buckets of the query were there.
    const listSources = load('list sources');
    expect(listSources.hasBucket('idn-api-v3', 'l')).toBe(true);
    expect(listSources.hasBucket('idn-api-v3', 'g')).toBe(false);
  });
  it('ranks the same with schema pages added later as a part of their area (same group and order)', () => {
    const schemas: SearchDoc[] = [
      {
        r: '/idn/api/v3/schemas/source',
        t: 'Source',
        p: 'idn',
        k: 'api',
        m: 'schema',
        d: 'A connected system.',
        w: 'id name owner',
      },
      {
        r: '/idn/api/v3/schemas/account',
        t: 'Account',
        p: 'idn',
        k: 'api',
        m: 'schema',
        w: 'id sourceId identityId',
      },
    ];
    const whole = new SearchEngine();
    whole.addShard('idn-docs', 'IDN docs', 0, DOCS);
    whole.addShard('idn-api-v3', 'IDN API v3', 2, [...API_V3, ...schemas]);
    whole.addShard('idn-api-beta', 'IDN API beta', 3, API_BETA);
    whole.addShard('blog', 'Blog', 6, BLOG);
    const later = engine();
    later.addShard('idn-api-v3.schemas', 'IDN API v3', 2, schemas);
    for (const q of [
      'list sources',
      'source',
      'account',
      'sourceId',
      'owner',
      'acount',
      'GET /v3/accounts/{id}',
    ]) {
      const got = later.search(q);
      expect(routes(got), q).toEqual(routes(whole.search(q)));
      expect(
        got.map((h) => h.doc.group),
        q,
      ).toEqual(whole.search(q).map((h) => h.doc.group));
    }
    expect(routes(later.search('owner'))).toEqual(['/idn/api/v3/schemas/source']);
  });
  it('finds nothing for words whose buckets are not loaded', () => {
    const e = new SearchEngine();
    e.addShard('idn-api-v3', 'IDN API v3', 2, API_V3, { tokens: [], postings: [] });
    expect(e.search('list sources')).toEqual([]);
    expect(e.hasBucket('idn-api-v3', 'l')).toBe(false);
  });
});

describe('the loaded index', () => {
  it('names the wire’s one-letter fields once (doc.ts), keywords left in the index', () => {
    const wire: SearchDoc = {
      r: '/idn/api/v3/list-sources',
      t: 'List sources',
      p: 'idn',
      k: 'api',
      d: 'Lists every source.',
      s: [['Filters', 'filters', 'By name.']],
      m: 'get',
      u: '/v3/sources',
      o: 'listSources',
      w: 'sources filters',
    };
    expect(readDoc(wire)).toEqual({
      route: '/idn/api/v3/list-sources',
      title: 'List sources',
      product: 'idn',
      kind: 'api',
      excerpt: 'Lists every source.',
      sections: [['Filters', 'filters', 'By name.']],
      method: 'get',
      apiPath: '/v3/sources',
      operationId: 'listSources',
    });
    const index = new SearchIndex();
    index.addShard('v3', 'IDN API v3', 0, [wire]);
    expect(index.docs[0]).toMatchObject({ route: wire.r, id: 0, shard: 'v3', group: 'IDN API v3' });
    // Keywords are searchable, not shipped.
    expect(index.df('filter')).toBe(1);
    expect(index.withPrefix('sour', 10)).toContain('source');
  });
  it('adds a shard and a bucket once', () => {
    const index = new SearchIndex();
    index.addShard('a', 'A', 0, API_V3);
    index.addShard('a', 'A', 0, API_V3);
    expect(index.size).toBe(API_V3.length);
    expect(index.hasShard('a')).toBe(true);
    index.addBucket('a', 'x', { tokens: [], postings: [] });
    expect(index.hasBucket('a', 'x')).toBe(true);
    index.addBucket('missing', 'x', { tokens: [], postings: [] });
    expect(index.hasBucket('missing', 'x')).toBe(false);
  });
});
