import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../common/apis/api-list';
import type { Product } from '../common/apis/products';
import { API_INDEX_LINK_TEXT, footerColumns, MENU_API_LIMIT, productApiLinks } from './nav';

const entry = (e: Partial<ApiEntry> & Pick<ApiEntry, 'base' | 'label'>): ApiEntry => ({
  file: `${e.base.slice(1)}.yaml`,
  product: 'idn',
  status: 'stable',
  versionKey: null,
  area: 'idn-api',
  ...e,
});
const service = (api: string) =>
  entry({ api, apiLabel: api.toUpperCase(), base: `/idn/api/${api}/v1`, label: `${api} v1` });

const DEFAULT = [
  entry({ base: '/idn/api/v3', label: 'V3 APIs' }),
  entry({ base: '/idn/api/beta', label: 'Beta APIs', status: 'beta' }),
];

describe('productApiLinks', () => {
  it('lists the default API’s versions, then the API index, not each other API', () => {
    const links = productApiLinks(
      [...DEFAULT, service('sources'), service('tags')],
      'idn',
      '/idn/api',
    );
    expect(links).toEqual([
      { text: 'V3 APIs', link: '/idn/api/v3' },
      { text: 'Beta APIs', link: '/idn/api/beta' },
      { text: API_INDEX_LINK_TEXT, link: '/idn/api', index: true },
    ]);
  });
  it('names each API of a product without a default API, up to the limit, then the index alone', () => {
    const few = ['a', 'b'].map(service);
    expect(productApiLinks(few, 'idn', '/idn/api').map((l) => l.text)).toEqual([
      'A',
      'B',
      API_INDEX_LINK_TEXT,
    ]);
    const many = Array.from({ length: MENU_API_LIMIT + 1 }, (_, i) => service(`s${i}`));
    expect(productApiLinks(many, 'idn', '/idn/api')).toEqual([
      { text: API_INDEX_LINK_TEXT, link: '/idn/api', index: true },
    ]);
  });
  it('links an API with several versions at its newest stable one', () => {
    const list = [
      entry({ api: 'c', apiLabel: 'C', base: '/idn/api/c/v1', label: 'C v1' }),
      entry({ api: 'c', apiLabel: 'C', base: '/idn/api/c/v2', label: 'C v2' }),
      entry({ api: 'c', apiLabel: 'C', base: '/idn/api/c/v3', label: 'C v3', status: 'beta' }),
    ];
    expect(productApiLinks(list, 'idn')).toEqual([{ text: 'C', link: '/idn/api/c/v2' }]);
  });
  it('a product with one version of one API: "API"', () => {
    expect(
      productApiLinks([entry({ base: '/nerm/api', label: 'NERM API', product: 'nerm' })], 'nerm'),
    ).toEqual([{ text: 'API', link: '/nerm/api' }]);
  });
});

describe('footerColumns', () => {
  it('names the API index after the product in its footer column', () => {
    const product: Product = {
      id: 'idn',
      label: 'IDN',
      menu: 'IDN',
      root: '/idn',
      order: 0,
      apiRoot: '/idn/api',
      apiTitle: 'IDN API',
      footer: 'IDN',
      links: [],
      apiIndex: '/idn/api',
    };
    const [col] = footerColumns([...DEFAULT, service('sources')], [product]);
    expect(col!.links).toEqual([
      { text: 'V3 API reference', href: '/idn/api/v3' },
      { text: 'Beta API reference', href: '/idn/api/beta' },
      { text: 'All IDN APIs', href: '/idn/api' },
    ]);
  });
});
