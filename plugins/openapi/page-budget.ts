/**
 * Flat pages whatever a schema's size and depth (issue 37): an operation or schema page expands its
 * schema trees only as far as a byte budget allows. A page is rendered as it always was first;
 * only when its sections come out over the budget is it rendered again with named schemas nested
 * under fewer named schemas expanded (`namedDepth`): beyond that depth a named schema is a link to
 * its own page (`{base}/schemas/{name}`, which every named schema has), which works without
 * JavaScript and keeps the page's Markdown twin complete through that link. So pages within the
 * budget are byte for byte what they were, and a deep or recursive schema costs its page no more
 * than the budget. Recursion is shown once anyway (schema-tree.ts: a back-reference).
 *
 * A render that passes the budget stops at once (OverBudget) and the next level starts, so an
 * 18 MB page is never built. The last level stops expanding once the budget is spent (`soft`); when
 * its page is still over (the trees' budget is an estimate, and examples and code samples come on
 * top of it) it is rendered again with less room for trees and smaller examples, so every page is
 * bounded even where no named schema is left to link.
 */
import type { PageSource } from '../shared/page-file';

/** The sections' HTML a page may have (the page around them, sidebar and head, adds ~30–40 KB): under 150 KB in all. */
export const PAGE_SECTIONS_BUDGET = 100 * 1024;

/** Named-schema depths tried in turn; the first is today's full expansion. */
const LEVELS = [Infinity, 3, 2, 1] as const;

/**
 * When the last level's page is still over the budget: its trees' share of the budget (`soft`) and
 * the examples' share of EXAMPLE_BUDGET, tried in turn. The last cuts examples to their first level.
 */
const LAST_RESORTS = [
  { soft: 0.6, exampleScale: 0.25 },
  { soft: 0.3, exampleScale: 0 },
] as const;

/**
 * An object with more than `over` fields shows the first `first` as elements and the rest as one
 * closed node rendered on demand (lazy-html.ts), as a node's children are: a 400-field object stays
 * under 1,500 DOM nodes. Every field is still in the HTML (without JavaScript) and in the twin.
 */
export const FIELDS_SHOWN = { over: 150, first: 100 } as const;

export interface TreeBudget {
  /** A named schema under this many expanded named schemas is linked, not expanded. */
  namedDepth: number;
  /** Bytes of fields written on the page so far (an estimate: the fields' own markup). */
  used: number;
  /** Over this the render stops to start again at the next level (Infinity at the last). */
  limit: number;
  /** Over this nothing more is expanded (the last level only; Infinity before). */
  soft: number;
  /** The most named ancestors of a named schema met: a level whose namedDepth is above it changes nothing. */
  deepestNamed: number;
  /** JSON bytes of the examples shown so far (tightened levels only). */
  examples?: number;
  /** The share of EXAMPLE_BUDGET an example may have (1 unless the last level's page was still over). */
  exampleScale?: number;
}

/** Thrown when a render passes its level's limit. */
export class OverBudget extends Error {}

/** Whether a named schema with `namedAncestors` expanded above it is linked instead of expanded. */
export function linkedHere(b: TreeBudget, namedAncestors: number): boolean {
  b.deepestNamed = Math.max(b.deepestNamed, namedAncestors);
  return namedAncestors >= b.namedDepth || b.used > b.soft;
}

/** Counts a field's bytes against the budget. */
export function chargeField(b: TreeBudget, bytes: number): void {
  b.used += bytes + 120;
  if (b.used > b.limit) throw new OverBudget();
}

export const sectionsBytes = (page: PageSource) =>
  page.sections.reduce((n, s) => n + s.html.length, 0);

/**
 * Renders a page within the budget: `render` gets the tree budget to pass to its trees. The
 * first level whose page fits is kept; a level that cannot change the page (no named schema deep
 * enough to link) is skipped.
 */
