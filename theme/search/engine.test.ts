import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import { LIST_SOURCES } from '../../common/search/test-docs';
import type { SearchDoc } from '../../common/search/types';
import { SearchEngine, highlight, parseQuery, snippetAround } from './engine';
import { compileSynonyms, synonymTerms } from './synonyms';

const API_V3: SearchDoc[] = [
  { ...LIST_SOURCES, o: 'listSources', w: 'Sources limit offset filters' },
  {
    r: '/idn/api/v3/get-source',
    t: 'Get source by ID',
    p: 'idn',
    k: 'api',
    m: 'get',
    u: '/v3/sources/{id}',
    o: 'getSource',
    w: 'Sources id',
  },
  {
    r: '/idn/api/v3/get-account',
    t: 'Account details',
    p: 'idn',
    k: 'api',
    m: 'get',
    u: '/v3/accounts/{id}',
    o: 'getAccount',
    w: 'Accounts id',
  },
  {
    r: '/idn/api/v3/delete-account',
    t: 'Delete account',
    p: 'idn',
    k: 'api',
    m: 'delete',
    u: '/v3/accounts/{id}',
    o: 'deleteAccount',
    w: 'Accounts id',
  },
  {
    r: '/idn/api/v3/list-accounts',
    t: 'Accounts list',
    p: 'idn',
    k: 'api',
    m: 'get',
    u: '/v3/accounts',
    o: 'listAccounts',
    w: 'Accounts limit offset filters sorters',
  },
];
const API_BETA: SearchDoc[] = [
  {
    r: '/idn/api/beta/list-sources',
    t: 'List sources',
    p: 'idn',
    k: 'api',
    m: 'get',
    u: '/beta/sources',
    o: 'listSources',
    w: 'Sources',
  },
];
/** An IDN guide's record (kind `docs`) with its route, title and `more`. */
const idnDoc = (r: string, t: string, more: Partial<SearchDoc> = {}): SearchDoc => ({
  r,
  t,
  p: 'idn',
  k: 'docs',
  ...more,
});
const DOCS: SearchDoc[] = [
  {
    r: '/idn/docs/rules/cloud-rules/correlation-rule',
    t: 'Correlation rule',
    p: 'idn',
    k: 'docs',
    d: 'Links accounts to identities.',
    s: [['Attributes', 'attributes', 'The rule receives the account attributes.']],
  },
  {
    r: '/idn/docs/rules/cloud-rules/manager-correlation-rule',
    t: 'Manager correlation rule',
    p: 'idn',
    k: 'docs',
    d: 'Finds the manager of an identity.',
  },
  {
    r: '/idn/docs/transforms/operations/base64-encode',
    t: 'Base64 encode',
    p: 'idn',
    k: 'docs',
    d: 'Encode a string as Base64.',
    s: [['Examples', 'examples', 'Encode the employee number with a sources attribute.']],
  },
  {
    r: '/idn/docs/transforms/guides/your-first-transform',
    t: 'Your first transform',
    p: 'idn',
    k: 'docs',
    d: 'Write a transform that uses base64 and lower.',
    s: [['Sources of attributes', 'sources-of-attributes', 'Where values come from.']],
  },
];
const BLOG: SearchDoc[] = [
  {
    r: '/blog/pagination',
    t: 'Paging through sources without rate limits',
    p: 'general',
    k: 'blog',
    d: 'List sources page by page.',
  },
];

function engine() {
  const e = new SearchEngine();
  e.addShard('idn-docs', 'IDN docs', 0, DOCS);
  e.addShard('idn-api-v3', 'IDN API v3', 2, API_V3);
  e.addShard('idn-api-beta', 'IDN API beta', 3, API_BETA);
  e.addShard('blog', 'Blog', 6, BLOG);
  return e;
}
const routes = (hits: { href: string }[]) => hits.map((h) => h.href);

