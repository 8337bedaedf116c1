/**
 * Parts of API pages the build wrote inside `<noscript class="api-lazy">` (plugins/openapi/lazy-html.ts):
 * tab panels after the first and the children of schema nodes. With JavaScript on, a noscript's
 * content is inert text, so the parts a reader never opens cost no DOM nodes. Showing a tab or
 * opening a node turns its text into elements; without JavaScript the browser renders them as
 * usual. The text is the build's sanitized HTML, read back from the page's own markup.
 */
import { cls, DEFERRED, TABS } from '../../common/api-pages/markup';

/** Fired on document after a panel's content became elements (detail: the panel), e.g. to fill server variables. */
export const CONTENT_ADDED = 'portal:content-added';

/** Turns the lazy content directly inside `panel` (a tab panel or a `<details>`) into elements. */
export function materialize(panel: Element): void {
  const lazy = [...panel.children].filter(
    (c) => c.tagName === 'NOSCRIPT' && c.classList.contains(DEFERRED.lazy),
  );
  if (!lazy.length) return;
  for (const ns of lazy) {
    const template = document.createElement('template');
    template.innerHTML = ns.textContent ?? '';
    ns.replaceWith(template.content);
  }
  document.dispatchEvent(new CustomEvent(CONTENT_ADDED, { detail: panel }));
}

/** The panel of a tab's radio input (tab n ↔ panel n of the same `.api-tabs`). */
export function panelOf(input: HTMLInputElement): HTMLElement | null {
  const label = input.closest(cls(TABS.tab));
  const list = label?.parentElement;
  const tabs = list?.parentElement;
  if (!label || !list || !tabs) return null;
  const index = [...list.children].indexOf(label);
  return tabs.querySelectorAll<HTMLElement>(`:scope > ${cls(TABS.panel)}`)[index] ?? null;
}

/** The radio input of the tab whose panel is `panel`. */
export function inputOf(panel: Element): HTMLInputElement | null {
  const tabs = panel.parentElement;
  if (!tabs?.classList.contains(TABS.root)) return null;
  const index = [...tabs.querySelectorAll(`:scope > ${cls(TABS.panel)}`)].indexOf(panel);
  return tabs.querySelectorAll<HTMLInputElement>(`:scope > ${cls(TABS.list)} input`)[index] ?? null;
}

/** Checks a tab (no change event: callers that need one handle it) and makes its panel's content real. */
export function selectTab(input: HTMLInputElement): void {
  if (!input.checked) input.checked = true;
  const panel = panelOf(input);
  if (panel) materialize(panel);
}

/**
 * Makes the element with this id real when it waits in a lazy part (a deep link into a tab not yet
 * shown or a closed node): shows that tab or opens that node. Parts do not nest, so one step is enough.
 */
export function materializeHolding(id: string): void {
  const needle = `id="${id}"`;
  const ns = [...document.querySelectorAll<HTMLElement>(`noscript${cls(DEFERRED.lazy)}`)].find(
    (n) => (n.textContent ?? '').includes(needle),
  );
  const part = ns?.parentElement;
  if (!part) return;
  if (part instanceof HTMLDetailsElement) {
    part.open = true;
    materialize(part);
    return;
  }
  const input = inputOf(part);
  if (input) selectTab(input);
}

function onChange(e: Event): void {
  const input = e.target as HTMLInputElement;
  if (input?.type === 'radio' && input.closest(cls(TABS.list))) selectTab(input);
}

function onToggle(e: Event): void {
  const details = e.target;
  if (details instanceof HTMLDetailsElement && details.open) materialize(details);
}

export function installLazyPanels(): () => void {
  document.addEventListener('change', onChange);
  // toggle does not bubble.
  document.addEventListener('toggle', onToggle, true);
  return () => {
    document.removeEventListener('change', onChange);
    document.removeEventListener('toggle', onToggle, true);
  };
}
