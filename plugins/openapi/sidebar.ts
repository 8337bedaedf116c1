import type { PageSidebar, SidebarLink } from '../../common/api-pages/format';
import { groupWindow, WHOLE_GROUP_MAX } from '../../common/api-pages/group-window';
import type { ApiModel } from './model';
import { sortedSchemas } from './render-schema';
import { operationBadges } from './op-badges';
import { tagGroups } from './tag-groups';

/**
 * One API version's sidebar, kept at build time: the version root, then one group per tag with
 * its operations (method badge in `context`). Pages carry the group titles and only their own
 * group's items (`pageSidebar`); the other groups are files their pages fetch when opened.
 */
export interface VersionSidebar {
  base: string;
  label: string;
  /** Plain links after the root (the version's "What changed" page). */
  links: SidebarLink[];
  groups: Array<{ text: string; key: string; items: SidebarLink[]; section?: string }>;
  /** Every link in reading order: root, then each group's page followed by its items. */
  order: SidebarLink[];
}

export function versionSidebar(
  model: ApiModel,
  base: string,
  label: string,
  links: SidebarLink[] = [],
): VersionSidebar {
  const order: SidebarLink[] = [{ text: label, link: base }, ...links];
  // With x-tagGroups, tags follow their groups' order and each sidebar group names its tag group.
  const sections =
    tagGroups(model)?.flatMap((g) => g.tags.map((tag) => ({ tag, section: g.name }))) ??
    model.tags.map((tag) => ({ tag, section: undefined }));
  const groups: VersionSidebar['groups'] = sections.map(({ tag, section }) => {
    const items = tag.operations.map((o) => {
      const badges = operationBadges(model.doc, o).map((b) => ({
        name: b.name,
        ...(b.position === 'before' ? { before: true } : {}),
      }));
      return {
        text: o.summary,
        link: `${base}/${o.slug}`,
        context: `method-${o.method}`,
        ...(badges.length ? { badges } : {}),
      };
    });
    order.push({ text: tag.name, link: `${base}/${tag.slug}` }, ...items);
    return { text: tag.name, key: tag.slug, items, ...(section ? { section } : {}) };
  });
  // Named schemas: one group at the end, its page the A–Z index.
  if (model.schemaIndexSlug) {
    const items = sortedSchemas(model.schemas).map((s) => ({
      text: s.name,
      link: `${base}/${s.slug}`,
    }));
    order.push({ text: 'Schemas', link: `${base}/${model.schemaIndexSlug}` }, ...items);
    groups.push({ text: 'Schemas', key: model.schemaIndexSlug, items });
  }
  return { base, label, links, groups, order };
}

/**
 * The sidebar a page carries: every group's title, and the items of `openKey`'s group only; of a
 * long group (over WHOLE_GROUP_MAX items) a window around the page at `route`, with its `total`.
 */
export function pageSidebar(vs: VersionSidebar, openKey?: string, route?: string): PageSidebar {
  return {
    base: vs.base,
    label: vs.label,
    ...(vs.links.length ? { links: vs.links } : {}),
    groups: vs.groups.map((g) => {
      if (g.key !== openKey)
        return { text: g.text, key: g.key, ...(g.section ? { section: g.section } : {}) };
      if (g.items.length <= WHOLE_GROUP_MAX) return g;
      const current = g.items.findIndex((i) => i.link === route);
      return { ...g, items: groupWindow(g.items, current), total: g.items.length };
    }),
  };
}

/** Previous and next page in the version's full reading order. */
export function prevNextOf(
  vs: VersionSidebar,
  route: string,
): { prev: SidebarLink | null; next: SidebarLink | null } {
  const i = vs.order.findIndex((l) => l.link === route);
  if (i < 0) return { prev: null, next: null };
  const strip = (l: SidebarLink | undefined) => (l ? { text: l.text, link: l.link } : null);
  return { prev: strip(vs.order[i - 1]), next: strip(vs.order[i + 1]) };
}