describe('SearchEngine', () => {
  it('ranks an exact title first, the stable version before beta', () => {
    expect(routes(engine().search('list sources')).slice(0, 2)).toEqual([
      '/idn/api/v3/list-sources',
      '/idn/api/beta/list-sources',
    ]);
    expect(routes(engine().search('correlation rule'))[0]).toBe(
      '/idn/docs/rules/cloud-rules/correlation-rule',
    );
  });
  it('filters by API version bases (the search page’s API facet)', () => {
    expect(routes(engine().search('list sources', { bases: ['/idn/api/beta'] }))).toEqual([
      '/idn/api/beta/list-sources',
    ]);
    expect(routes(engine().search('list sources', { bases: [] })).length).toBeGreaterThan(1);
  });
  it('finds operations by operationId, slug, method + path and parameter', () => {
    expect(routes(engine().search('getAccount'))[0]).toBe('/idn/api/v3/get-account');
    expect(routes(engine().search('delete-account'))[0]).toBe('/idn/api/v3/delete-account');
    expect(routes(engine().search('GET /v3/accounts/{id}'))[0]).toBe('/idn/api/v3/get-account');
    expect(routes(engine().search('DELETE /v3/accounts/{accountId}'))[0]).toBe(
      '/idn/api/v3/delete-account',
    );
    expect(routes(engine().search('/accounts/{id}')).slice(0, 2).sort()).toEqual([
      '/idn/api/v3/delete-account',
      '/idn/api/v3/get-account',
    ]);
    expect(routes(engine().search('sorters'))).toEqual(['/idn/api/v3/list-accounts']);
  });
  it('matches the last word as a prefix while typing, and plurals', () => {
    expect(routes(engine().search('list sou'))[0]).toBe('/idn/api/v3/list-sources');
    expect(routes(engine().search('base6'))[0]).toBe(
      '/idn/docs/transforms/operations/base64-encode',
    );
    expect(routes(engine().search('source'))).toContain('/idn/api/v3/list-sources');
  });
  it('filters by product and kind', () => {
    const e = engine();
    expect(routes(e.search('sources', { products: ['general'] }))).toEqual(['/blog/pagination']);
    expect(e.search('sources', { kinds: ['docs'] }).every((h) => h.doc.k === 'docs')).toBe(true);
    expect(e.search('sources', { products: ['iiq'] })).toEqual([]);
  });
  it('points at the section that matched', () => {
    const hit = engine().search('employee number')[0]!;
    expect(hit.href).toBe('/idn/docs/transforms/operations/base64-encode#examples');
    expect(hit.section?.heading).toBe('Examples');
    // A title match shows the page itself.
    expect(engine().search('base64 encode')[0]!.section).toBeUndefined();
  });
  it('requires every word, but tolerates one unknown word in longer queries', () => {
    expect(engine().search('correlation nonsenseword')).toEqual([]);
    expect(routes(engine().search('how do I write my first transform zzz'))[0]).toBe(
      '/idn/docs/transforms/guides/your-first-transform',
    );
  });
  it('returns nothing for an empty query or index', () => {
    expect(engine().search('   ')).toEqual([]);
    expect(new SearchEngine().search('x')).toEqual([]);
  });
});

