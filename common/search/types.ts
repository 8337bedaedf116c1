/**
 * The search index format, shared by the build (plugins/search) and the browser (theme/search).
 * Pure types and constants: no Node or DOM imports.
 */
import { GENERAL } from '../apis/products';
import type { ShippedDoc } from './op-route';

/** A product facet: a product id of products.yaml, or `general` (pages outside every product). */
export type Product = string;

export interface FacetOption {
  id: string;
  label: string;
}

/** The "kind" facet. */
export type Kind = 'api' | 'docs' | 'tools' | 'blog';

/** The product facet's options: the products in menu order, then General. */
export function productFacets(products: readonly FacetOption[]): FacetOption[] {
  return [
    ...products.map((p) => ({ id: p.id, label: p.label })),
    { id: GENERAL, label: 'General' },
  ];
}

export const KINDS: ReadonlyArray<{ id: Kind; label: string }> = [
  { id: 'api', label: 'API reference' },
  { id: 'docs', label: 'Docs' },
  { id: 'tools', label: 'Tools' },
  { id: 'blog', label: 'Blog' },
];

/** One section of a page: heading text, anchor id (without `#`), a capped text excerpt. */
export type SearchSection = [heading: string, anchor: string, text: string];

/**
 * One searchable page. Short keys keep the shards small; every text field is capped at
 * build time (see limits.ts), so no full page text ever reaches the index.
 */
export interface SearchDoc {
  /** Route, e.g. `/idn/api/v3/list-sources`. */
  r: string;
  /** Title (an operation's summary). */
  t: string;
  p: Product;
  k: Kind;
  /** Excerpt: the description or first paragraph. */
  d?: string;
  /** Sections (h2/h3). */
  s?: SearchSection[];
  /** Operations: HTTP method, lower case. */
  m?: string;
  /** Operations: server base path + spec path, e.g. `/v3/accounts/{id}`. */
  u?: string;
  /** Operations: operationId. */
  o?: string;
  /** Extra keywords (an operation's tag and parameter names), space separated; indexed, not shipped. */
  w?: string;
}

/**
 * One shard file: the documents of one area and their inverted index (common/search/postings.ts).
 * Keywords (`w`) are only in the index, not in the shipped documents. A large shard's index is in
 * bucket files instead (common/search/buckets.ts; `tokens` and `postings` are then empty).
 */
export interface SearchShardFile {
  v: number;
  shard: string;
  /** Documents; an operation's route may be left out, rebuilt from `base` and its operationId (op-route.ts). */
  docs: ShippedDoc[];
  base?: string;
  tokens: string[];
  postings: number[][];
}

/** One bucket of a split shard's index: the tokens starting with one character, and their postings. */
export interface SearchBucketFile {
  v: number;
  shard: string;
  bucket: string;
  tokens: string[];
  postings: number[][];
}

export interface SearchShardInfo {
  /** Stable id, e.g. `idn-api-v3`. */
  id: string;
  /** Group heading in the results, e.g. `IDN API v3`. */
  label: string;
  /** Shard file name (beside the manifest), with a content hash in it. */
  file: string;
  products: Product[];
  kinds: Kind[];
  /** The API (common/apis/api-list.ts `apiKey`) of an API version's shard: the search's API facet. */
  api?: string;
  docs: number;
  /** Size of the shard file (documents, and the index when not split). */
  bytes: number;
  /** A split shard's index: bucket key (first character of the tokens) → file name. */
  buckets?: Record<string, string>;
  /**
   * A deferred part of the shard with this id (its schema pages, plugins/search/shards.ts):
   * fetched once the first results are shown, its hits in that shard's group and order.
   */
  after?: string;
}

export interface SearchManifest {
  v: number;
  /** Hash over every shard: changes whenever any shard does. */
  hash: string;
  shards: SearchShardInfo[];
  /** Fixed popular queries, offered when a search has no results; each is known to match. */
  suggestions: string[];
}

export const INDEX_FORMAT_VERSION = 4;
/** Where the shards are written under the build output and served from. */
export const SEARCH_DIR = 'search';
