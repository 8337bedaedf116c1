import { isGroup, sidebarGroupUrl, type SidebarEntry, type SidebarGroupRecord, type SidebarLink } from '../../common/data-pages/format';
import type { ApiModel } from './model';

/**
 * One API version's sidebar, kept at build time: the version root, then one group per tag with
 * its operations (method badge in `context`). Pages carry the group titles and only their own
 * group's items (`pageSidebar`); the other groups are files their pages fetch when opened.
 */
export interface VersionSidebar {
  entries: SidebarEntry[];
  groups: Map<string, SidebarLink[]>;
  /** Every link in reading order: root, then each group's link followed by its items. */
  order: SidebarLink[];
}

export function versionSidebar(model: ApiModel, base: string, label: string): VersionSidebar {
  const groups = new Map<string, SidebarLink[]>();
  const entries: SidebarEntry[] = [{ text: label, link: base }];
  const order: SidebarLink[] = [{ text: label, link: base }];
  for (const tag of model.tags) {
    const items = tag.operations.map((o) => ({ text: o.summary, link: `${base}/${o.slug}`, context: `method-${o.method}` }));
    groups.set(tag.slug, items);
    const group: SidebarGroupRecord = { text: tag.name, link: `${base}/${tag.slug}`, key: tag.slug, itemsUrl: sidebarGroupUrl(base, tag.slug) };
    entries.push(group);
    order.push({ text: group.text, link: group.link }, ...items);
  }
  return { entries, groups, order };
}

/** The sidebar a page carries: every group's title, and the items of `openKey`'s group only. */
export function pageSidebar(vs: VersionSidebar, openKey?: string): SidebarEntry[] {
  return vs.entries.map((e) => (isGroup(e) && e.key === openKey ? { ...e, items: vs.groups.get(e.key) ?? [] } : e));
}

/** Previous and next page in the version's full reading order. */
export function prevNextOf(vs: VersionSidebar, route: string): { prev: SidebarLink | null; next: SidebarLink | null } {
  const i = vs.order.findIndex((l) => l.link === route);
  if (i < 0) return { prev: null, next: null };
  const strip = (l: SidebarLink | undefined) => (l ? { text: l.text, link: l.link } : null);
  return { prev: strip(vs.order[i - 1]), next: strip(vs.order[i + 1]) };
}
