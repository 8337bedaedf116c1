import { isActive as routeIsActive, useLocation } from '@rspress/core/runtime';
import { renderInlineMarkdown } from '@rspress/core/theme-original';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { stableId } from '../logic/stable-id';
import { cls, SIDEBAR } from '../../common/api-pages/markup';
import { useHydrated } from '../logic/useHydrated';
import { HydrationSlice } from '../logic/HydrationSlice';
import { ServerMemo } from '../ssg/server-memo';
import { collapseDurationMs } from '../sidebar/motion';
import { allItemsText } from '../../common/api-pages/group-window';
import { fetchGroupItems, knownGroupItems, rememberGroupItems } from '../sidebar/group-items';
import { shownItems } from '../sidebar/shown-items';
import { activeTrail, fromLinks, initialOpen, toggleGroup, type NavNode } from '../sidebar/tree';
import { usePortalSidebar } from '../sidebar/usePortalSidebar';
import { useSidebarKeys } from '../sidebar/useSidebarKeys';
import { Link } from './Link';

// Plain text needs no element of its own: API sidebars have hundreds of entries.
function Text({ node }: { node: NavNode }) {
  if (node.markdown) return <span className="rp-doc" {...renderInlineMarkdown(node.text)} />;
  if (!node.badges) return <>{node.text}</>;
  const badges = (before: boolean) =>
    node
      .badges!.filter((b) => Boolean(b.before) === before)
      .map((b) => (
        <span key={b.name} className={SIDEBAR.badge}>
          {b.name}
        </span>
      ));
  return (
    <>
      {badges(true)}
      {node.text}
      {badges(false)}
    </>
  );
}

interface ListProps {
  nodes: NavNode[];
  depth: number;
  open: ReadonlySet<string>;
  isActive: (link: string) => boolean;
  /** `aria-current="page"` on the current page's link (ServerMemo's flag). */
  current: (link: string) => Record<string, string | undefined>;
  onToggle: (key: string) => void;
}

function List(props: ListProps) {
  return (
    <>
      {props.nodes.map((n) =>
        n.group ? (
          <Group key={n.key} {...props} node={n} />
        ) : (
          // Lean markup: an API sidebar has hundreds of these (styles and method badges: theme/sidebar/sidebar.css).
          <Link
            key={n.key}
            bare
            href={n.link}
            className={SIDEBAR.item}
            data-context={n.context}
            {...(n.link ? props.current(n.link) : undefined)}
          >
            <Text node={n} />
          </Link>
        ),
      )}
    </>
  );
}

/**
 * A group renders its title always and its items only once it has been opened: a page's HTML
 * holds the open group and the titles, not the whole tree. API groups whose items are not in
 * the page's record fetch them on first open. Closed items are inert (out of the tab order).
 */
