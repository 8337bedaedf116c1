import type { ApiModel, ApiTag } from './model';

export interface TagGroup {
  name: string;
  tags: ApiTag[];
}

/** Name of the group that holds the tags `x-tagGroups` leaves out (Redoc hides them; here they stay reachable). */
export const OTHER_TAG_GROUP = 'Other';

/**
 * The spec's `x-tagGroups` (Redocly's convention: `[{ name, tags: [] }]`) over the model's tags,
 * in the spec's group order and each group's tag order; tags with no operation (x-internal ones
 * included) are left out, empty groups too, and tags in no group come last under "Other".
 * Undefined when the spec has no tag groups.
 */
export function tagGroups(model: ApiModel): TagGroup[] | undefined {
  const raw = (model.doc as Record<string, unknown>)['x-tagGroups'];
  if (!Array.isArray(raw) || !raw.length) return undefined;
  const byName = new Map(model.tags.map((t) => [t.name, t]));
  const placed = new Set<ApiTag>();
  const groups: TagGroup[] = [];
  for (const g of raw) {
    if (!g || typeof g !== 'object' || typeof (g as { name?: unknown }).name !== 'string') continue;
    const names = Array.isArray((g as { tags?: unknown }).tags)
      ? ((g as { tags: unknown[] }).tags.filter((t) => typeof t === 'string') as string[])
      : [];
    const tags = names
      .map((n) => byName.get(n))
      .filter((t): t is ApiTag => Boolean(t) && !placed.has(t!));
    tags.forEach((t) => placed.add(t));
    if (tags.length) groups.push({ name: (g as { name: string }).name, tags });
  }
  const rest = model.tags.filter((t) => !placed.has(t));
  if (rest.length) groups.push({ name: OTHER_TAG_GROUP, tags: rest });
  return groups.length ? groups : undefined;
}
