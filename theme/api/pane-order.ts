/**
 * Tab order of the two-pane operation page (from 1200 px). The panel (request sample, response
 * examples) is drawn at the top right, beside the operation's header, and stays in view (sticky)
 * while the reader goes down the text; in the document it comes last, so Tab reached it only after
 * every parameter and field. The order chosen is what the reader sees first: the header, then the
 * panel right after it, then the text, then the rest of the page. The document keeps its order,
 * which is the one-column layout's (text, then panel) and the Markdown twin's; only Tab and
 * Shift+Tab are redirected, and only while the two panes are side by side. (CSS reading-flow
 * would say this without script, but Chromium 156 then left the text out of the Tab order.)
 */

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
export const TWO_PANE_QUERY = '(min-width: 1200px)';

/**
 * The page's Tab order with the layout's stops rearranged: everything before the layout, then
 * `parts` in the order given, then everything after it. `all` is the document order.
 */
export function paneOrder<T>(all: T[], inLayout: (el: T) => boolean, parts: T[][]): T[] {
  const first = all.findIndex(inLayout);
  if (first < 0) return all;
  let last = first;
  all.forEach((el, i) => inLayout(el) && (last = i));
  return [...all.slice(0, first), ...parts.flat(), ...all.slice(last + 1)];
}

/** The elements Tab stops at under `root`, in document order (one radio per group: the checked one). */
function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || el.closest('[inert], [hidden]')) return false;
    // Not rendered, or inside a closed <details> (laid out but skipped, which getClientRects misses).
    if (
      el.checkVisibility
        ? !el.checkVisibility({ visibilityProperty: true })
        : !el.getClientRects().length
    )
      return false;
    const radio = el as HTMLInputElement;
    if (radio.type === 'radio' && !radio.checked && radio.name)
      return (
        !radio.form &&
        !document.querySelector(`input[type="radio"][name="${CSS.escape(radio.name)}"]:checked`)
      );
    return true;
  });
}

/** Installs the Tab redirection on the document; returns its removal. */
export function installPaneOrder(): () => void {
  const wide = window.matchMedia(TWO_PANE_QUERY);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || e.ctrlKey || e.metaKey || e.altKey || !wide.matches) return;
    const layout = document.querySelector<HTMLElement>('.api-layout');
    const active = document.activeElement as HTMLElement | null;
    if (!layout || !active) return;
    const parts = ['head', 'panel', 'main'].map((a) =>
      layout.querySelector<HTMLElement>(`:scope > [data-area="${a}"]`),
    );
    if (parts.some((p) => !p)) return;
    const order = paneOrder(
      tabbables(document),
      (el) => layout.contains(el),
      parts.map((p) => tabbables(p!)),
    );
    const at = order.indexOf(active);
    if (at < 0) return;
    const step = e.shiftKey ? -1 : 1;
    // Only where the layout is involved; the browser goes on as usual elsewhere and at the ends.
    const next = order[at + step];
    if (!next || (!layout.contains(active) && !layout.contains(next))) return;
    e.preventDefault();
    // The first of the next stops that really takes the focus.
    for (let i = at + step; order[i] && document.activeElement === active; i += step)
      order[i]!.focus();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
