import type { Kind, Product, SearchDoc, SearchSection } from '../../common/search/types';

/**
 * A search document as the engine and the results read it. The shards keep one-letter keys
 * (common/search/types.ts `SearchDoc`: every byte counts on the wire); they are named once, here,
 * when a shard is loaded (`readDoc`), and nowhere else in the browser's code.
 */
export interface PageDoc {
  /** Route, e.g. `/idn/api/v3/list-sources`. */
  route: string;
  /** Title (an operation's summary). */
  title: string;
  product: Product;
  kind: Kind;
  /** The description or first paragraph. */
  excerpt?: string;
  /** Sections (h2/h3): heading, anchor, text. */
  sections?: SearchSection[];
  /** Operations: HTTP method, lower case; `schema` for a schema page. */
  method?: string;
  /** Operations: server base path + spec path, e.g. `/v3/accounts/{id}`. */
  apiPath?: string;
  operationId?: string;
}

/** The one mapping from the wire's keys to the names the code reads (keywords, `w`, are in the index only). */
export function readDoc(d: SearchDoc): PageDoc {
  return {
    route: d.r,
    title: d.t,
    product: d.p,
    kind: d.k,
    excerpt: d.d,
    sections: d.s,
    method: d.m,
    apiPath: d.u,
    operationId: d.o,
  };
}
