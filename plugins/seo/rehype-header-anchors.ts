interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isHeaderAnchor = (n: HastNode) => {
  if (n.type !== 'element' || n.tagName !== 'a') return false;
  const cls = n.properties?.class ?? n.properties?.className;
  return (Array.isArray(cls) ? cls : String(cls ?? '').split(/\s+/)).includes('rp-header-anchor');
};

/**
 * Rspress puts a `#` permalink in every heading as `<a aria-hidden="true" href="#id">`: hidden
 * from screen readers yet reachable with Tab, which axe-core reports as a serious violation
 * (aria-hidden-focus) and html-validate as hidden-focusable. `tabindex="-1"` takes it out of
 * the tab order; mouse users still click it, and the heading's id still works as a link target.
 * Runs after Rspress's own rehype plugins (user plugins come last).
 */
export function rehypeHeaderAnchorsOutOfTabOrder() {
  return (tree: HastNode) => {
    const walk = (n: HastNode) => {
      if (isHeaderAnchor(n)) n.properties = { ...n.properties, tabIndex: -1 };
      n.children?.forEach(walk);
    };
    walk(tree);
  };
}
