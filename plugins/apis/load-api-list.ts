import fs from 'node:fs';
import path from 'node:path';
import { API_STATUSES, sameApi, type ApiEntry } from '../../common/apis/api-list';
import { apiAreaId, type Product } from '../../common/apis/products';
import { API_LIST_FIELDS, BASE_PATTERN, SLUG_PATTERN, SPEC_PATH_PATTERN } from './api-list-fields';
import { loadProducts, PRODUCTS_FILE, ProductListError } from './load-products';
import { entryFields, readYamlList } from './yaml-list';

export const API_LIST_FILE = 'apis.yaml';

/** A broken apis.yaml: the message names the file, the entry and the field. */
export class ApiListError extends Error {}

export interface LoadedApiList {
  entries: ApiEntry[];
  /** The products (products.yaml beside the list in use, else the project's), in menu order. */
  products: Product[];
  /** The list that was read (the specs folder's own, or the project default). */
  file: string;
  warnings: string[];
}

const SLUG = new RegExp(SLUG_PATTERN);
const BASE = new RegExp(BASE_PATTERN);
/** Spec formats the build reads: OpenAPI 3.x or Swagger 2.0, in YAML or JSON. */
const SPEC_FILE = /\.(ya?ml|json)$/;
const SPEC_PATH = new RegExp(SPEC_PATH_PATTERN);

/**
 * Reads the API list (`apis.yaml`) of a specs folder; a folder without one uses `fallback` (the
 * project's `specs/apis.yaml`, whose file names the benchmark corpora share), keeping the
 * entries whose spec file the folder has (test sites carry one or two specs). Every entry is
 * checked: a malformed entry, unknown product or status, duplicate base or file, or a listed
 * spec file that is missing fails with the file, the entry (number, line) and the field. A
 * spec file in the folder that the list does not name is a warning.
 */
