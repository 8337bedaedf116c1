/** What the matcher needs of an operation page (plugins/openapi/generate.ts `OperationRecord`). */
export interface OperationRef {
  route: string;
  method: string;
  /** Path template of the spec, e.g. `/sources/{id}`. */
  path: string;
  /** Path of the spec's server URL, e.g. `/v3`. */
  basePath: string;
}

/** A written API path resolved: the operation page, or a path under a known base that no operation has. */
export type ApiPathMatch =
  { route: string; method: string; template: string } | { unmatched: string } | null;

interface Template {
  segments: string[];
  /** The operations of this path template (one spec), by upper-case method. */
  byMethod: Map<string, OperationRef>;
}

export interface OperationIndex {
  /** Base paths, longest first, each with its templates. */
  bases: Array<{ base: string; templates: Template[] }>;
}

const METHODS = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE';
// `GET /v3/sources`, `/beta/trigger-subscriptions`, `GET /v3/sources?filters=name eq "x"` (a query may hold spaces).
const WRITTEN = new RegExp(`^(?:(${METHODS})\\s+)?(/[\\w\\-.~{}:@%/]*)(?:[?#].*)?$`, 'i');

const isParam = (segment: string) => /^\{[^{}]+\}$/.test(segment);
const split = (p: string) => p.split('/').filter(Boolean);

/** Groups operations by base path and path template. */
export function indexOperations(ops: readonly OperationRef[]): OperationIndex {
  const bases = new Map<string, Map<string, Template>>();
  for (const op of ops) {
    if (!op.basePath) continue;
    const templates = bases.get(op.basePath) ?? new Map<string, Template>();
    bases.set(op.basePath, templates);
    // The same template in two specs with one base (two products) stays two templates.
    const key = `${op.route.split('/')[1]} ${op.path}`;
    const t = templates.get(key) ?? { segments: split(op.path), byMethod: new Map() };
    templates.set(key, t);
    const method = op.method.toUpperCase();
    if (!t.byMethod.has(method)) t.byMethod.set(method, op);
  }
  return {
    bases: [...bases]
      .map(([base, t]) => ({ base, templates: [...t.values()] }))
      .sort((a, b) => b.base.length - a.base.length),
  };
}

/** Literal segments matched, or -1 when the written path does not fit the template. */
function score(written: string[], template: string[]): number {
  if (written.length !== template.length) return -1;
  let literal = 0;
  for (let i = 0; i < written.length; i++) {
    const w = written[i]!;
    const t = template[i]!;
    if (isParam(t)) continue;
    if (w !== t) return -1;
    literal++;
  }
  return literal;
}

/**
 * Resolves inline code such as `GET /v3/sources/{id}` or `/beta/trigger-subscriptions` to its
 * operation page. A concrete value (`/v3/sources/2c91…`) fits a `{param}` segment; the template
 * with the most literal segments wins. Without a method the path links when exactly one operation
 * has it, else its GET. Text that is not a path under a known base gives null; a path under a
 * known base that fits no operation gives `unmatched` (prose may name a path our specs lack).
 * `product` (the page's first route segment) breaks a tie between specs sharing a base.
 */
export function matchApiPath(index: OperationIndex, text: string, product?: string): ApiPathMatch {
  const m = WRITTEN.exec(text.trim());
  if (!m) return null;
  const method = m[1]?.toUpperCase();
  const full = m[2]!.replace(/\/+$/, '');
  const entry = index.bases.find((b) => full.startsWith(`${b.base}/`));
  if (!entry) return null;
  const written = split(full.slice(entry.base.length));
  // An ellipsis stands for "some path": not a path to resolve.
  if (!written.length || written.some((s) => /^(\.\.\.|…)$/.test(s))) return null;
  let best: Template[] = [];
  let top = -1;
  for (const t of entry.templates) {
    if (method && !t.byMethod.has(method)) continue;
    const s = score(written, t.segments);
    if (s < 0 || s < top) continue;
    if (s > top) best = [];
    top = s;
    best.push(t);
  }
  if (best.length > 1 && product) {
    const own = best.filter((t) => [...t.byMethod.values()][0]!.route.split('/')[1] === product);
    if (own.length) best = own;
  }
  const t = best[0];
  if (!t) return { unmatched: text.trim() };
  const op = method
    ? t.byMethod.get(method)
    : t.byMethod.size === 1
      ? [...t.byMethod.values()][0]
      : t.byMethod.get('GET');
  // Several operations and no GET: the path is real but names none of them.
  if (!op) return null;
  return { route: op.route, method: op.method.toUpperCase(), template: op.path };
}