describe('query and highlighting', () => {
  it('drops stop words unless nothing else is left', () => {
    expect(parseQuery('how to list the sources').map((t) => t.token)).toEqual(['list', 'source']);
    expect(parseQuery('the').map((t) => t.token)).toEqual(['the']);
  });
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

describe('typo tolerance', () => {
  const e = () => {
    const x = engine();
    x.addShard('extra', 'Extra', 7, [
      idnDoc('/idn/docs/event-triggers/triggers/identity-created', 'Identity created', {
        d: 'Fires when an identity is created.',
      }),
      idnDoc('/idn/docs/transforms', 'Transforms', { d: 'Change attribute values.' }),
      idnDoc('/idn/docs/accounting', 'Accounting notes'),
      idnDoc('/idn/docs/acount-typo', 'Old page', { d: 'Mentions acount once.' }),
    ]);
    return x;
  };
  it('finds words one edit away from 4 letters, two from 8, in titles', () => {
    expect(routes(e().search('identiy created'))[0]).toBe(
      '/idn/docs/event-triggers/triggers/identity-created',
    );
    expect(routes(e().search('identitty'))[0]).toBe(
      '/idn/docs/event-triggers/triggers/identity-created',
    );
    expect(routes(e().search('trasnform'))).toContain('/idn/docs/transforms');
    expect(routes(e().search('tranform'))).toContain('/idn/docs/transforms');
    expect(routes(e().search('acount')).slice(0, 3)).toContain('/idn/api/v3/list-accounts');
  });
  it('never for words under 4 letters', () => {
    expect(e().search('lsit')).not.toEqual([]);
    expect(e().search('lst')).toEqual([]);
  });
  it('ranks exact and prefix matches above fuzzy ones', () => {
    // "acount" is a word of one page: that page first, the pages with "account" after it.
    const hits = routes(e().search('acount'));
    expect(hits[0]).toBe('/idn/docs/acount-typo');
    // "accounting" starts with "account": a prefix match, above the typo match of "accounts".
    const x = e();
    expect(routes(x.search('accou'))[0]).not.toBe('/idn/docs/acount-typo');
  });
  it('highlights the word found, not the word typed', () => {
    const [hit] = e().search('identiy created');
    expect(
      highlight(hit!.doc.t, hit!.terms)
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['Identity', 'created']);
  });
  it('suggests corrected queries that find something when nothing is found', () => {
    const x = e();
    // Two edits in a word of six letters: beyond the search, within the suggestion.
    expect(x.search('idntty created')).toEqual([]);
    expect(x.suggest('idntty created')[0]).toBe('identity created');
    expect(x.suggest('qqqqqq')).toEqual([]);
  });
});

describe('synonyms', () => {
  const table = compileSynonyms({
    equivalent: [
      ['429', 'rate limit', 'too many requests'],
      ['PAT', 'personal access token'],
    ],
    oneWay: { pagination: ['limit', 'offset'] },
  });
  const e = () => {
    const x = engine();
    x.addShard('guides', 'IDN API guides', 1, [
      idnDoc('/idn/api/rate-limit', 'Rate limits', { d: 'How fast a client may call.' }),
      idnDoc('/idn/api/authentication', 'Authentication', {
        s: [['Personal access tokens', 'pat', 'Create one in the UI.']],
      }),
    ]);
    return x;
  };
  it('finds pages that use another word of the same group', () => {
    expect(routes(e().search('429', {}, 50, { synonyms: table }))[0]).toBe('/idn/api/rate-limit');
    expect(routes(e().search('too many requests', {}, 50, { synonyms: table }))[0]).toBe(
      '/idn/api/rate-limit',
    );
    expect(routes(e().search('PAT', {}, 50, { synonyms: table }))[0]).toBe(
      '/idn/api/authentication',
    );
  });
  it('one-way synonyms do not work backwards', () => {
    expect(routes(e().search('pagination', {}, 50, { synonyms: table }))).toContain(
      '/idn/api/v3/list-sources',
    );
    expect(routes(e().search('offset', {}, 50, { synonyms: table }))).not.toContain(
      '/blog/pagination',
    );
  });
});

describe('versions', () => {
  const APIS: ApiEntry[] = [
    {
      file: 'v3.yaml',
      product: 'idn',
      base: '/idn/api/v3',
      label: 'V3 APIs',
      status: 'stable',
      versionKey: 'v3',
      area: 'idn-api',
    },
    {
      file: 'beta.yaml',
      product: 'idn',
      base: '/idn/api/beta',
      label: 'Beta APIs',
      status: 'beta',
      versionKey: 'beta',
      area: 'idn-api',
    },
  ];
  it('shows an operation once, in the preferred or newest stable version, with the others as variants', () => {
    const hits = engine().search('list sources', {}, 50, { versions: { apis: APIS } });
    expect(routes(hits).filter((r) => r.endsWith('/list-sources'))).toEqual([
      '/idn/api/v3/list-sources',
    ]);
    expect(hits[0]!.variants).toEqual([
      { route: '/idn/api/beta/list-sources', label: 'Beta APIs', versionKey: 'beta' },
    ]);
    const beta = engine().search('list sources', {}, 50, {
      versions: { apis: APIS, preferred: 'beta' },
    });
    expect(routes(beta)[0]).toBe('/idn/api/beta/list-sources');
  });
});

describe('concept queries', () => {
  it('rank a guide whose heading holds the phrase above operations that only mention it', () => {
    const x = new SearchEngine();
    x.addShard('guides', 'IDN API guides', 1, [
      idnDoc('/idn/api/authentication', 'Authentication', {
        s: [['Personal access tokens', 'pat', 'Create one.']],
      }),
    ]);
    x.addShard('v3', 'IDN API v3', 2, [
      {
        r: '/idn/api/v3/list-things',
        t: 'List things',
        p: 'idn',
        k: 'api',
        m: 'get',
        u: '/v3/things',
        o: 'listThings',
        d: 'Needs an access token with the read scope.',
      },
      {
        r: '/idn/api/v3/get-thing',
        t: 'Get thing',
        p: 'idn',
        k: 'api',
        m: 'get',
        u: '/v3/things/{id}',
        o: 'getThing',
        w: 'access token',
      },
    ]);
    expect(x.search('access token')[0]!.doc.r).toBe('/idn/api/authentication');
  });
});

describe('operations named by a word of the same root, and "X schema"', () => {
  const op = (slug: string, t: string, o: string, d?: string): SearchDoc => ({
    r: `/idn/api/beta/${slug}`,
    t,
    p: 'idn',
    k: 'api',
    m: 'post',
    u: `/beta/${slug}`,
    o,
    ...(d ? { d } : {}),
  });
  const engine = () => {
    const x = new SearchEngine();
    x.addShard('docs', 'IDN docs', 0, [
      idnDoc('/idn/docs/triggers/account-aggregation-completed', 'Account aggregation completed'),
      idnDoc(
        '/idn/docs/triggers/aggregation-accounts-collected',
        'Accounts collected for aggregation',
      ),
      idnDoc('/idn/docs/connector-spec', 'Connector spec', {
        s: [['Account schema', 'account-schema', 'The attributes of an account.']],
      }),
    ]);
    x.addShard('beta', 'IDN API beta', 1, [
      op(
        'import-accounts',
        'Aggregate accounts',
        'importAccounts',
        'Starts an account aggregation.',
      ),
      op('list-things', 'List things', 'listThings', 'Mentions aggregation once.'),
      {
        r: '/idn/api/beta/schemas/aggregation-result',
        t: 'AggregationResult',
        p: 'idn',
        k: 'api',
        m: 'schema',
      },
      { r: '/idn/api/beta/schemas/account', t: 'Account', p: 'idn', k: 'api', m: 'schema' },
      {
        r: '/idn/api/beta/schemas/account-action',
        t: 'AccountAction',
        p: 'idn',
        k: 'api',
        m: 'schema',
      },
    ]);
    return x;
  };
  const top3 = (q: string) =>
    engine()
      .search(q)
      .slice(0, 3)
      .map((h) => h.doc.r);

  it('find the operation by the noun, its typo and a phrase, in the top 3', () => {
    for (const q of ['aggregation', 'aggregaton', 'account aggregation', 'aggregating accounts'])
      expect(top3(q), q).toContain('/idn/api/beta/import-accounts');
    // The description alone is not a name: no bonus for the operation that only mentions the word.
    expect(top3('aggregation')).not.toContain('/idn/api/beta/list-things');
  });

  it('rank the schema page X first for "X schema" and "schema X"', () => {
    expect(top3('Account schema')[0]).toBe('/idn/api/beta/schemas/account');
    expect(top3('schema account')[0]).toBe('/idn/api/beta/schemas/account');
    expect(top3('AccountAction schema')[0]).toBe('/idn/api/beta/schemas/account-action');
  });
});
