import { sidebarGroupUrl, type PageSidebar } from '../../common/api-pages/format';

/**
 * The sidebar as the portal renders it, from either source: Rspress's configured sidebars
 * (hand-written areas, whole tree known) or an API page's record (API versions: group titles,
 * items of the page's group, the others at `itemsUrl`).
 */
export interface NavNode {
  /** Stable across navigations within one sidebar: the group's link, else its index path. */
  key: string;
  text: string;
  link?: string;
  context?: string;
  /** Badges beside the text (API operations: x-badges, Experimental). */
  badges?: Array<{ name: string; before?: boolean }>;
  /** Text is Rspress inline Markdown (hand-written sidebars); else plain text. */
  markdown?: boolean;
  /** A group: its items when known. */
  items?: NavNode[];
  group?: boolean;
  itemsUrl?: string;
  /** Set when `items` is a window of a long API group (group-window.ts): the group's item count. */
  total?: number;
  /** Open before the reader does anything (Rspress's `collapsed: false`). */
  initiallyOpen?: boolean;
}

interface RspressItem {
  text?: string;
  link?: string;
  context?: string;
  collapsed?: boolean;
  collapsible?: boolean;
  items?: RspressItem[];
}

export function fromRspress(items: RspressItem[], prefix = ''): NavNode[] {
  return items
    .filter((i) => typeof i.text === 'string')
    .map((i, n) => {
      const key = i.link ?? `${prefix}${n}`;
      if (!Array.isArray(i.items))
        return { key, text: i.text!, link: i.link, context: i.context, markdown: true };
      return {
        key,
        text: i.text!,
        link: i.link,
        markdown: true,
        group: true,
        items: fromRspress(i.items, `${prefix}${n}-`),
        initiallyOpen: i.collapsed === false || i.collapsible === false,
      };
    });
}

export function fromLinks(
  links: Array<{ text: string; link: string; context?: string; badges?: NavNode['badges'] }>,
): NavNode[] {
  return links.map((i) => ({
    key: i.link,
    text: i.text,
    link: i.link,
    context: i.context,
    ...(i.badges ? { badges: i.badges } : {}),
  }));
}

export function fromApiPage(s: PageSidebar): NavNode[] {
  const groups: NavNode[] = [];
  const sections = new Map<string, NavNode>();
  for (const g of s.groups) {
    const link = `${s.base}/${g.key}`;
    const node: NavNode = {
      key: link,
      text: g.text,
      link,
      group: true,
      itemsUrl: sidebarGroupUrl(s.base, g.key),
      items: g.items && fromLinks(g.items),
      ...(g.total !== undefined ? { total: g.total } : {}),
    };
    if (!g.section) {
      groups.push(node);
      continue;
    }
    // A tag group (x-tagGroups) is a group of groups with no page of its own.
    let section = sections.get(g.section);
    if (!section) {
      section = {
        key: `${s.base}#tag-group-${g.section}`,
        text: g.section,
        group: true,
        items: [],
      };
      sections.set(g.section, section);
      groups.push(section);
    }
    section.items!.push(node);
  }
  return [{ key: s.base, text: s.label, link: s.base }, ...fromLinks(s.links ?? []), ...groups];
}

/** Keys of the groups on the way to the active page (a group whose own link is active included). */
export function activeTrail(nodes: NavNode[], isActive: (link: string) => boolean): string[] {
  for (const n of nodes) {
    if (n.group) {
      const inner = n.items ? activeTrail(n.items, isActive) : [];
      if (
        inner.length ||
        (n.items?.some((i) => i.link && isActive(i.link)) ?? false) ||
        (n.link && isActive(n.link))
      )
        return [n.key, ...inner];
    }
  }
  return [];
}

/** Groups open on first render: those configured open, plus the active page's trail. */
export function initialOpen(nodes: NavNode[], isActive: (link: string) => boolean): Set<string> {
  const open = new Set<string>();
  const walk = (list: NavNode[]) =>
    list.forEach((n) => {
      if (n.initiallyOpen) open.add(n.key);
      if (n.items) walk(n.items);
    });
  walk(nodes);
  for (const k of activeTrail(nodes, isActive)) open.add(k);
  return open;
}

function siblingsOf(nodes: NavNode[], key: string): NavNode[] | null {
  for (const n of nodes) if (n.key === key) return nodes;
  for (const n of nodes) {
    const hit = n.items ? siblingsOf(n.items, key) : null;
    if (hit) return hit;
  }
  return null;
}

/** Opens or closes one group; opening closes its open siblings (accordion, spec §4). */
export function toggleGroup(
  nodes: NavNode[],
  open: ReadonlySet<string>,
  key: string,
  wantOpen = !open.has(key),
): Set<string> {
  const next = new Set(open);
  if (!wantOpen) {
    next.delete(key);
    return next;
  }
  for (const s of siblingsOf(nodes, key) ?? []) if (s.key !== key) next.delete(s.key);
  next.add(key);
  return next;
}
