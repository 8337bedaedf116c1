import fs from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';
import { API_PRODUCTS, API_STATUSES, type ApiEntry } from '../../common/apis/api-list';
import { API_LIST_FIELDS, BASE_PATTERN, SLUG_PATTERN } from './api-list-fields';

export const API_LIST_FILE = 'apis.yaml';

/** A broken apis.yaml: the message names the file, the entry and the field. */
export class ApiListError extends Error {}

export interface LoadedApiList {
  entries: ApiEntry[];
  /** The list that was read (the specs folder's own, or the project default). */
  file: string;
  warnings: string[];
}

const FIELDS = new Set(API_LIST_FIELDS.map((f) => f.key));
const SLUG = new RegExp(SLUG_PATTERN);
const BASE = new RegExp(BASE_PATTERN);
/** Spec formats the build reads: OpenAPI 3.x or Swagger 2.0, in YAML or JSON. */
const SPEC_FILE = /\.(ya?ml|json)$/;

/**
 * Reads the API list (`apis.yaml`) of a specs folder; a folder without one uses `fallback` (the
 * project's `specs/apis.yaml`, whose file names the benchmark corpora share), keeping the
 * entries whose spec file the folder has (test sites carry one or two specs). Every entry is
 * checked: a malformed entry, unknown product or status, duplicate base or file, or a listed
 * spec file that is missing fails with the file, the entry (number, line) and the field. A
 * spec file in the folder that the list does not name is a warning.
 */
export function loadApiList(specsDir: string, fallback: string): LoadedApiList {
  const own = path.join(specsDir, API_LIST_FILE);
  const usesOwn = fs.existsSync(own);
  const file = usesOwn ? own : fallback;
  const shown = path.relative(process.cwd(), file) || file;
  const lines = new LineCounter();
  const doc = parseDocument(fs.readFileSync(file, 'utf8'), {
    lineCounter: lines,
    prettyErrors: false,
  });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    throw new ApiListError(
      `${shown}:${lines.linePos(e.pos[0]).line}: invalid YAML: ${e.message.split('\n')[0]}`,
    );
  }
  if (!isSeq(doc.contents))
    throw new ApiListError(
      `${shown}: must be a list of API entries (- file: …, product: …, base: …, label: …)`,
    );
  const problems: string[] = [];
  const entries: ApiEntry[] = [];
  const seenBase = new Map<string, number>();
  const seenFile = new Map<string, number>();
  // `compareWith` may name a version listed after it: checked once every entry is read.
  const comparisons: Array<{ where: string; base: string; product: string; compareWith: string }> =
    [];
  doc.contents.items.forEach((node, i) => {
    const line = lineOf(node, lines);
    const raw = (node as { toJSON?: () => unknown })?.toJSON?.() as
      Record<string, unknown> | undefined;
    const where = `${shown}:${line}: entry ${i + 1}${raw && typeof raw.file === 'string' ? ` (${raw.file})` : ''}`;
    if (!isMap(node) || !raw || typeof raw !== 'object') {
      problems.push(`${where}: must be a mapping with file, product, base and label`);
      return;
    }
    const bad = (field: string, why: string) => problems.push(`${where}: field "${field}" ${why}`);
    for (const key of Object.keys(raw))
      if (!FIELDS.has(key)) bad(key, `is not a known field (known: ${[...FIELDS].join(', ')})`);
    const str = (field: string, required: boolean): string | undefined => {
      const v = raw[field];
      if (v === undefined || v === null) {
        if (required) bad(field, 'is missing');
        return undefined;
      }
      if (typeof v !== 'string' || !v.trim()) {
        bad(field, 'must be a non-empty string');
        return undefined;
      }
      return v.trim();
    };
    const specFile = str('file', true);
    const product = str('product', true);
    const base = str('base', true);
    const label = str('label', true);
    const landing = str('landing', false);
    const status = str('status', false) ?? 'stable';
    const linkBase = str('linkBase', false);
    const compareWith = str('compareWith', false);
    if (specFile && (specFile.includes('/') || !SPEC_FILE.test(specFile)))
      bad(
        'file',
        `"${specFile}" must be the name of a .yaml, .yml or .json file beside ${API_LIST_FILE}`,
      );
    else if (specFile && !fs.existsSync(path.join(specsDir, specFile))) {
      if (!usesOwn) return;
      bad(
        'file',
        `names ${path.join(path.relative(process.cwd(), specsDir) || '.', specFile)}, which does not exist`,
      );
    }
    if (product && !API_PRODUCTS.includes(product as never))
      bad('product', `"${product}" is not one of ${API_PRODUCTS.join(', ')}`);
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
      API_PRODUCTS.includes(product as never) &&
      API_STATUSES.includes(status as never)
    ) {
      entries.push({
        file: specFile,
        product: product as ApiEntry['product'],
        base,
        label,
        ...(landing ? { landing } : {}),
        ...(linkBase && isAbsoluteUrl(linkBase) ? { linkBase: linkBase.replace(/\/+$/, '') } : {}),
        status: status as ApiEntry['status'],
        ...(compareWith ? { compareWith } : {}),
        versionKey: null,
        area: `${product as ApiEntry['product']}-api`,
      });
      if (compareWith) comparisons.push({ where, base, product, compareWith });
    }
  });
  for (const c of comparisons) {
    const target = entries.find((e) => e.base === c.compareWith);
    const why =
      c.compareWith === c.base
        ? 'names the entry itself'
        : !target
          ? `"${c.compareWith}" is not the base of an entry of the list`
          : target.product !== c.product
            ? `"${c.compareWith}" is a ${target.product} version, not ${c.product}`
            : undefined;
    if (why)
      problems.push(
        `${c.where}: field "compareWith" ${why} (it names the version the "What changed" page compares with, by its base)`,
      );
  }
  if (problems.length) throw new ApiListError(`API list errors:\n  ${problems.join('\n  ')}`);
  if (usesOwn && !entries.length) throw new ApiListError(`${shown}: lists no API`);
  // A product with several versions names each by the last segment of its base (v3, beta, v2025).
  for (const e of entries)
    if (entries.some((o) => o !== e && o.product === e.product))
      e.versionKey = e.base.split('/').at(-1)!;
  const listed = new Set(entries.map((e) => e.file));
  const warnings = (fs.existsSync(specsDir) ? fs.readdirSync(specsDir) : [])
    .filter((f) => SPEC_FILE.test(f) && f !== API_LIST_FILE && !listed.has(f))
    .map(
      (f) =>
        `${path.join(path.relative(process.cwd(), specsDir) || '.', f)} is not listed in ${shown}: it gets no pages`,
    );
  return { entries, file, warnings };
}

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

function lineOf(node: unknown, lines: LineCounter): number {
  const range = (node as { range?: [number, number, number] })?.range;
  return range ? lines.linePos(range[0]).line : 0;
}