export function withinPageBudget(
  render: (budget: TreeBudget) => PageSource,
  limit = PAGE_SECTIONS_BUDGET,
): PageSource {
  let deepest = Infinity;
  for (let i = 0; i < LEVELS.length - 1; i++) {
    const namedDepth = LEVELS[i]!;
    if (i > 0 && namedDepth > deepest) continue;
    // The bytes counted are an estimate: a render stops only when clearly over, the page is measured.
    const budget: TreeBudget = {
      namedDepth,
      used: 0,
      limit: limit * 1.5,
      soft: Infinity,
      deepestNamed: -1,
    };
    try {
      const page = render(budget);
      if (sectionsBytes(page) <= limit) return page;
      deepest = budget.deepestNamed;
    } catch (e) {
      if (!(e instanceof OverBudget)) throw e;
      // Stopped part way: how deep its named schemas go is not known.
      deepest = Infinity;
    }
  }
  // The last level never stops part way: it stops expanding once its share is spent.
  const last = (soft: number, exampleScale: number) =>
    render({
      namedDepth: LEVELS.at(-1)!,
      used: 0,
      limit: Infinity,
      soft: limit * soft,
      deepestNamed: -1,
      exampleScale,
    });
  let page = last(1, 1);
  for (const r of LAST_RESORTS) {
    if (sectionsBytes(page) <= limit) break;
    page = last(r.soft, r.exampleScale);
  }
  return page;
}

/** The JSON text an example may have on a page rendered under a tightened budget (~2.5× that in highlighted HTML). */
export const EXAMPLE_BUDGET = 12 * 1024;
/** …and all its examples together; past it each further example gets a tenth. */
export const EXAMPLES_PAGE_BUDGET = 24 * 1024;

/** An example with everything below `depth` levels left out (`{}`, `[]`), arrays to their first two items. */
function cutAt(value: unknown, depth: number): unknown {
  if (Array.isArray(value))
    return depth <= 0 ? [] : value.slice(0, 2).map((v) => cutAt(v, depth - 1));
  if (value && typeof value === 'object')
    return depth <= 0
      ? {}
      : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutAt(v, depth - 1)]));
  return value;
}

/**
 * An example too wide even at its first level (an object of hundreds of fields): its first
 * entries, as many as fit `cap`, each cut to its first level.
 */
function firstEntries(value: unknown, cap: number, size: (v: unknown) => number): unknown {
  const item = Array.isArray(value) ? value[0] : value;
  if (!item || typeof item !== 'object' || Array.isArray(item)) return cutAt(value, 0);
  const entries = Object.entries(item);
  const keep = (n: number) => {
    const obj = Object.fromEntries(entries.slice(0, n).map(([k, v]) => [k, cutAt(v, 0)]));
    return Array.isArray(value) ? [obj] : obj;
  };
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (size(keep(mid)) <= cap) lo = mid;
    else hi = mid - 1;
  }
  return keep(lo);
}

/**
 * An example as a page under a tightened budget shows it: unchanged while the page is within the
 * budget at full expansion (`budget` at its first level) or the example is small; else cut to the
 * deepest level that fits EXAMPLE_BUDGET (a tenth of it once the page's examples passed
 * EXAMPLES_PAGE_BUDGET: an operation with many large response examples), or to its first entries
 * when even its first level is too wide. Generated examples of deep schemas nest as deep as the
 * sampler goes, each level multiplying the one before. An example shown `copies` times (the request
 * body in every code sample language) shares that room among its copies.
 */
export function exampleWithin(budget: TreeBudget | undefined, value: unknown, copies = 1): unknown {
  if (!budget || budget.namedDepth === Infinity) return value;
  const size = (v: unknown) => JSON.stringify(v, null, 2)?.length ?? 0;
  const cap =
    (((budget.examples ?? 0) > EXAMPLES_PAGE_BUDGET ? EXAMPLE_BUDGET / 10 : EXAMPLE_BUDGET) *
      (budget.exampleScale ?? 1)) /
    copies;
  let shown = value;
  if (size(value) > cap) {
    shown = firstEntries(value, cap, size);
    for (let depth = 6; depth > 0; depth--) {
      const cut = cutAt(value, depth);
      if (size(cut) <= cap) {
        shown = cut;
        break;
      }
    }
  }
  budget.examples = (budget.examples ?? 0) + size(shown) * copies;
  return shown;
}
