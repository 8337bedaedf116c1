/**
 * The results listbox's options in display order: hits grouped by area, each followed by its
 * other API versions, with a "Best matches" group when grouping would reorder the first hits;
 * and the no-results suggestions. Pure, tested in options.test.ts.
 */
import type { SearchHit } from './engine';
import type { VersionVariant } from './versions';

/** "Try searching for": queries built from the one that found nothing first, then popular ones (five at most). */
export function suggestionsFor(
  didYouMean: readonly string[],
  popular: readonly string[] = [],
): string[] {
  return [...new Set([...didYouMean, ...popular])].slice(0, 5);
}

/** One option of the results listbox: a hit, or one of its other API versions (a variant). */
export interface SearchOption {
  hit: SearchHit;
  /** Where the option leads. */
  href: string;
  variant?: VersionVariant;
  /** Position in display order (the option's id and the active option use it). */
  index: number;
  /** In the "Best matches" group: the area the hit belongs to, shown on it. */
  area?: string;
}

export interface GroupedOptions {
  group: string;
  items: SearchOption[];
}

/** Label of the group that keeps the first hits in rank order when grouping by area would not. */
export const BEST_MATCHES = 'Best matches';
const BEST_COUNT = 3;

/**
 * Groups hits by area, groups ordered by their best hit; each hit is an option, followed by an
 * option per other version of it. When that order would put a lower-ranked hit of the first
 * area above a better hit of another, the first three hits come first, in rank order, in a
 * "Best matches" group (each naming its area). `options` is every option in display order
 * (what the arrow keys walk and Enter opens).
 */
export function groupOptions(hits: SearchHit[]): {
  groups: GroupedOptions[];
  options: SearchOption[];
} {
  const byArea = (list: SearchHit[]) => {
    const m = new Map<string, SearchHit[]>();
    for (const h of list) {
      if (!m.has(h.doc.group)) m.set(h.doc.group, []);
      m.get(h.doc.group)!.push(h);
    }
    return m;
  };
  let areas = byArea(hits);
  const lists: Array<[string, SearchHit[], boolean]> = [];
  const byAreaOrder = [...areas.values()].flat().slice(0, BEST_COUNT);
  if (areas.size > 1 && byAreaOrder.some((h, i) => h !== hits[i])) {
    lists.push([BEST_MATCHES, hits.slice(0, BEST_COUNT), true]);
    areas = byArea(hits.slice(BEST_COUNT));
  }
  for (const [group, list] of areas) lists.push([group, list, false]);
  const options: SearchOption[] = [];
  const add = (items: SearchOption[], o: Omit<SearchOption, 'index'>) => {
    const option = { ...o, index: options.length };
    items.push(option);
    options.push(option);
  };
  const groups = lists.map(([group, list, best]) => {
    const items: SearchOption[] = [];
    for (const hit of list) {
      add(items, { hit, href: hit.href, ...(best ? { area: hit.doc.group } : {}) });
      for (const variant of hit.variants ?? []) add(items, { hit, href: variant.route, variant });
    }
    return { group, items };
  });
  return { groups, options };
}