function Group({
  node,
  depth,
  open: openSet,
  isActive,
  current,
  onToggle,
}: ListProps & { node: NavNode }) {
  const open = openSet.has(node.key);
  const [everOpen, setEverOpen] = useState(open);
  if (open && !everOpen) setEverOpen(true);
  if (node.items && node.itemsUrl)
    rememberGroupItems(
      node.itemsUrl,
      node.items.map(({ text, link, context, badges }) => ({ text, link: link!, context, badges })),
      node.total,
    );
  const [fetched, setFetched] = useState<NavNode[] | undefined>();
  const [failed, setFailed] = useState(false);
  const known = node.itemsUrl ? knownGroupItems(node.itemsUrl) : undefined;
  // A long API group shows a window of its items and a link to its page (shown-items.ts).
  const { items, total } = shownItems(
    node,
    node.items ?? fetched ?? (known && fromLinks(known)),
    isActive,
  );
  useEffect(() => {
    if (!open || items || !node.itemsUrl) return;
    let live = true;
    fetchGroupItems(node.itemsUrl).then(
      (list) => live && setFetched(fromLinks(list)),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [open, items, node.itemsUrl]);
  const bodyId = stableId('sidebar-group', node.key);
  const body = useRef<HTMLDivElement>(null);
  // A body mounted by opening starts closed and opens a frame later, so it animates too.
  const [rows, setRows] = useState(open ? '1fr' : '0fr');
  useEffect(() => {
    if (!open) return setRows('0fr');
    const frame = requestAnimationFrame(() => setRows('1fr'));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  useLayoutEffect(() => {
    // Taller groups take longer to open and close (200–400 ms; none under reduced motion, sidebar.css).
    // Measured when the group has content (each read forces a layout).
    const el = body.current;
    if (el && everOpen)
      el.style.transitionDuration = `${collapseDurationMs(el.firstElementChild?.scrollHeight ?? 0)}ms`;
  }, [everOpen, items]);
  // A toggle does nothing without JavaScript: an API sidebar's hundred of them are not sent as HTML
  // (sidebar.css draws the chevron in their place until they exist).
  const interactive = useHydrated();
  const plain = node.text.replace(/<[^>]*>/g, '');
  return (
    <>
      {node.link ? (
        // Lean markup: an API sidebar has a hundred of these on every page, so the title is a bare
        // link and its toggle its next sibling, no wrapper (styles: theme/sidebar/sidebar.css).
        // (No type="button": the site has no forms. No aria-controls before the body exists.)
        <>
          <Link bare href={node.link} {...current(node.link)}>
            <Text node={node} />
          </Link>
          {interactive && (
            <button
              aria-expanded={open}
              aria-controls={everOpen ? bodyId : undefined}
              aria-label={plain}
              onClick={() => onToggle(node.key)}
            />
          )}
        </>
      ) : (
        <button
          className={SIDEBAR.group}
          aria-expanded={open}
          aria-controls={everOpen ? bodyId : undefined}
          onClick={() => onToggle(node.key)}
        >
          <Text node={node} />
        </button>
      )}
      {/* Rendered once the group has been opened (aria-controls of a collapsed button may point nowhere). */}
      {everOpen && (
        <div id={bodyId} ref={body} className={SIDEBAR.body} style={{ gridTemplateRows: rows }}>
          <div style={{ overflow: 'hidden' }} inert={!open}>
            {items ? (
              <>
                <List
                  nodes={items}
                  depth={depth + 1}
                  open={openSet}
                  isActive={isActive}
                  current={current}
                  onToggle={onToggle}
                />
                {total !== undefined && node.link && (
                  // Never marked current: on the group's own page its title link is.
                  <Link
                    bare
                    href={node.link}
                    className={`${SIDEBAR.item} ${SIDEBAR.all}`}
                    data-total={total}
                  >
                    {allItemsText(
                      plain,
                      total,
                      items.some((i) => i.context?.startsWith('method-')),
                    )}
                  </Link>
                )}
              </>
            ) : (
              <div className={`${SIDEBAR.item} ${SIDEBAR.status}`} role="status">
                {failed ? 'Could not load this group.' : 'Loading…'}
              </div>
            )}
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The portal's sidebar (replaces Rspress's): groups are disclosure buttons (Enter/Space),
 * titles that are pages stay links, the whole tree is one Tab stop walked by the arrow keys
 * (useSidebarKeys), opening a group closes its open siblings (accordion,
 * spec §4), the active page's groups open on navigation, and collapsed groups render no items.
 */
export function Sidebar() {
  return (
    <HydrationSlice name="sidebar" whenSeen={cls(SIDEBAR.nav)}>
      <SidebarNav />
    </HydrationSlice>
  );
}

function SidebarNav() {
  const { id, nodes } = usePortalSidebar();
  const path = decodeURIComponent(useLocation().pathname);
  const isActive = useCallback((link: string) => routeIsActive(link, path), [path]);
  const [state, setState] = useState(() => ({ id, open: initialOpen(nodes, isActive) }));
  if (state.id !== id) setState({ id, open: initialOpen(nodes, isActive) });
  useEffect(() => {
    const trail = activeTrail(nodes, isActive);
    setState((s) =>
      trail.every((k) => s.open.has(k))
        ? s
        : { ...s, open: trail.reduce((o, k) => toggleGroup(nodes, o, k, true), s.open) },
    );
  }, [nodes, isActive]);
  const onToggle = useCallback(
    (key: string) => setState((s) => ({ ...s, open: toggleGroup(nodes, s.open, key) })),
    [nodes],
  );
  const ref = useRef<HTMLElement>(null);
  useSidebarKeys(ref);
  useEffect(() => {
    // Keep the active entry in view inside the sidebar, without scrolling the page.
    const el = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = el?.closest<HTMLElement>('.rp-doc-layout__sidebar');
    if (!el || !box) return;
    const a = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (a.top < b.top || a.bottom > b.bottom)
      box.scrollTop += a.top - b.top - b.height / 2 + a.height / 2;
  }, [path]);
  // Static generation renders the sidebar once per tree and set of open groups; only the current
  // entry's aria-current differs between those pages (theme/ssg/server-memo.tsx).
  const flag = useMemo(() => ({ name: 'aria-current', value: 'page', test: isActive }), [isActive]);
  return (
    <ServerMemo
      memoKey={() => `sidebar:${id}:${[...state.open].sort().join('\n')}:${JSON.stringify(nodes)}`}
      flag={flag}
    >
      {(_, current) => (
        <nav ref={ref} className={SIDEBAR.nav} aria-label="Section navigation">
          <List
            nodes={nodes}
            depth={0}
            open={state.open}
            isActive={isActive}
            current={current}
            onToggle={onToggle}
          />
        </nav>
      )}
    </ServerMemo>
  );
}
