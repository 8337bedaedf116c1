export interface SidebarNode {
  text?: string;
  link?: string;
  collapsed?: boolean;
  items?: SidebarNode[];
}

/**
 * After a toggle: every group that went from collapsed to open closes its open siblings
 * (same parent). `before` holds each group's collapsed flag before the toggle.
 */
export function collapseSiblingsOfOpened(items: SidebarNode[], before: Map<SidebarNode, boolean>): void {
  const opened = items.find((i) => i.items && before.get(i) === true && i.collapsed === false);
  if (opened) {
    for (const sibling of items) if (sibling !== opened && sibling.items && sibling.collapsed === false) sibling.collapsed = true;
  }
  for (const i of items) if (i.items) collapseSiblingsOfOpened(i.items, before);
}
