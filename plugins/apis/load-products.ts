import fs from 'node:fs';
import path from 'node:path';
import type { Product, ProductLink } from '../../common/apis/products';
import { BASE_PATTERN, SLUG_PATTERN } from './api-list-fields';
import { DOC_ID_PATTERN, PRODUCT_FIELDS } from './product-fields';
import { entryFields, readYamlList } from './yaml-list';

export const PRODUCTS_FILE = 'products.yaml';

/** A broken products.yaml: the message names the file, the line, the entry and the field. */
export class ProductListError extends Error {}

const SLUG = new RegExp(SLUG_PATTERN);
const ROUTE = new RegExp(BASE_PATTERN);
const DOC_ID = new RegExp(DOC_ID_PATTERN);

/**
 * Reads the products (`products.yaml`) of a specs folder; a folder without one uses `fallback`
 * (the project's `specs/products.yaml`). Returns them in menu order (`order`, then list order).
 * A malformed entry, a duplicate id or root, or an unknown field fails naming the file, the
 * line, the entry and the field.
 */
export function loadProducts(
  specsDir: string,
  fallback: string,
): { products: Product[]; file: string } {
  const own = path.join(specsDir, PRODUCTS_FILE);
  const file = fs.existsSync(own) ? own : fallback;
  const shown = path.relative(process.cwd(), file) || file;
  if (!fs.existsSync(file))
    throw new ProductListError(
      `${path.relative(process.cwd(), own) || own}: missing: the products apis.yaml names are listed there (id, label, root), or in ${shown}`,
    );
  const problems: string[] = [];
  const products: Array<Product & { index: number }> = [];
  const list = readYamlList(
    file,
    shown,
    'a list of products (- id: …, label: …, root: …)',
    (m) => new ProductListError(m),
  );
  for (const { index: i, line, raw } of list) {
    const where = `${shown}:${line}: product ${i + 1}${raw && typeof raw.id === 'string' ? ` (${raw.id})` : ''}`;
    if (!raw) {
      problems.push(`${where}: must be a mapping with id, label and root`);
      continue;
    }
    const { bad, str } = entryFields(raw, where, PRODUCT_FIELDS, problems);
    const id = str('id', true, SLUG, 'idn (lower case letters, digits and -)');
    const label = str('label', true);
    const root = str('root', true, ROUTE, '/idn (a route, no trailing slash)');
    const menu = str('menu', false);
    const apiRoot = str('apiRoot', false, ROUTE, '/idn/api (a route, no trailing slash)');
    const apiTitle = str('apiTitle', false);
    const guides = str('guides', false, DOC_ID, 'idn/api/getting-started (a doc id)');
    const footer = str('footer', false);
    let order = i + 1;
    if (raw.order !== undefined) {
      if (typeof raw.order !== 'number' || !Number.isFinite(raw.order))
        bad('order', 'must be a number');
      else order = raw.order;
    }
    const links: ProductLink[] = [];
    if (raw.links !== undefined) {
      if (!Array.isArray(raw.links)) bad('links', 'must be a list of { text, link }');
      else
        raw.links.forEach((l: unknown, j) => {
          const o = l as Record<string, unknown> | null;
          if (
            !o ||
            typeof o.text !== 'string' ||
            typeof o.link !== 'string' ||
            !/^(\/|https?:\/\/)/.test(o.link) ||
            Object.keys(o).some((k) => k !== 'text' && k !== 'link')
          )
            bad(
              'links',
              `item ${j + 1} must be { text, link } with a route or http(s) URL as link`,
            );
          else links.push({ text: o.text, link: o.link });
        });
    }
    for (const other of products) {
      if (id && other.id === id) bad('id', `"${id}" is already used by product ${other.index + 1}`);
      if (root && other.root === root)
        bad('root', `"${root}" is already the root of product ${other.index + 1} (${other.id})`);
    }
    if (id && label && root)
      products.push({
        index: i,
        id,
        label,
        menu: menu ?? label,
        root,
        order,
        apiRoot: apiRoot ?? `${root}/api`,
        apiTitle: apiTitle ?? `${label} API`,
        ...(guides ? { guides } : {}),
        ...(footer ? { footer } : {}),
        links,
      });
  }
  if (problems.length)
    throw new ProductListError(`Product list errors:\n  ${problems.join('\n  ')}`);
  if (!products.length) throw new ProductListError(`${shown}: lists no product`);
  const sorted = products
    .slice()
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ index: _index, ...p }) => p);
  return { products: sorted, file };
}
