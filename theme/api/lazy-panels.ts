/**
 * Tab panels the build wrote inside `<noscript class="api-lazy">` (plugins/openapi/tabs.ts): with
 * JavaScript on, a noscript's content is inert text, so the panels a reader never opens cost no DOM
 * nodes. Showing a tab turns its panel's text into elements; without JavaScript the browser renders
 * them as usual. The text is the build's sanitized HTML, read back from the page's own markup.
 */

/** Fired on document after a panel's content became elements (detail: the panel), e.g. to fill server variables. */
export const CONTENT_ADDED = 'portal:content-added';

/** Turns the lazy content directly inside `panel` into elements. */
export function materialize(panel: Element): void {
  const lazy = [...panel.children].filter((c) => c.tagName === 'NOSCRIPT' && c.classList.contains('api-lazy'));
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
  const label = input.closest('.api-tabs__tab');
  const list = label?.parentElement;
  const tabs = list?.parentElement;
  if (!label || !list || !tabs) return null;
  const index = [...list.children].indexOf(label);
  return tabs.querySelectorAll<HTMLElement>(':scope > .api-tabs__panel')[index] ?? null;
}

/** The radio input of the tab whose panel is `panel`. */
export function inputOf(panel: Element): HTMLInputElement | null {
  const tabs = panel.parentElement;
  if (!tabs?.classList.contains('api-tabs')) return null;
  const index = [...tabs.querySelectorAll(':scope > .api-tabs__panel')].indexOf(panel);
  return tabs.querySelectorAll<HTMLInputElement>(':scope > .api-tabs__list input')[index] ?? null;
}

/** Checks a tab (no change event: callers that need one handle it) and makes its panel's content real. */
export function selectTab(input: HTMLInputElement): void {
  if (!input.checked) input.checked = true;
  const panel = panelOf(input);
  if (panel) materialize(panel);
}

/** The lazy panel whose text holds an element with this id (a deep link into a tab not yet shown). */
export function lazyPanelHolding(id: string, root: ParentNode = document): HTMLElement | null {
  const needle = `id="${id}"`;
  for (const ns of root.querySelectorAll<HTMLElement>('noscript.api-lazy')) {
    if ((ns.textContent ?? '').includes(needle)) return ns.parentElement;
  }
  return null;
}

function onChange(e: Event): void {
  const input = e.target as HTMLInputElement;
  if (input?.type === 'radio' && input.closest('.api-tabs__list')) selectTab(input);
}

export function installLazyPanels(): () => void {
  document.addEventListener('change', onChange);
  return () => document.removeEventListener('change', onChange);
}