export function loadApiList(
  specsDir: string,
  fallback: string,
  productsFallback = path.join(path.dirname(fallback), PRODUCTS_FILE),
): LoadedApiList {
  let products: Product[];
  try {
    products = loadProducts(specsDir, productsFallback).products;
  } catch (e) {
    if (e instanceof ProductListError) throw new ApiListError(e.message);
    throw e;
  }
  const productIds = products.map((p) => p.id);
  const own = path.join(specsDir, API_LIST_FILE);
  const usesOwn = fs.existsSync(own);
  const file = usesOwn ? own : fallback;
  const shown = path.relative(process.cwd(), file) || file;
  const problems: string[] = [];
  const entries: ApiEntry[] = [];
  const seenBase = new Map<string, number>();
  const seenFile = new Map<string, number>();
  // `compareWith` may name a version listed after it: checked once every entry is read.
  const comparisons: Array<{ where: string; entry: ApiEntry; compareWith: string }> = [];
  // APIs are declared by the entry that names them (`apiLabel`); versions refer to them by `api`.
  const apiRefs: Array<{ where: string; product: string; api: string }> = [];
  const apiNames = new Map<string, { label: string; where: string }>();
  const list = readYamlList(
    file,
    shown,
    'a list of API entries (- file: …, product: …, base: …, label: …)',
    (m) => new ApiListError(m),
  );
  list.forEach(({ index: i, line, raw }) => {
    const where = `${shown}:${line}: entry ${i + 1}${raw && typeof raw.file === 'string' ? ` (${raw.file})` : ''}`;
    if (!raw) {
      problems.push(`${where}: must be a mapping with file, product, base and label`);
      return;
    }
    const { bad, str } = entryFields(raw, where, API_LIST_FIELDS, problems);
    const specFile = str('file', true);
    const product = str('product', true);
    const api = str('api', false);
    const apiLabel = str('apiLabel', false);
    const group = str('group', false);
    const base = str('base', true);
    const label = str('label', true);
    const landing = str('landing', false);
    const status = str('status', false) ?? 'stable';
    const linkBase = str('linkBase', false);
    const compareWith = str('compareWith', false);
    if (specFile && !SPEC_PATH.test(specFile))
      bad(
        'file',
        `"${specFile}" must be the path of a .yaml, .yml or .json file relative to ${API_LIST_FILE}, in its folder or a sub-folder (access-profiles/openapi.yaml; no ../)`,
      );
    else if (specFile && !fs.existsSync(path.join(specsDir, specFile))) {
      if (!usesOwn) return;
      bad(
        'file',
        `names ${path.join(path.relative(process.cwd(), specsDir) || '.', specFile)}, which does not exist`,
      );
    }
    if (product && !productIds.includes(product))
      bad(
        'product',
        `"${product}" is not one of ${productIds.join(', ')} (the products of ${PRODUCTS_FILE})`,
      );
    if (api && !SLUG.test(api))
      bad('api', `"${api}" must be a kebab-case id (lower case letters, digits and -)`);
    if (product && api) apiRefs.push({ where, product, api });
    if (product && apiLabel) {
      const key = `${product}/${api ?? ''}`;
      const seen = apiNames.get(key);
      if (seen && seen.label !== apiLabel)
        bad(
          'apiLabel',
          `"${apiLabel}" differs from "${seen.label}", the name ${seen.where} gives the same API`,
        );
      else if (!seen) {
        const twin = [...apiNames].find(
          ([k, v]) => k.startsWith(`${product}/`) && v.label === apiLabel,
        );
        if (twin)
          bad(
            'apiLabel',
            `"${apiLabel}" is already the name of another API of ${product} (${twin[1].where}): two APIs cannot share a name`,
          );
        apiNames.set(key, { label: apiLabel, where });
      }
    }
    if (status && !API_STATUSES.includes(status as never))
      bad('status', `"${status}" is not one of ${API_STATUSES.join(', ')}`);
    if (base && !BASE.test(base))
      bad('base', `"${base}" must be a route like /idn/api/v3 (lower case, no trailing slash)`);
    if (linkBase && !isAbsoluteUrl(linkBase))
      bad(
        'linkBase',
        `"${linkBase}" must be an absolute http(s) URL like https://developer.example.test (root-relative links in the spec's descriptions point there)`,
      );
    if (landing && !SLUG.test(landing))
      bad('landing', `"${landing}" must be a slug (lower case letters, digits and -)`);
    if (base && seenBase.has(base))
      bad('base', `"${base}" is already used by entry ${seenBase.get(base)! + 1}`);
    if (specFile && seenFile.has(specFile))
      bad('file', `"${specFile}" is already listed by entry ${seenFile.get(specFile)! + 1}`);
    if (base) seenBase.set(base, i);
    if (specFile) seenFile.set(specFile, i);
    if (
      specFile &&
      product &&
      base &&
      label &&
      productIds.includes(product) &&
      API_STATUSES.includes(status as never) &&
      (!api || SLUG.test(api))
    ) {
      const entry: ApiEntry = {
        file: specFile,
        product,
        ...(api ? { api } : {}),
        ...(group ? { group } : {}),
        base,
        label,
        ...(landing ? { landing } : {}),
        ...(linkBase && isAbsoluteUrl(linkBase) ? { linkBase: linkBase.replace(/\/+$/, '') } : {}),
        status: status as ApiEntry['status'],
        ...(compareWith ? { compareWith } : {}),
        versionKey: null,
        area: apiAreaId(product),
      };
      entries.push(entry);
      if (compareWith) comparisons.push({ where, entry, compareWith });
    }
  });
  for (const r of apiRefs)
    if (!apiNames.has(`${r.product}/${r.api}`))
      problems.push(
        `${r.where}: field "api" "${r.api}" names an API that does not exist: no entry of ${r.product} declares it with an apiLabel (give its first version \`apiLabel: …\`)`,
      );
  // Every version of an API carries its name.
  for (const e of entries) {
    const name = apiNames.get(`${e.product}/${e.api ?? ''}`)?.label;
    if (name) e.apiLabel = name;
  }
  const apiName = (e: ApiEntry) =>
    e.api ? `API "${e.api}" of ${e.product}` : `the default API of ${e.product}`;
  for (const c of comparisons) {
    const target = entries.find((e) => e.base === c.compareWith);
    const why =
      c.compareWith === c.entry.base
        ? 'names the entry itself'
        : !target
          ? `"${c.compareWith}" is not the base of an entry of the list`
          : target.product !== c.entry.product
            ? `"${c.compareWith}" is a ${target.product} version, not ${c.entry.product}`
            : !sameApi(target, c.entry)
              ? `"${c.compareWith}" is a version of ${apiName(target)}, not of ${apiName(c.entry)}: "What changed" compares versions of one API`
              : undefined;
    if (why)
      problems.push(
        `${c.where}: field "compareWith" ${why} (it names the version the "What changed" page compares with, by its base)`,
      );
  }
  if (problems.length) throw new ApiListError(`API list errors:\n  ${problems.join('\n  ')}`);
  if (usesOwn && !entries.length) throw new ApiListError(`${shown}: lists no API`);
  // An API with several versions names each by the last segment of its base (v3, beta, v2025).
  for (const e of entries)
    if (entries.some((o) => o !== e && sameApi(o, e))) e.versionKey = e.base.split('/').at(-1)!;
  const listed = new Set(entries.map((e) => e.file));
  const warnings = (fs.existsSync(specsDir) ? fs.readdirSync(specsDir) : [])
    .filter(
      (f) => SPEC_FILE.test(f) && f !== API_LIST_FILE && f !== PRODUCTS_FILE && !listed.has(f),
    )
    .map(
      (f) =>
        `${path.join(path.relative(process.cwd(), specsDir) || '.', f)} is not listed in ${shown}: it gets no pages`,
    );
  return { entries, products, file, warnings };
}

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
