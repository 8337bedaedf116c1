import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import type { SearchDoc } from '../../common/search/types';
import { SearchEngine } from './engine';
import { idnDoc, routes, engine, typoEngine } from './fixtures/engine-docs';
import { RANKING } from './ranking';
import { compileSynonyms } from './synonyms';
import * as FIELD_MODULE from '../../common/search/postings';

describe('ranking', () => {
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
    expect(e.search('sources', { kinds: ['docs'] }).every((h) => h.doc.kind === 'docs')).toBe(true);
    expect(e.search('sources', { products: ['iiq'] })).toEqual([]);
  });
  it('requires every word, but tolerates one unknown word in longer queries', () => {
    expect(engine().search('correlation nonsenseword')).toEqual([]);
    expect(routes(engine().search('how do I write my first transform zzz'))[0]).toBe(
      '/idn/docs/transforms/guides/your-first-transform',
    );
  });
});

describe('typo tolerance', () => {
  const e = typoEngine;
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
    expect(x.search('access token')[0]!.doc.route).toBe('/idn/api/authentication');
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
      .map((h) => h.doc.route);

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

describe('the ranking table', () => {
  it('gives every index field a weight, highest first, and a bonus never reorders more than a word matched', () => {
    const { FIELD } = FIELD_MODULE;
    expect(RANKING.fields.map(([f]) => f).sort()).toEqual(Object.values(FIELD).sort());
    const weights = RANKING.fields.map(([, w]) => w);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    for (const q of Object.values(RANKING.quality))
      expect(q).toBeLessThanOrEqual(RANKING.quality.exact);
  });
});
