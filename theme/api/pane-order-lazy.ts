/**
 * pane-order.ts's Tab redirection, loaded when the reader first presses a key or points into the
 * page (most readers of an operation page never Tab through it). The first Tab that pane-order
 * redirects comes after focus has entered the two-pane layout, so the first key press, which
 * starts the load, is always one the browser may handle itself. Returns its removal. While it is
 * installed the root element carries `data-pane-order="ready"`, which browser tests wait for.
 */
export function installPaneOrder(): () => void {
  let off: (() => void) | undefined;
  let live = true;
  const events = ['keydown', 'pointerdown'] as const;
  const load = () => {
    events.forEach((t) => document.removeEventListener(t, load, true));
    void import('./pane-order').then(
      (m) => {
        if (!live) return;
        off = m.installPaneOrder();
        document.documentElement.dataset.paneOrder = 'ready';
      },
      () => undefined,
    );
  };
  events.forEach((t) => document.addEventListener(t, load, true));
  return () => {
    live = false;
    events.forEach((t) => document.removeEventListener(t, load, true));
    off?.();
    delete document.documentElement.dataset.paneOrder;
  };
}
